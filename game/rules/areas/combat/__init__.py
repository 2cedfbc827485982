"""Combat: events, setup, the table read (table), a round's automatic parts (rounds, damage), the players' commands
decided (abilities, decide) and listed (legal), the preview, effects at the table, narration, forecast."""
