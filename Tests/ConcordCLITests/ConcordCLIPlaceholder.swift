// Tests for ConcordCLI live here.
