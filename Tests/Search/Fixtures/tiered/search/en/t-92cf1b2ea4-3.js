ConcordSearch.register("en/t-92cf1b2ea4-3","1)zZ_/.y#V7^7wuQzF5Yqn3LZMPV6V22($q3)Q0-mG/qbsPes$xWxRu$Jq1rq=hW_Wu=]?eusgzlyz*#TQddKs77?b_5Fm2)+gq[H(^4t?iO#Q)m%1?k0020+].!^_");
