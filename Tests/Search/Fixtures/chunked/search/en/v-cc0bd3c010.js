ConcordSearch.register("en/v-cc0bd3c010","3S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrL^2@:s^ON!i9WhlSpWSLh4369McKZs]XK50rr6300000");
