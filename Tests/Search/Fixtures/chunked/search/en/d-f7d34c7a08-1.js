ConcordSearch.register("en/d-f7d34c7a08-1","2ho-rj.y#J9&8.{//p$m8pA.=+4W77^.$key0!Qjn4YdT-Ep1*oRu{.{/eNr#+io}Z!~oBRafi-]-:brOh40:Db?wnLua91va_SFfCy8@Rml/T#3$cexLn2(mVFx*9@q=(#");
