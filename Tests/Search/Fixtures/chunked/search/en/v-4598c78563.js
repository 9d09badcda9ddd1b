ConcordSearch.register("en/v-4598c78563","3S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrL^2Z:s^ON!i9WhlJ+2XLh4369McKZs]XK50rr6300000");
