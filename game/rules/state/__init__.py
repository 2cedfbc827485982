"""Every state model of a game (pure data, folded from events)."""
