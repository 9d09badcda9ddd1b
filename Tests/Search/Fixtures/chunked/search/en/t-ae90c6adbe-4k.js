ConcordSearch.register("en/t-ae90c6adbe-4k","0T5ZYEVqJeEo!KMi=X_k(BAl}}8PrK}nK]:+:X6UP8C_3!o2Tz6n~Icpx?zz#~1r2Y");
