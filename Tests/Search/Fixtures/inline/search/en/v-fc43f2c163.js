ConcordSearch.register("en/v-fc43f2c163","0l}/(N..qI@I{BF(x?%8lfjw]?nAbuwv$&vCslToinlz46^2T+PBQpH^_JV$}YEXI@B=JqgFU(L=~9[VJaXiYe=n}xtdqBw+ZtMCJrS)q0DqIT$:gry99A.=w00S=H3Ie=hYz}{i%nJf3");
