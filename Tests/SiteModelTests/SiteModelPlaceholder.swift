// Tests for SiteModel live here.
