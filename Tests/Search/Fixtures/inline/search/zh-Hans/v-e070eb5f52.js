ConcordSearch.register("zh-Hans/v-e070eb5f52","0T5ZYKVqJD5V3+lN@!SvP1#1N4G2]Q_x7T768naPX}dYfyM]{0q}}E+guij-.EZk:c*1JnSC)k]r)TdiBOSY1hV67wIoDBl+~{SwSsT+jPFkN%0");
