ConcordSearch.register("en/t-cb4339f6d8-20","1T5ZYEVqKrrTsbIHIyBb6SwbYVpejUYQzK7-!DbZJ");
