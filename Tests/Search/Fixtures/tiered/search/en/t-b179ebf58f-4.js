ConcordSearch.register("en/t-b179ebf58f-4","3)BX9w0X_Wu^oO^qJ*=zup=mvA0h^C]i(pqg+Z.WocTMvR{]=x?a-8qJ*O&(u+:@)!Q)a=mli[-/5jcVcK0[~Docq+vK1)jJ0de!?0002]xqE=ywJ~CqUil&a00000&k-.i0@@r3");
