ConcordSearch.register("en/t-3c32672678-f","11+m:a01Z03[abN8[zYwiykRuVy~xjft@Cd_YsgVA4KK:I3QVQ5NFcZZ");
