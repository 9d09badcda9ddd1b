ConcordSearch.register("en/t-ae90c6adbe-4j","1T5ZYEVqJeAp0Ly:I79B^ATD}c-tzYGn2Y+no345Cpd^Mt-y:f6n&/NUn(!NDo0[T0");
