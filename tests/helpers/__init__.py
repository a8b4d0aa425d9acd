"""Fakes and strategies the tests share (not collected: no file here is named test_*)."""
