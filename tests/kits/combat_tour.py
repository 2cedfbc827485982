"""Fights of every kind in a real window (Xvfb), played with the real mouse (xdotool).

    DISPLAY=:99 python -m tests.kits.combat_tour singular [--shots docs/screenshots] [--size 1280x720]

A bot game (engine only) is played up to the start of a fight of the kind asked; the game opens in a
real SDL window at that fight, and each of the bot's moves is made by moving the X pointer and
clicking (a card, Ready, a pair's pill, a listed choice) or dragging (the lone monster card onto its
hero card). The fight goes on until the summary panel, which one click dismisses. Screenshots
(ImageMagick's `import`) are taken in the first round's Abilities step, just after damage lands, and
of the summary. Prints the fight's adventure log. Exit status 0 when the fight was played to its end.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

KINDS = ("singular", "pair", "group", "horde", "two-cards", "stair-guardian", "final-entity")


def fight_of(kind: str) -> Any:
    """A replayed game at the first CombatStarted of the kind wanted, and the bot's random state."""
    from game.bot import heuristic as bot
    from game.rules import Game
    ecology = "subterranean" if kind == "final-entity" else "ruins"
    heroes = [["fighter", "wizard"], ["rogue"], ["fighter"]]
    for seed in range(80):
        game = Game.new(heroes[seed % 3], seed=seed, ecology=ecology)
        rng = random.Random(seed)
        for _ in range(6000):
            if game.outcome is not None:
                break
            c = game.state.combat
            if c is not None and c.round <= 1 and c.step in ("play", "assign") and matches(game, kind):
                return Game.replay(game.events), rng
            cmd = bot.choose(game, rng)
            if cmd is None:
                break
            game.do(cmd)
    raise SystemExit(f"no bot game reached a {kind} fight")


def matches(game: Any, kind: str) -> bool:
    c = game.state.combat
    if kind == "final-entity":
        return c.kind == "final_entity"
    if kind == "stair-guardian":
        return c.kind == "stair_guardian"
    if kind == "two-cards":
        return c.kind == "monster" and len(c.foes) == 2
    if c.kind != "monster" or len(c.foes) != 1:
        return False
    m = game.content.monsters.monsters.get(c.foes[0].card)
    return m is not None and m.type == kind


class Pointer:
    """The real X pointer on the game's window."""

    def __init__(self) -> None:
        import pygame
        info = pygame.display.get_wm_info()  # SDL's own X11 window id: no search by class needed
        if "window" in info:
            self.wid = str(info["window"])
        else:
            out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--class", "forgotten-depths"],
                                 capture_output=True, text=True, timeout=240)
            self.wid = out.stdout.split()[-1]

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], check=True, timeout=60)

    def move(self, pos: tuple[int, int]) -> None:
        # no --sync: with --window it polls for ~0.3 s a move; xdotool's exit already waits for the X
        # server to have moved the pointer (the next frames read the motion)
        self.xdo("mousemove", "--window", self.wid, str(int(pos[0])), str(int(pos[1])))


class Driver:
    """Steps an App's frames and clicks through the real X pointer (shared with
    tools/walkthrough_screenshots.py). Set `app` and `pointer` before use."""

    app: Any
    pointer: Pointer

    def frames(self, n: int = 3) -> None:
        for _ in range(n):
            self.app.step(1 / 60)
            time.sleep(0.002)

    def reach(self, pos: tuple[int, int]) -> None:
        """Let the game see the pointer arrive at `pos` (a few frames)."""
        self.frames(3)

    def click(self, pos: tuple[int, int]) -> None:
        self.pointer.move(pos)
        self.reach(pos)
        self.pointer.xdo("mousedown", "1")  # not `click`: it holds the button down ~0.1 s
        self.frames(1)
        self.pointer.xdo("mouseup", "1")
        self.frames(4)


class Tour(Driver):
    def __init__(self, kind: str, shots: Path | None, size: tuple[int, int]) -> None:
        from game.ui.app import App, AppOptions
        from game.ui.scenes.explore import ExploreScene
        from game.ui.session import Session
        self.kind, self.shots = kind, shots
        self.game, self.rng = fight_of(kind)
        saves = Path(tempfile.mkdtemp())
        (saves / "settings.json").write_text('{"story": false, "tips": false}')
        self.app = App(AppOptions(saves_dir=saves, size=size))
        self.app.settings.anim_speed = 1.0
        self.session = Session(game=self.game, players=["Ann"] * len(self.game.state.heroes))
        self.session.catch_up()
        openers = ("A fight!", "The Stair Guardian", "The final battle")  # the fight's first line
        self.log_start = max((i for i, line in enumerate(self.session.log) if line.startswith(openers)), default=0)
        self.app.switch(ExploreScene(self.app, self.session))
        self.frames(10)
        self.pointer = Pointer()
        self.shot_round: set[str] = set()

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.pointer.move(start)
        self.frames(2)
        self.pointer.xdo("mousedown", "1")
        self.frames(2)
        for i in range(1, 7):
            self.pointer.move((start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6))
            self.frames(1)
        self.pointer.xdo("mouseup", "1")
        self.frames(4)

    def shot(self, name: str) -> None:
        if self.shots is None or shutil.which("import") is None:
            return
        self.frames(2)
        subprocess.run(["import", "-window", "root", str(self.shots / name)], check=True, timeout=60)

    @property
    def scene(self) -> Any:
        return self.app.scene

    def play(self) -> bool:
        from game.bot import heuristic as bot
        for _ in range(600):
            sc = self.scene
            if sc.name != "combat":
                return True
            if sc.summary is not None:
                self.frames(50)  # the last blows land (numbers rise, bars slide)
                self.shot(f"combat-{self.kind}-summary.png")
                self.click(sc.L.table.center)
                continue
            c = self.game.state.combat
            if c.step == "abilities" and "abilities" not in self.shot_round:
                self.shot_round.add("abilities")
                self.settle()
                self.shot(f"combat-{self.kind}.png")
            cmd = bot.choose(self.game, self.rng)
            before = len(self.game.events)
            self.make(cmd)
            for _ in range(60):
                if len(self.game.events) != before:
                    break
                self.frames(1)
            if len(self.game.events) == before:
                raise SystemExit(f"clicking for {cmd!r} did nothing ({self.session.refusal})")
            if any(e.kind == "damage_dealt" for e in self.game.events[before:]) and "hit" not in self.shot_round:
                self.shot_round.add("hit")
                self.frames(12)
                self.shot(f"combat-{self.kind}-damage.png")
        return False

    def settle(self) -> None:
        """Let the table's cards come to rest: a card still flying in (the lone monster card dealt to its
        front, a new round's cards) is read where it is now but drawn further on by the time the real
        pointer gets there, so a drag would start beside it."""
        for _ in range(120):
            if not self.scene.motion.busy:
                return
            self.frames(1)

    def make(self, cmd: Any) -> None:
        self.settle()
        sc = self.scene
        hero = getattr(cmd, "hero", None)
        if isinstance(hero, int) and sc.deciding_hero() != hero:  # another hero's move: pick them first
            self.click(sc.hero_row(hero).center)
            self.settle()
            sc = self.scene
        if cmd.kind == "play_cards":
            for card in cmd.cards:
                self.click(next(r for r, c in sc.hand_rects if c == card and c not in sc.selected).center)
            self.click(sc.play_button.rect.center)
        elif cmd.kind == "place_monster_card":
            target = next(r for r, c in sc.place_targets if c.slot == cmd.slot and c.front == cmd.front)
            self.drag(sc.place_source[0].center, target.center)
        elif cmd.kind == "resolve_pair":
            rect = next(r for r, h, f, p in sc.pair_rects if (h, f, p) == (cmd.hero, cmd.front, cmd.pair))
            self.click(rect.center)
            for _ in range(2):  # the individual hit, then where a Horde's excess goes
                listed = [(b, c) for b, c in sc.action_buttons if c.kind == "resolve_pair"]
                if not listed:
                    break
                pick = next((b for b, c in listed if c == cmd), None) or next(
                    (b for b, c in listed if (c.target, c.excess) == (cmd.target, None)), listed[0][0])
                self.click(pick.rect.center)
        elif cmd.kind == "activate_ability":
            button = next((b for b, a, _ in sc.ability_buttons if a == cmd.ability and b.is_enabled), None)
            if button is not None:
                self.click(button.rect.center)
            listed = [b for b, c in sc.action_buttons if c == cmd]
            if listed:
                self.click(listed[0].rect.center)
        else:
            button = next((b for b, c in sc.action_buttons if c == cmd), None)
            if button is None:
                raise SystemExit(f"{cmd!r} is not on screen")
            self.click(button.rect.center)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("kind", choices=KINDS)
    p.add_argument("--shots", type=Path)
    p.add_argument("--size", default="1280x720")
    a = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "forgotten-depths")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    w, _, h = a.size.partition("x")
    tour = Tour(a.kind, a.shots, (int(w), int(h)))
    done = tour.play()
    print("\n".join(line for line in tour.session.log[tour.log_start:]))
    started = sum(e.kind == "combat_started" for e in tour.game.events)
    print(f"[{a.kind}] fight played to its end: {done}; fights in the log: {started}")
    return 0 if done else 1


if __name__ == "__main__":
    sys.exit(main())
