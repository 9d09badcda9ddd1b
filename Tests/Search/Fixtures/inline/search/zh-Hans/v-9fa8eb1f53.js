ConcordSearch.register("zh-Hans/v-9fa8eb1f53",{"w":"01\n02\n0tokens\n0一\n0两\n0令牌\n0件\n0使用\n0信息\n0前\n0占位\n0可\n1以\n1能\n0后\n0如果","s":"\n\n1\n\n\n\n\n\n\n\n\n\n\n\n\n","f":"1111111111111111"});
