"""The Thinking machine player: playouts where they matter, the heuristic bot everywhere else.

At a chosen decision (a fight's abilities and Combat Pair, spending Experience where the heuristic
would spend; `Budget.kinds`, by the kind of the heuristic's favourite) with more than one legal
command worth a look, it takes the heuristic bot's favourite few (the rest pruned by the
heuristic's ranking) and plays each out on the same re-deals of the hidden piles (game/bot/odds.py:
never the real hidden order), each playout cut `horizon` commands after the move and scored by the
position's chance to win (game/bot/odds_value.py). It leaves the heuristic's favourite only for a
move that beats it round by round clearly (game/bot/thinking_compare.py). Its thinking time is
shared out over the three Ecologies (what one leaves, the next may use), so it thinks in every
Ecology, not only in the first fights. Every other decision, and every decision once the budget
is spent, is the heuristic bot's (`heuristic.choose`). Its choice is always one of game.legal().

At the Final Entity's fight the rest of the game is short, so there its playouts run to the game's
end (won or lost: no value model) and it plays more rounds of them (`Budget.final_rounds`), from
a share of the seconds kept for that fight alone (`Budget.final_reserve`).

Inside a fight it also thinks at the fight's other decisions (which cards to play, where a Monster
card goes, who takes the monsters: FIGHT_KINDS), and a playout in a fight, or meeting one within the
horizon, runs on to that fight's end before it is scored (`Budget.fight_end`): a fight's result is
what its moves differ in (docs/balance.md, issue 38's sixth pass).

Where, in a fight, the heuristic foresees a hero's death whatever is done (`doomed`: every move scored
as a death), its ranking says nothing and the game turns there or is lost: it weighs more of the
moves over more rounds (`Budget.doomed_moves`, `doomed_rounds`), from all the game's seconds. And
where a hero is down to half their Health (`in_danger`) it weighs more of them (`Budget.danger_moves`),
in a fight or at exploring's choices (`Budget.danger_kinds`): the heuristic's costliest blunders are
there, and the move that saves the hero is often one it ranks fourth or lower.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from game.bot import heuristic
from game.bot.heuristic import score_all
from game.bot.odds import HORIZON, Z95, Odds, PublicView
from game.bot.thinking_compare import Verdict, judge
from game.rules import ECOLOGIES, Command, Game, acting_hero

# the decisions it thinks at (with FIGHT_KINDS below, its default), by the kind of the heuristic's
# favourite: a fight's abilities and pair (activate one, be done with them, resolve a pair) and
# spending XP when the heuristic would spend (it never saves for later), whose worth shows within
# a cut playout in the facts the value model reads (Health, levels, Items, XP); a tile's shows much later
KINDS = frozenset({"resolve_pair", "activate_ability", "finish_abilities", "buy_healing", "buy_key", "buy_ability"})
# a fight's other decisions (which cards to play, where a Monster card goes, which hero takes the
# monsters or avoids the return damage): many a fight, each judged by playouts to the fight's end
FIGHT_KINDS = frozenset({"play_cards", "place_monster_card", "assign_monsters", "avoid_return_damage"})
# exploring: fight a Monster on the map now, or draw a tile, heal or use an Item first (a Budget with
# `fight_end` plays a move that starts a fight on to that fight's end)
EXPLORE_KINDS = frozenset({"encounter", "draw_tile"})
# every kind it may think at (a Budget's `kinds`): those and tile placement
THINKS_AT = KINDS | FIGHT_KINDS | EXPLORE_KINDS | {"place_tile"}


@dataclass
class Budget:
    """How much the Thinking player may think: `moves` candidates a decision, `playouts` rounds of them,
    and `seconds` of thinking a game (then it plays as the heuristic bot). The seconds are the
    process's own time on a core (time.process_time), so a busy machine buys the same thinking."""

    moves: int = 3
    playouts: int = 6  # rounds at most (a challenger gaining under `least_gain` is dropped after `screen` of them)
    seconds: float = 10.5  # of thinking: with the rest of its play, about 9 s a game on average on one core
    # where it thinks: every Ecology, each with a third of the seconds (and what the last one left)
    ecologies: frozenset[str] = frozenset(ECOLOGIES)
    # commands a playout runs after the move before it is cut and scored by the position's chance to
    # win (game/bot/odds_value.py); None: to the game's end
    horizon: int | None = HORIZON
    kinds: frozenset[str] = KINDS | FIGHT_KINDS  # the command kinds it thinks at
    # in the Ecologies (before the Final Entity's fight) only these of `kinds` (None: all of them)
    ecology_kinds: frozenset[str] | None = None
    # a playout in a fight (but the Final Entity's), or meeting one before `horizon` commands, runs on
    # to that fight's end, and the position after the fight is scored (odds.Odds' fight_end)
    fight_end: bool = True
    # the chance to win a challenger must add, at least, to be played (and to be played out past half
    # the rounds): a fifth of a game. The switches that paid were the heuristic's blunders (a hero's
    # death the challenger avoids: 30-70 points to a referee's whole playouts); those judged to gain
    # less were worth nothing (docs/balance.md, issue 38's eighth pass), and they part paired games
    least_gain: float = 0.2
    z: float = Z95  # and by more than this many standard errors of its paired gain (95 %)
    # in the Ecologies a challenger that gains less than `least_gain` after this many rounds is dropped
    # (a blunder the favourite makes shows in the first rounds: the playouts go to more decisions;
    # None: after half the rounds, as at the Final Entity's fight, whose won-or-lost playouts need them)
    screen: int | None = 2
    most_rounds: int = 0  # rounds at most while a challenger is in doubt (0: `playouts` only)
    # at the Final Entity's fight: rounds of whole playouts (to the game's end, no value model; 0:
    # think there as anywhere else), and the seconds kept for that fight, at most a third of `seconds`
    # (the Ecologies share the rest; the sixth pass of docs/balance.md: 16 rounds, a third of the seconds)
    final_rounds: int = 16
    final_reserve: float = 5.0
    # where the heuristic foresees a death whatever is done (`doomed`): this many of its moves, this
    # many rounds (0: think there as anywhere else), from all the game's seconds
    doomed_moves: int = 6
    doomed_rounds: int = 12
    # in a fight where a hero is down to this share of their most Health or less (`in_danger`), this many
    # of the heuristic's moves (0: as anywhere else): its blunders that cost a life are there, and the
    # move that saves it is often one it ranks fourth or lower (issue 38's ninth pass: resolving a pair
    # before the Ability that wins the fight first, the Monster card in the deadly slot)
    danger_share: float = 0.5
    danger_moves: int = 6
    # and, with a hero in danger, these kinds too, with as many moves: exploring's choices (which Monster
    # or Campfire to encounter, or a tile to draw first) while a hero is nearly dead; rare (0.7 a game)
    danger_kinds: frozenset[str] = EXPLORE_KINDS
    seed: int = 0  # its playouts' seeds are drawn from this and the position, never from the game's rng
    spent: float = 0.0  # seconds spent so far this game
    decisions: int = 0  # decisions thought about so far this game
    doomed: int = 0  # of them, those the heuristic foresaw a death at whatever was done
    in_danger: int = 0  # and those with a hero in danger (`danger_share`), more moves weighed
    runs: int = 0  # playouts run so far this game
    switches: int = 0  # decisions where it played another move than the heuristic's favourite
    switched: Counter[str] = field(default_factory=Counter)  # those switches by the favourite's kind
    final_switches: int = 0  # of the switches, those at the Final Entity's fight
    first_switch: str = ""  # where it first left the favourite: "", "ecology" or "final"
    # the game's public form, followed event by event from one decision to the next (odds.PublicView)
    view: PublicView = field(default_factory=PublicView)
    # told each judged decision (the position, the moves judged, the favourite first, and the verdict)
    # after its time is counted: an audit of the switches (benchmarks/audit_switches.py) listens here
    on_verdict: Callable[[Game, list[Command], Verdict], object] | None = None

    def affords(self, playouts: int, ecology: str | None = None) -> bool:
        """Whether `playouts` more fit in what is left of the thinking time (at the pace so far): of
        the game's, or, in `ecology`, of the share the Ecologies up to it may use."""
        pace = self.spent / self.runs if self.runs else 0.0
        allowed = self.seconds
        if ecology in ECOLOGIES:
            kept = min(self.final_reserve, self.seconds / 3)  # the Final Entity's, at most a third
            allowed = (self.seconds - kept) * (ECOLOGIES.index(ecology) + 1) / len(ECOLOGIES)
        return self.spent + pace * playouts <= allowed


def final_fight(game: Game) -> bool:
    """Whether the heroes are fighting the Final Entity (its foe has parts)."""
    combat = game.state.combat
    return combat is not None and any(f.parts for f in combat.foes)


def thinks_at(legal: list[Command], kinds: frozenset[str] = THINKS_AT, favourite: Command | None = None) -> bool:
    """Whether the decision is one it thinks about: more than one choice, and the heuristic's
    favourite (the first legal command when not given) of a chosen kind."""
    return len(legal) > 1 and (favourite or legal[0]).kind in kinds


def ranked(legal: list[Command], scores: list[float], most: int) -> list[Command]:
    """The heuristic's favourite `most` of `legal` by its `scores` (score_all), best first; a move it
    rules out (scored -inf) is pruned."""
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    return [legal[i] for i in order if scores[i] > float("-inf")][:most]


# the heuristic's best score at or below this in a fight: every move costs a hero's life in its
# reckoning (bot/combat.py: a death costs 1000), so its ranking of them says nothing
DOOMED = -500.0


def doomed(game: Game, scores: list[float]) -> bool:
    """Whether, in a fight, the heuristic's `scores` of the legal moves all foresee a hero's death."""
    return game.state.combat is not None and bool(scores) and max(scores) <= DOOMED


def in_danger(game: Game, share: float) -> bool:
    """Whether a hero is down to `share` of their most Health or less."""
    return any(h.health <= share * h.max_health for h in game.state.hero_states)


def choose(game: Game, rng: random.Random, budget: Budget | None = None,
           heroes: Collection[int] | None = None) -> Command | None:
    """The Thinking player's pick among the legal commands (None when there is none)."""
    budget = budget or Budget()
    legal = game.legal()
    if heroes is not None:
        legal = [c for c in legal if acting_hero(game, c) in heroes]
    # the heuristic's own pick, by its own random tie-break, at every decision: the rng is drawn from
    # as the heuristic draws, so the game is the heuristic's move for move until Thinking plays
    # another move (a paired comparison then differs only where Thinking chose differently)
    favourite = heuristic.choose(game, rng, heroes)
    # at the Final Entity's fight: whole playouts, more rounds, from all the game's seconds
    at_final = final_fight(game)
    final = budget.final_rounds > 0 and at_final
    rounds = budget.final_rounds if final else budget.playouts
    kinds = budget.kinds if at_final or budget.ecology_kinds is None else budget.kinds & budget.ecology_kinds
    danger = budget.danger_moves > 0 and in_danger(game, budget.danger_share)
    if danger:
        kinds = kinds | budget.danger_kinds
    if favourite is None or not thinks_at(legal, kinds, favourite) \
            or game.state.ecology not in budget.ecologies or rounds < 1:
        return favourite
    most = budget.moves
    affordable = budget.affords(rounds * most, None if final else game.state.ecology)
    if not affordable and budget.doomed_rounds < 1:
        return favourite
    scores = score_all(game, legal)
    if doomed(game, scores) and budget.doomed_rounds > 0:
        # the heuristic sees a hero die whatever is done, so its ranking says nothing: more moves,
        # more rounds, from all the game's seconds (a game turns at such a decision, or is lost there)
        most, rounds = max(most, budget.doomed_moves), max(rounds, budget.doomed_rounds)
        affordable = budget.affords(rounds * most)
        budget.doomed += affordable
    elif affordable and danger and budget.danger_moves > most \
            and (game.state.combat is not None or favourite.kind in budget.danger_kinds) \
            and budget.affords(rounds * budget.danger_moves, None if final else game.state.ecology):
        # a hero's life is at stake: the heuristic's blunders are there, often past its third move
        most = budget.danger_moves
        budget.in_danger += 1
    if not affordable:
        return favourite
    moves = [favourite] + [c for c in ranked(legal, scores, most + 1) if c != favourite][:most - 1]
    if len(moves) < 2:
        return favourite
    started = time.process_time()
    search = Odds(game, moves, seed=f"think:{budget.seed}:{len(game.events)}",
                  horizon=None if final else budget.horizon, fight_end=budget.fight_end and not final,
                  view=budget.view)
    verdict = judge(search, rounds, budget.least_gain, budget.z, 0 if final else budget.most_rounds,
                    None if final else budget.screen)
    budget.spent += time.process_time() - started
    budget.decisions += 1
    budget.runs += verdict.playouts
    budget.switches += verdict.pick != 0
    if verdict.pick:
        budget.switched[favourite.kind] += 1
        budget.final_switches += at_final
        budget.first_switch = budget.first_switch or ("final" if at_final else "ecology")
    if budget.on_verdict is not None:
        budget.on_verdict(game, moves, verdict)
    return moves[verdict.pick]


def play(game: Game, seed: int = 0, max_commands: int = 20000, budget: Budget | None = None,
         after: Callable[[Game], object] | None = None) -> Game:
    """Play until the game ends, no command is legal, or `max_commands` were made (as heuristic.play)."""
    spend = budget or Budget()
    spend.seed = seed
    return heuristic.play(game, seed, max_commands, after, chooser=lambda g, rng: choose(g, rng, spend))
