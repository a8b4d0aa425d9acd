"""The test suite, laid out like the package: one folder per package, helpers in `helpers/`."""
