"""What every drawn card shares: the frame colours (decks, Ecologies), the parchment and its ink, the
frame itself, the diamond of a Power card and of a card's back, and text wrapped to a width."""

from __future__ import annotations

import pygame

DECK_COLOURS = {"light": (150, 170, 190), "medium": (200, 150, 80), "heavy": (170, 60, 60)}
ECOLOGY_FRAMES = {"ruins": (150, 110, 60), "caverns": (60, 110, 130), "subterranean": (110, 100, 140)}
PARCHMENT = (236, 222, 190)
INKY = (40, 30, 22)


def wrap(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """Words in lines no wider than `width`; a word too wide on its own breaks after a hyphen."""
    lines: list[str] = []
    for para in words.split("\n"):
        line = ""
        for word in para.split():
            pieces = [word]
            if f.size(word)[0] > width and "-" in word.strip("-"):
                pieces = [p + "-" for p in word.split("-")[:-1]] + [word.split("-")[-1]]
            for i, piece in enumerate(pieces):
                joint = "" if i > 0 or not line else " "
                trial = line + joint + piece
                if f.size(trial)[0] > width and line:
                    lines.append(line)
                    line = piece
                else:
                    line = trial
        lines.append(line)
    return lines


def ready(surf: pygame.Surface) -> pygame.Surface:
    """A finished card in the display's pixel format (faster blits; alpha kept for the rounded corners)."""
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def card_frame(size: tuple[int, int], edge: tuple[int, int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 140), pygame.Rect(3, 4, w - 3, h - 4), border_radius=10)
    pygame.draw.rect(surf, edge, pygame.Rect(0, 0, w - 3, h - 4), border_radius=10)
    pygame.draw.rect(surf, PARCHMENT, pygame.Rect(5, 5, w - 13, h - 14), border_radius=7)
    pygame.draw.rect(surf, tuple(max(0, c - 60) for c in edge), pygame.Rect(0, 0, w - 3, h - 4), 2, border_radius=10)
    return surf


def diamond(surf: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple[int, int, int]) -> None:
    cx, cy = centre
    pygame.draw.polygon(surf, colour, [(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)])
    pygame.draw.polygon(surf, INKY, [(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)], 2)
