ConcordSearch.register("zh-Hans/v-72dacc2772","2T5ZYKVqJD5V3%)58gsk+1#2WAE+Iv&cEpR?@}p0pMW/%WPx{loWSVvUP25Q7jd_&9R~*7!TyOdwLlVUhi.B9Ur.wa3Hk7BPWeZgb");
