ConcordSearch.register("en/v-777d94640f","3S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrL^2+:s^ON!i9WhlLEd(Lh4369McKZs]XK50rr6300000");
