ConcordSearch.register("en/v-8988de1150","1T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pR_Ym~3!%m~3q~ZRAe?QA?=*X.bLpnYJIyWIw&y");
