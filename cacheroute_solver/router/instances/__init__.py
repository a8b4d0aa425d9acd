"""Several router instances as one: peer load (`peers`), the history a peer is asked for (`peer_history`),
the shared planner (`shared_plan`), plans through Redis (`redis_plans`), and what each instance exports for
the shared planner (`stats`)."""
