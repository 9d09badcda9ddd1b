ConcordSearch.register("en/v-02da7dd330","0mA3$~Gd)Yq^7sL!.vPl8.DD~&Z{Gz$pEL[&S{nz4fZ$z5L%X2jT6ma&+*ykiB^)ZY!3F{X&J@@?M=f[y2xK+p)^?c=zu)bNoAZNpbevCGeYwG$N-d=3Swou.aEHHyxcu#hk#[_H(QunL");
