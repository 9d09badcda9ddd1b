ConcordSearch.register("en/f-dcc936f74c","09e=(*Ffkyb[a7i=d(%=p[=QktXdKn(7ku^LG)2S?7y7u3&2Yt/is)E2T1g=iRns~Kz(E&tmY2gzJ#w7?SG=9ha4i/j]gm-/bJ.~$@S900%nJf3");
