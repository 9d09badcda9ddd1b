ConcordSearch.register("en/v-de7c89efa2","1hoFh(Gd[0d^y)h$Gz)n8s_9q05]w=9uREbGXoxaO9H$Iu[KHK-]iJ4Am1{}c?W^(z)LO^R+^U?=JLySWC2sCNSz$BD)oV:4]MdeLp.t#_Mz{2ioJo4^u{PDe1ZA$^");
