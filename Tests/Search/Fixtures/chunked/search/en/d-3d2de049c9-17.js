ConcordSearch.register("en/d-3d2de049c9-17","2ho-rj.y#J9&8.{//hbXm:!]W_o9X4~=0+{XCMy9TCl-c:W^Pig^(-oQ{)x5A*G~xo&nI5f&=8RGoW:o5d[t/66G^u/9bwg)-^vhOsf*3:BjSG3tifte[C[uDox4er%l]cRE7/NX");
