// Tests for Ingest live here.
