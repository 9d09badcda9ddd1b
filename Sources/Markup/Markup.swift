// Markdown through cmark-gfm.
