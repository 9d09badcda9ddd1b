ConcordSearch.register("ja/i-7ab48e6076",{"n":4,"pages":"AD","t":["1"],"th":["3a99f0b18d"],"d":"A","dh":"187991a841","v":["1"],"vh":["1c513d5219"],"f":"c528f6db99","c":"ae9ccd057b"});
