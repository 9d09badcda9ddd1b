ConcordSearch.register("en/d-f7d34c7a08-0","3hoXt[Gd)_a&J0yozlNgq6S28)I_11bP(A#U2)/LD1&Y2sT8EaxKg]n_@Py!6Bh4Poj8D#tETSS9xua][LClaj5k4{cHs]Gy:R31$RE8.fwWbp-Ve./Pl(9:}OGiD42lj-7");
