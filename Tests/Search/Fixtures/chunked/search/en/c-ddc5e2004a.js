ConcordSearch.register("en/c-ddc5e2004a","3T5.?[VwKVy3p)&^rJ]DJq7qRa!i9WhotcpE*-dQX.}rQB00000");
