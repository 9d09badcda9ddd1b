ConcordSearch.register("en/c-aafd7aa31e","3T5.?[VwKVy3p)&^rwmI5q7qRa!i9WhBg)J}*-dQX.}rQB00000");
