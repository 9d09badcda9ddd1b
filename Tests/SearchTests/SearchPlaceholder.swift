// Tests for Search live here.
