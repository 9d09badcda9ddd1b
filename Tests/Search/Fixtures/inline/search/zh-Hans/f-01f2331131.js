ConcordSearch.register("zh-Hans/f-01f2331131","3S-Eo/+U7*sS-z.B+$HZN:&)yTVqLZ+r&TXEn~yRWoWs9Heg%Js1/VC(d9aY}7uu:bQ#-zzwITjpa(UKPXRXBoJ*2V8z7L./0rr6300000");
