ConcordSearch.register("en/v-ecc8796f62","3S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrL^2[:s^ON!i9WhlQOLCLh4369McKZs]XK50rr6300000");
