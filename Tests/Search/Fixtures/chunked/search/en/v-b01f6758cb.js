ConcordSearch.register("en/v-b01f6758cb","10uIm1%9C@lb03]4x(){6gCy17b6a}?a%FMZw*fnWf^q2C");
