ConcordSearch.register("zh-Hans/v-bad36f5552",{"w":"0它们\n0实践\n0就应\n0展示\n0帮助\n0常见\n0开始\n0按\n0控制\n0搜索\n0文字\n0最佳\n0栏","s":"\n\n\n\n\n\n\n\n\n\n\n\n","f":"1111111112112"});
