// Build pipeline.
