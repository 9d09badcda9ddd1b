ConcordSearch.register("en/v-587a5e52fe","3S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrL^30:s^ON!i9WhlU0/*Lh4369McKZs]XK50rr6300000");
