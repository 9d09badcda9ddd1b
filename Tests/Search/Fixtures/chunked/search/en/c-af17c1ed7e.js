ConcordSearch.register("en/c-af17c1ed7e","3T5.?[VwKVy3p)&^rwmC3q7qRa!i9Whq[XcM*-dQX.}rQB00000");
