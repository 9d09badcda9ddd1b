ConcordSearch.register("ja/i-0bac9a10e8",{"n":4,"pages":"AD","t":["1"],"th":["3a99f0b18d"],"d":"A","dh":"d151364e78","v":["1"],"vh":["1c513d5219"],"f":"c528f6db99","c":"8c8773ba7e"});
