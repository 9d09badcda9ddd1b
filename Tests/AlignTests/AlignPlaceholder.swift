// Tests for Align live here.
