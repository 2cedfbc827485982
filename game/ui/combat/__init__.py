"""The combat table: layout (from the window size and UI scale), view, animations, end-of-fight summary.

The scene and its input handling are game/ui/scenes/combat.py."""
