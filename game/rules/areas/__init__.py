"""The rule areas: each registers its commands, events, listers, appliers and hooks."""
