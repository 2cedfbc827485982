"""The game without a window: a whole game played by the bot and told as an account (`autoplay`),
many seeded games for balance figures (`sim`), and a saved game as command steps for the replay
viewer (`replay`)."""
