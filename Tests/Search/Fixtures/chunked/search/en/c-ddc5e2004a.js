ConcordSearch.register("en/c-ddc5e2004a","0S-z.)VwKVy3p)&^rJ]DJq7qRa!i9WhotcpE*-dQX.}rQB00000%nJf3");
