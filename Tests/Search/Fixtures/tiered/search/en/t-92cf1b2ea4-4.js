ConcordSearch.register("en/t-92cf1b2ea4-4","1)zZpV..qS_.mPEVwNhQm_%:A-reF.2IOAW#{3PHWviN&*^Tl}{T=i0ET.l_nrT/4FmH]F00001Hd#R{lATMP1XSa%v*[1YI007}gK*ucBx.C{RP_B=M)^s$C5jcTCGB&f:L_Ya.");
