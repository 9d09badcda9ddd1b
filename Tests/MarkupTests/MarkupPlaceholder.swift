// Tests for Markup live here.
