ConcordSearch.register("en/v-cbdfe8886f","3S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrL^2/:s^ON!i9WhlNfp6Lh4369McKZs]XK50rr6300000");
