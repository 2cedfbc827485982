"""Combat: events, setup, the round's flow, effects at the table, narration, forecast."""
