// Mustache template engine.
