"""The combat table: layout (from the window size and UI scale), view (drawing), the table's reading of
the game and its animations (table_state), the widgets (sidebar), motion, end-of-fight summary.

The scene and its input handling are game/ui/scenes/combat.py."""
