ConcordSearch.register("zh-Hans/v-a6627f6ea5","3T5ZYKVqJD5V48Fh9sZuCe@^$eC!4!R]v-C]BD?Vlgbj5tmJdv%xSa(r00000");
