// The site model.
