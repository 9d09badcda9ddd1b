ConcordSearch.register("en/v-4309e0bbd9","3S-yPJVqJCiqpnq~1#pZd8JVZPSS-w50rr6300000");
