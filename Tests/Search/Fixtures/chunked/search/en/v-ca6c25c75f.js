ConcordSearch.register("en/v-ca6c25c75f","2S-yPJVqJE0ej[8zf&VN#dHbD]r2Q&Nrh{94009600@@r3");
