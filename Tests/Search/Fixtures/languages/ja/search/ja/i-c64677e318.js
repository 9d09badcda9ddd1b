ConcordSearch.register("ja/i-c64677e318",{"n":4,"pages":"AD","t":["1"],"th":["3a99f0b18d"],"d":"A","dh":"2ca86c00f1","v":["1"],"vh":["1c513d5219"],"f":"c528f6db99","c":"bfa9d8463f"});
