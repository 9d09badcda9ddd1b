// Alignment of prose to transcripts and of translations to their sources.
