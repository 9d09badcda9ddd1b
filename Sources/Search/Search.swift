// Search index.
