ConcordSearch.register("en/d-3d2de049c9-1h","3S-yPEVwKVyo3L*rfF}w7d9o.he&CN/^-B2::_A@)nk8/VfA=AYF(v~agv$8KkYPE.SMB%8dghE?SKX[C3I!xyb]JV?:R*}2/@lzcx{/XZRa4wfkY#s/Njk9}Nr++=]b@c~y+kR!0rr6300000");
