ConcordSearch.register("en/v-7c810c53c9","10uIm1%9C@lb03]4x(){6h8=Zgb6a}?a%FMZw*fnWf^q2C");
