ConcordSearch.register("zh-Hans/v-a6627f6ea5","1S-yPJVqJD5V48Fh9sZuCe@^$eC!4!R]v-C]BD?Vlgbj5tmJdv%xSa(r00030@@Sl3");
