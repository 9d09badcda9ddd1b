ConcordSearch.register("en/v-ac2fbf52fc","3S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrL^2_:s^ON!i9WhlO(AmLh4369McKZs]XK50rr6300000");
