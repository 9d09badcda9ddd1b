// Tests for FileIO live here.
