ConcordSearch.register("en/v-7f17308d75","1eYo{Z.y#J8^7vJkI+WCc]ELF__5=xEpSJVr-jDA9W%f0u:%{)L:59aqhcS~g&9o%Z4HhScgpVz-9B6N7[8*)KN(JE8O-53pSl5&i?R-7JyaQr#FT:?9e#%Hoid}kB4b/!EusYdMTFh.{l4=fw}tHu]");
