ConcordSearch.register("en/v-185024cf52",{"w":"0visual\n0when\n0your","s":"\n\n","f":"121"});
