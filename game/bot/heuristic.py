"""A heuristic bot that plays through the public API only: Game.legal() and Game.do().

Each decision scores every legal command once and plays the best (ties broken by the bot's own
seeded RNG). The judgement, area by area:
- Exploring: keep the map open (place tiles so the heroes can still build onto many squares),
  Encounter chests and features before monsters, rest at a Campfire when hurt, take the stairs
  once the Ecology has given what it safely can.
- Combat (`game/bot/combat.py`): play the cards with the best expected pair against the values
  still in the monster's deck, prefer Blocks and cheap Hits, use abilities when they are worth
  their Power Cards or Spells.
- XP: keep a Key for a door in the way, heal before it is urgent, save for an Ability when the
  level-up is near.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from typing import NamedTuple

from game.bot.combat import Judge, cval, judge_of
from game.bot.combat import combat_score as _combat_score
from game.bot.feature_chance import pass_chance
from game.bot.legendary import location_score, option_score
from game.bot.placement import (
    crossable_after,
    danger,
    fit_risks,
    legendary_bonuses,
    placement_score,
    placing_scores,
    plus_bonuses,
    with_runes,
)
from game.bot.story import story_option_score
from game.rules import (
    ActivateAbility,
    Command,
    Game,
    PlayCards,
    ReplaceCards,
    ResolvePair,
    acting_hero,
    feature_test_progress,
)


class Position:
    """What the bot works out once per decision and reuses for every candidate command."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._crossable: set[tuple[int, int]] | None = None
        self._judge: Judge | None = None
        self._worst: float | None = None
        self._feature_short: bool | None = None

    @property
    def crossable(self) -> set[tuple[int, int]]:
        """Empty squares the heroes can build onto now (speed: the reach keeps them; do not change)."""
        if self._crossable is None:
            self._crossable = self.game.board.reach(self.game.state).crossable
        return self._crossable

    @property
    def worst(self) -> float:
        """_worst(game), once per decision (speed: every healing offer reads it)."""
        if self._worst is None:
            self._worst = _worst(self.game)
        return self._worst

    @property
    def feature_short(self) -> bool:
        """_feature_short(game), once per decision (speed: every card offered reads it)."""
        if self._feature_short is None:
            self._feature_short = _feature_short(self.game)
        return self._feature_short

    @property
    def judge(self) -> Judge:
        """The combat Judge (speed: kept across decisions, bot_combat.judge_of)."""
        if self._judge is None:
            self._judge = judge_of(self.game)
        return self._judge


class PlacementScore(NamedTuple):
    """What the bot's score of one placement is made of (the advisor's words come from these)."""

    open_now: int  # empty squares the heroes can build onto before it
    open_after: int  # ... and after it
    danger: float  # taken off for a map left with one or two such squares (one bad draw from a dead end)
    open_sides: int  # the tile's open sides (a hair for each: the tie-break)
    runes: float  # progress toward a rune pattern still to find
    chain: float  # progress of the Ecology's long rune chain
    total: float  # the bot's score: open_after - danger + 0.01 * open_sides - fit_risk, plus runes and chain
    fit_risk: float = 0.0  # taken off for the tiles still to come it leaves few or no squares to go (tile_fit.py)


def placement_scores(game: Game) -> list[tuple[Command, PlacementScore]]:
    """Each legal placement of the drawn tile with its score, as `choose` works it out."""
    legal = game.legal()
    pos = Position(game)
    base = placing_scores(game, legal, pos, score_command)
    runes, chain = legendary_bonuses(game, legal, base)
    totals = plus_bonuses(base, runes, chain)
    risks = fit_risks(game, legal)
    out = []
    for i, cmd in enumerate(legal):
        if cmd.kind != "place_tile":
            continue
        geom = game.content.geometry[cmd.tile][cmd.rotation]  # type: ignore[attr-defined]
        open_after = crossable_after(game, cmd.tile, cmd.x, cmd.y, cmd.rotation, pos)  # type: ignore[attr-defined]
        out.append((cmd, PlacementScore(len(pos.crossable), open_after, danger(open_after), len(geom.open_sides),
                                        runes.get(i, 0.0), chain.get(i, 0.0), totals[i], risks[i])))
    return out


def score_command(game: Game, cmd: Command, pos: Position | None = None) -> float:
    """Higher is better. Unknown commands score 0."""
    pos = pos or Position(game)
    if game.state.phase == "combat":
        if cmd.kind in PROGRESS_KINDS:
            return progress_score(game, cmd, pos)
        return _combat_score(game, cmd, pos.judge)
    if cmd.kind in PROGRESS_KINDS:
        return progress_score(game, cmd, pos)
    if cmd.kind == "place_tile":
        return placement_score(game, cmd, pos)
    if cmd.kind == "encounter":
        return encounter_score(game, cmd, pos)
    if cmd.kind == "draw_tile":
        return 0.2
    if cmd.kind == "choose_location_option":
        return option_score(game, cmd)
    if cmd.kind == "choose_story_option":
        return story_option_score(game, cmd)
    return 0.0


STAIRS_WHEN_OPEN = 2  # take the stairs rather than draw once this few squares can be built onto


def encounter_score(game: Game, cmd: Command, pos: Position | None = None) -> float:
    """Chests and features first (items, XP), monsters when fit, the Campfire when hurt, the
    stairs last (after them comes the next Ecology) unless the map is closing: a drawn tile that
    fits nowhere is a dead end, and the game is lost."""
    el = game.state.elements[cmd.element]  # type: ignore[attr-defined]
    kind = el.kind
    if kind == "campfire":
        return 1.6 if _rest_worth_it(game) and _monsters_to_spare(game) else -1.0
    if kind == "stairs":
        tight = len((pos or Position(game)).crossable) <= STAIRS_WHEN_OPEN
        return 0.5 if tight and _worst(game) >= 0.5 else -2.0
    if kind == "chest":
        # "Chests Are Locked": a Key spent on a Chest is not there for a Door still shut, the way
        # on (the stairs may lie behind it: with the pile used up, that is a dead end)
        if game.state.plays("chests_locked") and _door_waiting(game):
            return CHEST_BEHIND_DOOR
        return 1.4
    if kind == "feature":
        return 1.2
    if kind == "legendary":
        return location_score(game, cmd.element, 1.1)  # type: ignore[attr-defined]
    if kind == "door":
        return 0.5
    if kind == "monster":
        return 1.0 - 0.3 * (el.icons - 1)
    return 1.0


CHEST_BEHIND_DOOR = 0.4  # below a Door's Encounter (0.5): its Key opens the way first


def _door_waiting(game: Game) -> bool:
    """A discovered Door not yet opened."""
    return any(e.kind == "door" and e.status == "discovered" for e in game.state.elements.values())


class EncounterScore(NamedTuple):
    """What the bot's score of an Encounter reads (the advisor's words come from these)."""

    kind: str  # the element's kind
    total: float  # the bot's score (encounter_score)
    hurt: float  # the party's missing Health, as a share (a Campfire is for a party hurt above REST_HURT)
    spare: bool  # the Monster deck can still face every icon after a rest returns the defeated Monsters
    open_squares: int  # empty squares the heroes can build onto (the stairs wait while more than STAIRS_WHEN_OPEN)
    weakest: float  # the most hurt hero's Health, as a share of their maximum
    icons: int  # a Monster's icons (each beyond the first puts it later)


def encounter_breakdown(game: Game, cmd: Command, pos: Position | None = None) -> EncounterScore:
    """encounter_score with the facts it reads."""
    pos = pos or Position(game)
    el = game.state.elements[cmd.element]  # type: ignore[attr-defined]
    return EncounterScore(el.kind, encounter_score(game, cmd, pos), _hurt(game), _monsters_to_spare(game),
                          len(pos.crossable), _worst(game), el.icons)


# --- encounters, items, XP and progression (features.py, items.py, xp.py, progression.py ...) ----

PROGRESS_KINDS = frozenset({
    "play_feature_card", "end_feature_test", "choose_hero", "keep_item", "forfeit_item", "replace_cards",
    "buy_ability", "pass_ability", "choose_ability", "draw_starting_item", "buy_healing", "buy_key",
    "equip_item", "unequip_item", "use_item", "unlock_with"})


def _hurt(game: Game) -> float:
    """The party's missing health as a share of its maximum."""
    hs = game.state.hero_states
    return 1 - sum(h.health for h in hs) / max(1, sum(h.max_health for h in hs))


def _monsters_to_spare(game: Game) -> bool:
    """Resting returns defeated Monsters: only if the Monster deck can still face every icon."""
    s = game.state
    icons = sum(e.icons for e in s.elements.values() if e.kind == "monster" and e.status != "resolved")
    return len(s.monster_piles.get(s.ecology, [])) >= icons


# below the stairs' -2.0: XP not needed now is kept for the Abilities bought at the level-up
NOT_WORTH = -3.0


def _worst(game: Game) -> float:
    return min((h.health / h.max_health for h in game.state.hero_states), default=1.0)


def _feature_short(game: Game) -> bool:
    """Whether the Feature test being played is still below its target."""
    progress = feature_test_progress(game, game.state.pending[0])  # type: ignore[arg-type]
    return progress is not None and progress.total < progress.target


# the heroes rest at the Campfire once the party has lost this share of its Health
REST_HURT = 0.3
# under "Random Campfire Healing" a rest heals each hero only a drawn card's value (not half their
# maximum) and still brings the defeated Monsters back: the heroes rest only once the party has lost
# this share of its Health, and buy Healing with XP before that
REST_HURT_RANDOM = 0.5


def _rest_worth_it(game: Game) -> bool:
    """Whether the party is hurt enough to rest (more under "Random Campfire Healing")."""
    limit = REST_HURT_RANDOM if game.state.plays("random_campfire_healing") else REST_HURT
    return _hurt(game) > limit


# healing is bought once the most hurt hero is below this share of its maximum Health
HEAL_BELOW = 0.75


def _healing_score(game: Game, cmd: Command, pos: Position | None = None) -> float:
    """Heal the hero who needs it most, wasting none; sooner for a frail party."""
    worst = pos.worst if pos is not None else _worst(game)
    if worst >= HEAL_BELOW:  # speed: before the sums (not worth it whatever they are)
        return NOT_WORTH
    hs = game.state.hero_states
    heal: tuple[int, ...] = cmd.heal  # type: ignore[attr-defined]
    useful = sum(min(n, h.max_health - h.health) for n, h in zip(heal, hs, strict=False))
    if useful == 0:
        return NOT_WORTH
    wasted = sum(heal) - useful
    need = sum(n * (1.0 - h.health / h.max_health) for n, h in zip(heal, hs, strict=False) if n)
    return 2.0 + (HEAL_BELOW - worst) * 4 + need / 10 - wasted / 5 - 0.05 * len(cmd.pay)  # type: ignore[attr-defined]


class HealingScore(NamedTuple):
    """What the bot's score of buying Healing is made of (the advisor's words come from these)."""

    weakest: float  # the most hurt hero's Health share (healing waits while it is HEAL_BELOW or more)
    useful: int  # Health restored that the heroes were missing
    wasted: int  # Health bought beyond their maximum
    equipped_spent: int  # equipped Items paid with (each costs 3 * EQUIPPED_SPENT)
    total: float  # the bot's score


def healing_breakdown(game: Game, cmd: Command) -> HealingScore:
    """The facts of _healing_score, and the score progress_score gives the purchase."""
    hs = game.state.hero_states
    heal: tuple[int, ...] = cmd.heal  # type: ignore[attr-defined]
    useful = sum(min(n, h.max_health - h.health) for n, h in zip(heal, hs, strict=False))
    return HealingScore(_worst(game), useful, sum(heal) - useful, _equipped_spent(game, cmd),
                        progress_score(game, cmd))


# spending an equipped item for XP gives up what it does in every fight: worth it only when nothing
# else will do (a Key for the last Door), never for an Ability or Healing the pool cannot buy
EQUIPPED_SPENT = 2.5


def _equipped_spent(game: Game, cmd: Command) -> int:
    """How many equipped items this payment spends."""
    pay: tuple[str, ...] = cmd.pay  # type: ignore[attr-defined]
    return sum(1 for card in pay for hs in game.state.hero_states if card in hs.equipped) if pay else 0


def _locked(game: Game, kind: str) -> bool:
    """Whether an element of this kind needs a Key: Doors, and Chests under "Chests Are Locked"."""
    return kind == "door" or (kind == "chest" and game.state.plays("chests_locked"))


# unlocking with an Item, Spell or Power Cards keeps a Key; with more Keys than this in hand (the
# Key variants give them freely) a Key is spent instead (the Door's Encounter, 0.5), and the Spell,
# Power Cards or Item use are kept for the fights
KEYS_KEPT = 1
UNLOCK_WITH_KEYS = 0.3


# taking an item off gains nothing by itself, and the bot puts it back on at once: it must rank below
# every move that opens the way, however dear (a Key paid with every equipped item), or the two
# loop for ever when that Key is the only way forward (seen under "Chests Are Locked")
UNEQUIP = -10.0


def progress_score(game: Game, cmd: Command, pos: Position | None = None) -> float:
    s = game.state
    k = cmd.kind
    # speed: the most frequent kinds first (each kind has its own branch: the order changes nothing)
    if k == "unequip_item":
        return UNEQUIP  # never worth a move of its own
    if k == "buy_healing":
        return _healing_score(game, cmd, pos) - 3 * EQUIPPED_SPENT * _equipped_spent(game, cmd)
    if k == "buy_key":  # the doors (and locked Chests) are looked for only without a Key
        return (1.2 - EQUIPPED_SPENT * _equipped_spent(game, cmd)
                if s.keys == 0 and any(_locked(game, e.kind) and e.status == "discovered" for e in s.elements.values())
                else NOT_WORTH)
    if k in ("play_feature_card", "end_feature_test"):
        short = pos.feature_short if pos is not None else _feature_short(game)
        if k == "end_feature_test":
            return 0.0 if short else 2.0
        card = cmd.card  # type: ignore[attr-defined]
        if not short:
            return -1.0
        # a certain fail (feature_chance.py: no way of playing on reaches the target after it) ranks
        # below every play that keeps a chance (issue 39: a 4 played needing 5, with a draw left)
        if pass_chance(game, cmd) == 0.0:
            return 0.5 + cval(card) / 100 if card else 0.5
        return 1.0 + cval(card) / 10 if card else 1.0
    if k == "choose_hero":
        hs = s.hero_states[cmd.hero]  # type: ignore[attr-defined]
        return 1.0 - 0.1 * (len(hs.equipped) + len(hs.unequipped)) - 0.1 * (hs.health / hs.max_health)
    if k == "keep_item":
        return 1.0
    if k == "forfeit_item":
        return 0.5
    if k == "replace_cards":
        assert isinstance(cmd, ReplaceCards)  # (for the type checker: the kind's class)
        return -sum(cval(c) or 10 for c in cmd.remove) / 10
    if k == "buy_ability":
        return 2.0 - 3 * EQUIPPED_SPENT * _equipped_spent(game, cmd)
    if k == "draw_starting_item":
        return 2.0
    if k == "choose_ability":
        a = game.content.ability_cards[cmd.ability]  # type: ignore[attr-defined]
        return 0.5 if any(e.op == "unlock" for e in a.effects) else 1.0 + (a.trigger == "passive")
    if k == "pass_ability":
        return 0.0
    if k == "use_item":
        return 2.5 if (pos.worst if pos is not None else _worst(game)) < 0.5 else NOT_WORTH
    if k == "equip_item":
        return 2.0
    if k == "unlock_with":
        return 0.6 if s.keys <= KEYS_KEPT else UNLOCK_WITH_KEYS
    return -3.0  # a kind without a judgement of its own


def _combat_scores(game: Game, legal: list[Command], pos: Position) -> list[float]:
    """score_command of each command in combat.

    speed: when an ability worth activating is listed (scored 100 + its net gain), no pair to
    resolve can beat it (pairs score about 50, see _pairs_below): their scores are not worked out
    and stand at -inf (below the best either way: the same best commands, in the same order)."""
    if all(type(c) is PlayCards for c in legal):  # speed: a hand to play (combat_score's branch, direct)
        hand_judge = pos.judge
        return [hand_judge.play_value(c) for c in legal]  # type: ignore[arg-type]
    deferred = any(type(c) is ActivateAbility for c in legal)
    scores: list[float] = []
    pairs: list[int] = []
    judge: Judge | None = None
    for i, c in enumerate(legal):
        if c.kind in PROGRESS_KINDS:
            scores.append(progress_score(game, c, pos))
        elif deferred and type(c) is ResolvePair:
            scores.append(_NOT_SCORED)
            pairs.append(i)
        else:
            if judge is None:
                judge = pos.judge
            scores.append(_combat_score(game, c, judge))
    if pairs:
        judge = pos.judge
        if not _pairs_below(game, [legal[i] for i in pairs], judge, max(scores)):
            for i in pairs:
                scores[i] = _combat_score(game, legal[i], judge)
    return scores


_NOT_SCORED = float("-inf")


def _pairs_below(game: Game, pairs: list[Command], judge: Judge, best: float) -> bool:
    """Whether each ResolvePair in `pairs` surely scores below `best` (an ability worth activating).

    A pair scores 50 + v / 100 - 0.0001 * (the target's health), v its pair_value: the target's
    health + 3 at most when it kills, the damage dealt (less than that health) less the hero's
    hurt (>= 0 while no hero has more than their maximum health) when it does not, and the hero's
    block value for equal values."""
    if best < 100.0:
        return False
    if any(hs.health > hs.max_health for hs in game.state.hero_states):
        return False
    top = low = 0
    for foe in judge.c.foes:
        for h in foe.health:
            if h > top:
                top = h
            if h < low:
                low = h
    block = max(judge.hero(cmd.hero).block for cmd in pairs)  # type: ignore[attr-defined]
    bound = 50.0 + max(top + 3.0, block) / 100.0 - 0.0001 * low + 1.0  # (a margin for rounding)
    return bound < best


def score_all(game: Game, legal: list[Command]) -> list[float]:
    """The bot's score of each of the legal commands, as `choose` ranks them (in combat a pair that
    surely scores below an ability worth activating stands at -inf: _combat_scores)."""
    pos = Position(game)
    phase = game.state.phase
    if phase == "combat":  # speed: score_command's dispatch, once per decision
        return _combat_scores(game, legal, pos)
    if phase == "placing":
        return with_runes(game, legal, placing_scores(game, legal, pos, score_command))
    return [score_command(game, c, pos) for c in legal]


def choose(game: Game, rng: random.Random, heroes: Collection[int] | None = None) -> Command | None:
    """The bot's pick among the legal commands (None when there is none); with `heroes`, among the
    commands those heroes' player may make (online, the bot plays its own seats: acting_hero)."""
    legal = game.legal()
    if heroes is not None:
        legal = [c for c in legal if acting_hero(game, c) in heroes]
    if len(legal) <= 1:
        return legal[0] if legal else None
    scores = score_all(game, legal)
    best = max(scores)
    return rng.choice([c for c, v in zip(legal, scores, strict=True) if v == best])


def play(game: Game, seed: int = 0, max_commands: int = 20000,
         after: Callable[[Game], object] | None = None,
         chooser: Callable[[Game, random.Random], Command | None] | None = None,
         until: Callable[[Game], bool] | None = None) -> Game:
    """Play until the game ends, no command is legal, or `max_commands` were made; `after(game)` is
    called after each command (the headless game saves there, as the window autosaves). `chooser`
    picks each move (another machine player's choose); this bot's by default. `until(game)`, asked
    after each command, stops the play early when true (a playout cut at a fight's end)."""
    rng = random.Random(seed)
    pick = chooser or choose
    for _ in range(max_commands):
        if game.outcome is not None:
            break
        cmd = pick(game, rng)
        if cmd is None:
            break
        game.do(cmd)
        if after is not None:
            after(game)
        if until is not None and until(game):
            break
    return game
