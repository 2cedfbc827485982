"""The Thinking machine player: playouts where they matter, the heuristic bot everywhere else.

At a chosen decision (laying a map tile, choosing a combat pair, spending Experience) with more than
one legal command, in the Ecologies it thinks in (the deepest by default: `Budget.ecologies`), it
takes the heuristic bot's favourite few and plays each out on the same re-deals of the hidden piles
(game/bot/odds.py: never the real hidden order), within a budget of playouts a decision and of
thinking time a game; it plays the move that won most, the bot's favourite on a tie. Every other
decision, and every decision once the game's budget is spent, is the heuristic bot's
(`heuristic.choose`). Its choice is always one of game.legal().
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass

from game.bot import heuristic
from game.bot.odds import Odds, candidates
from game.rules import ECOLOGIES, Command, Game, acting_hero

# the decisions it thinks at, by command kind: tile placement, pair choice, spending
THINKS_AT = frozenset({"place_tile", "resolve_pair", "buy_healing", "buy_key", "buy_ability"})


@dataclass
class Budget:
    """How much the Thinking player may think: `moves` candidates a decision, `playouts` a candidate,
    and `seconds` of thinking a game (then it plays as the heuristic bot). The seconds are the
    process's own time on a core (time.process_time), so a busy machine buys the same thinking."""

    moves: int = 2
    playouts: int = 4
    seconds: float = 9.0  # of thinking: with the rest of its play, a game within 10 s on one core
    # where it thinks: the deepest Ecology by default, where most games are lost (at the Final Entity)
    # and a playout is short (the game is nearly over), so the budget buys the most decisions
    ecologies: frozenset[str] = frozenset({ECOLOGIES[-1]})
    # commands a playout runs after the move before it is cut and scored by the position's chance to
    # win (game/bot/odds_value.py); None: to the game's end
    horizon: int | None = None
    spent: float = 0.0  # seconds spent so far this game
    decisions: int = 0  # decisions thought about so far this game
    runs: int = 0  # playouts run so far this game

    def affords(self, playouts: int) -> bool:
        """Whether `playouts` more fit in what is left of the game's thinking time (at the pace so far)."""
        pace = self.spent / self.runs if self.runs else 0.0
        return self.spent + pace * playouts <= self.seconds


def thinks_at(legal: list[Command]) -> bool:
    """Whether the decision is one it thinks about: more than one choice of a chosen kind."""
    return len(legal) > 1 and legal[0].kind in THINKS_AT


def choose(game: Game, rng: random.Random, budget: Budget | None = None,
           heroes: Collection[int] | None = None) -> Command | None:
    """The Thinking player's pick among the legal commands (None when there is none)."""
    budget = budget or Budget()
    legal = game.legal()
    if heroes is not None:
        legal = [c for c in legal if acting_hero(game, c) in heroes]
    if not thinks_at(legal) or game.state.ecology not in budget.ecologies or budget.playouts < 1 \
            or not budget.affords(budget.playouts * budget.moves):
        return heuristic.choose(game, rng, heroes)
    moves = [c for c in candidates(game, None) if c in legal][:budget.moves] if heroes is not None \
        else candidates(game, budget.moves)
    if len(moves) < 2:
        return moves[0] if moves else heuristic.choose(game, rng, heroes)
    started = time.process_time()
    search = Odds(game, moves, seed=rng.randrange(2**31), horizon=budget.horizon)
    estimates = search.step(budget.playouts * len(moves))
    budget.spent += time.process_time() - started
    budget.decisions += 1
    budget.runs += search.playouts
    best = max(o.wins for o in estimates)
    return next(m for m in moves if any(o.command is m and o.wins == best for o in estimates))


def play(game: Game, seed: int = 0, max_commands: int = 20000, budget: Budget | None = None,
         after: Callable[[Game], object] | None = None) -> Game:
    """Play until the game ends, no command is legal, or `max_commands` were made (as heuristic.play)."""
    spend = budget or Budget()
    return heuristic.play(game, seed, max_commands, after, chooser=lambda g, rng: choose(g, rng, spend))
