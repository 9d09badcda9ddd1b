ConcordSearch.register("en/t-3c32672678-9","21+m:603I[x[ac45B=d%zxoKmUuo*!MYT]dgpkA=HQo)]Drs9f]D)8@c9e]{HA#$wZ");
