ConcordSearch.register("en/d-3d2de049c9-15","3g(PlT.y#J8E}q=^P/gnYuM_.DjXkd$et:wy8Xx@qz:=!kvto5G__MgA].v{7MU:{4~IU3c+H#BYWT-+KJ&@ZnmD%dkF(3hcf%329glT1XnknMeg%s6CmyNFlLzy=E%l[0x}Flci0rr6300000");
