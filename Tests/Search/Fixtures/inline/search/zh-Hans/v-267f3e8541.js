ConcordSearch.register("zh-Hans/v-267f3e8541",{"w":"0清楚\n0用户\n0种\n0立即\n0类型\n0组\n0缩小\n0能\n0范围\n0触发\n0词\n0说明\n0输入\n0过滤","s":"\n\n\n\n\n\n\n\n\n\n\n\n\n","f":"12111111111111"});
