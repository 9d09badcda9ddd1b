// Tests for TextAnalysis live here.
