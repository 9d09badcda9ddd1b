// Tests for Mustache live here.
