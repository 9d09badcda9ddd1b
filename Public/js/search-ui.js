// Search interface: replaced by the full implementation of the search experience.
