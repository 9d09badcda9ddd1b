ConcordSearch.register("zh-Hans/v-e070eb5f52","0S-yPJVqJD5V3+lN@!SvP1#1N4G2]Q_x7QS~}ZaKAt)+6cz?2ix379EA:=q9*yE9L97W=VmD.3sWqzDKSM]~GO3z^=S3)v)n761sm%nJf3");
