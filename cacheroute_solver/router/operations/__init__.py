"""The switch between the router's incumbent policy and CacheRoute: the rule (`switch`), its routes, metrics
and saves (`mode`), and its last record on disk (`mode_file`)."""
