// Tests for Render live here.
