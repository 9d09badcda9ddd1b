ConcordSearch.register("en/d-3d2de049c9-1j","2ho-rj.y#J9&8.{//h9{T7n0{nefc1DhIZJ=&SPFP?5TC#*RbP+pv![0_71Ql)0y-PNgVJ!5]+N4lGr-HT3~MO-eGk8-m+_6+G-!7cc[[jCE{IxrBsQL3_+H%cmJZ2%9=Pz~l?m&");
