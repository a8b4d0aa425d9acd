"""The replicas behind the router and what their engines say: endpoint health (`health`), hang deadlines
(`hang`), the engines' published metrics (`engine_metrics`), their KV events (`kv_events`), and which replicas
are in rotation (`membership`)."""
