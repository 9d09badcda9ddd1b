ConcordSearch.register("zh-Hans/v-a6627f6ea5",{"w":"0进一步\n0项目","s":"\n","f":"11"});
