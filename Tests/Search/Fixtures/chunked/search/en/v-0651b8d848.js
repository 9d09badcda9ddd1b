ConcordSearch.register("en/v-0651b8d848","2T5ZYKVqJCG=m3@XpeaQlq7tRLqzId#qa:=)qzIsN1POJ5");
