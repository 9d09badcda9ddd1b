ConcordSearch.register("en/v-24fc520682","3S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrL^34:s^ON!i9WhlVY@1Lh4369McKZs]XK50rr6300000");
