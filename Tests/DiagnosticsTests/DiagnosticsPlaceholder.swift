// Tests for Diagnostics live here.
