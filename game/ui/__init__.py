"""The game on screen (pygame-ce + pygame_gui). Reads `Game.legal()`, sends `Game.do()`; never decides a rule."""
