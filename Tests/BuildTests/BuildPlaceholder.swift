// Tests for Build live here.
