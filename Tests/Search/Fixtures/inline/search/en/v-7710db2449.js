ConcordSearch.register("en/v-7710db2449","2mnkGH.y#z}I!v+&91cYbK%qQOPMXTQ*KXzNc%po}MtBXt^M@6:Qrzb[RP7/+2wp./^QSPsoq%[-oHlKJP]eyBpaG.t+@:^cx6&_DA3YY&}D/+&I777tM7oBhxHKbVascouxaG3n5Wz.G7/JLPET.s$");
