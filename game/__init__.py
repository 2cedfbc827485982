"""Forgotten Depths: a digital edition of the co-op dungeon board game."""
