"""The advisor: what the bot would do now, and why, in the bot's own terms (issue 16).

    hint = advise(game, label=command_label)   # None when nothing is left to decide
    hint.command                               # a legal command: the bot's choice (the first of equals)
    hint.reason                                # one or two sentences; every number is the bot's

The reason is built from the scoring the bot ranks by (bot.score_all and the breakdowns of
heuristic.py, combat_breakdown.py and legendary.py: named parts whose total is the bot's score), never
from canned advice. `label(game, command)` names another command in words (the UI passes its
button labels); the default names its kind. Reads the rules' public face only.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from game.bot import combat as bot_combat
from game.bot import combat_breakdown as breakdown
from game.bot import heuristic as bot
from game.bot import legendary as bot_legendary
from game.bot.combat_facts import POWER_COST, SPELL_COST
from game.bot.feature_chance import pass_chance
from game.bot.odds import MoveOdds
from game.i18n import _, ngettext, pgettext
from game.rules import (
    ActivateAbility,
    Command,
    Game,
    PlayCards,
    ResolvePair,
    feature_test_progress,
    first_name,
)

Label = Callable[[Game, Command], str]


def kind_words(game: Game, cmd: Command) -> str:
    """The default label: the command's kind in words ("draw tile")."""
    return cmd.kind.replace("_", " ")


@dataclass(frozen=True)
class Hint:
    command: Command  # the bot's choice: legal now
    reason: str  # why, in one or two sentences with the bot's numbers
    score: float  # the bot's score of it
    runner_up: Command | None  # the best other choice with a score (None: the only one)


def advise(game: Game, label: Label = kind_words, hero: int | None = None) -> Hint | None:
    """The bot's choice for the decision now and why; None when the game is over or nothing is legal.

    `hero`: the choice among that hero's commands (and those of no one hero), where heroes decide
    at once (a combat round); the bot's own ranking of them."""
    if game.outcome is not None:
        return None
    legal = game.legal()
    if not legal:
        return None
    scores = bot.score_all(game, legal) if len(legal) > 1 else [0.0]
    mine = [i for i, c in enumerate(legal) if getattr(c, "hero", hero) == hero]
    alone = "the only move the rules allow now"
    if hero is not None and mine and len(mine) < len(legal):
        # score_all leaves a pair unscored (-inf) while another hero's ability outranks it
        legal = [legal[i] for i in mine]
        scores = [scores[i] if math.isfinite(scores[i]) else bot.score_command(game, legal[n])
                  for n, i in enumerate(mine)]
        alone = f"the only move {first_name(game, hero)} has now"
    best = max(range(len(legal)), key=lambda i: scores[i])  # the first of equals
    cmd = legal[best]
    if len(legal) == 1:
        return Hint(cmd, f"{_sentence(label(game, cmd))} is {alone}.", scores[0], None)
    others = [i for i in range(len(legal)) if i != best and math.isfinite(scores[i])
              and legal[i].kind not in QUIET_KINDS]
    second = max(others, key=lambda i: scores[i]) if others else None
    runner = legal[second] if second is not None else None
    ctx = _Context(game, label, cmd, scores[best], runner, scores[second] if second is not None else None)
    why = REASONS.get(cmd.kind, _ranked)(ctx)
    return Hint(cmd, why, scores[best], runner)


# kinds the bot scores low to keep them out of the way; never named as "the next best"
QUIET_KINDS = frozenset({"unequip_item"})


@dataclass
class _Context:
    game: Game
    label: Label
    cmd: Command
    score: float
    runner: Command | None
    runner_score: float | None

    def named(self, cmd: Command) -> str:
        return _lower_first(self.label(self.game, cmd))

    def versus(self) -> str:
        """'; the next best, <label>, is rated 1.2' (empty without one)."""
        if self.runner is None or self.runner_score is None or self.named(self.runner) == self.named(self.cmd):
            return ""
        if self.runner_score == self.score:
            return f"; {self.named(self.runner)} is rated as high ({self.runner_score:.1f}): either will do"
        digits = 1 if round(self.runner_score, 1) != round(self.score, 1) else 3
        return f"; the next best choice, {self.named(self.runner)}, is rated {self.runner_score:.{digits}f}"


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


# labels that open with a verb read on in a sentence in lower case ("..., draw a map tile, ..."); a
# label opening with a hero's name keeps its capital
_VERBS = ("Draw", "Encounter", "Buy", "Place", "End", "Put", "Choose", "Set", "Undo")


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text.split(" ", 1)[0] in _VERBS else text


def _pct(share: float) -> str:
    return f"{round(100 * share)} %"


def _ranked(ctx: _Context) -> str:
    """Any decision without words of its own: the bot's rating of it against the next best."""
    return f"{_sentence(ctx.named(ctx.cmd))} is rated {ctx.score:.1f} by the bot{ctx.versus()}."


# --- exploring ----------------------------------------------------------------------------------

def _place_tile(ctx: _Context) -> str:
    scored = bot.placement_scores(ctx.game)
    mine = next(p for c, p in scored if c == ctx.cmd)
    rest = [p for c, p in scored if c != ctx.cmd]
    most = max(p.open_after for _, p in scored)
    words = (f"{'Keeps' if mine.open_after >= mine.open_now else 'Leaves'} {mine.open_after} empty squares open "
             f"to build onto (now {mine.open_now})")
    if mine.open_after < most:
        words += f"; another placement keeps {most}"
    elif mine.open_after < mine.open_now:
        words += ", the most any placement keeps"
    if mine.danger:
        words += "; the map is one bad draw from a dead end whatever is placed"
    elif rest and any(p.danger for p in rest):
        worst = min(p.open_after for p in rest)
        words += f"; other placements leave as few as {worst}, one bad draw from a dead end"
    if mine.fit_risk > 0:
        words += (f"; it leaves some tiles still to come few or no squares to go (-{mine.fit_risk:.1f} in the "
                  "bot's rating)")
    bonus = []
    if mine.runes > 0:
        bonus.append(f"it builds toward a rune pattern (+{mine.runes:.1f} in the bot's rating)")
    if mine.chain > 0:
        tiles = round(mine.chain / bot_legendary.CHAIN_STEP) + 1
        bonus.append(f"it lays {tiles} tiles of the long rune chain in line")
    best_other = max((p.total for p in rest), default=None)
    tail = f" Rated {mine.total:.1f}"
    if best_other is not None:
        digits = 1 if round(best_other, 1) != round(mine.total, 1) else 3
        tail += (" (another placement rates as high: either will do)" if best_other == mine.total
                 else f" against {best_other:.{digits}f} for the next best placement")
    if bonus:
        tail = f" Also, {' and '.join(bonus)}." + tail
    return f"{words}.{tail}."


def _encounter(ctx: _Context) -> str:
    e = bot.encounter_breakdown(ctx.game, ctx.cmd)
    if e.kind == "campfire":
        why = (f"The party has lost {_pct(e.hurt)} of its Health ({_rests_when(ctx.game)}) and "
               "the Monster deck can still face every Monster icon on the map")
    elif e.kind == "stairs":
        why = (f"Only {e.open_squares} empty squares are left to build onto (the bot goes down at "
               f"{bot.STAIRS_WHEN_OPEN} or fewer) and the most hurt hero has {_pct(e.weakest)} of their Health")
    elif e.kind == "monster":
        why = (f"A Monster with {e.icons} icon{'s' if e.icons != 1 else ''}: the bot rates fights "
               f"{e.total:.1f} (0.3 less for each icon beyond the first)")
    else:
        thing = ctx.label(ctx.game, ctx.cmd).removeprefix("Encounter ")  # "the Feature"
        why = (("What the map already offers comes first: " if e.kind in ("chest", "feature") else "")
               + f"the bot rates Encountering {thing} {e.total:.1f}")
        why = _sentence(why)
    return f"{why}{ctx.versus()}."


def _draw_tile(ctx: _Context) -> str:
    encounters = [c for c in ctx.game.legal() if c.kind == "encounter"]
    if not encounters:
        return f"Nothing on the map can be Encountered, so the heroes explore on{ctx.versus()}."
    facts = [bot.encounter_breakdown(ctx.game, c) for c in encounters]
    best = max(range(len(facts)), key=lambda i: facts[i].total)
    e = facts[best]
    if e.kind == "stairs":
        return (f"Drawing (rated {ctx.score:.1f}) beats taking the stairs ({e.total:.1f}): {e.open_squares} empty "
                f"squares can still be built onto and the bot goes down only at {bot.STAIRS_WHEN_OPEN} or fewer.")
    if e.kind == "campfire":
        return (f"Drawing (rated {ctx.score:.1f}) beats resting ({e.total:.1f}): the party has lost "
                f"{_pct(e.hurt)} of its Health and {_rests_when(ctx.game)}.")
    return (f"Drawing is rated {ctx.score:.1f}, above the best Encounter, {ctx.named(encounters[best])} "
            f"({e.total:.1f}).")


def _rests_when(game: Game) -> str:
    """When the bot rests at a Campfire, as the variant in play makes it."""
    if game.state.plays("random_campfire_healing"):
        return (f"under Random Campfire Healing a rest heals a drawn card's value: the bot rests once the party "
                f"has lost {_pct(bot.REST_HURT_RANDOM)}")
    return f"the bot rests from {_pct(bot.REST_HURT)}"


def _buy_healing(ctx: _Context) -> str:
    h = bot.healing_breakdown(ctx.game, ctx.cmd)
    waste = f", wasting {h.wasted}" if h.wasted else ", none wasted"
    return (f"The most hurt hero has {_pct(h.weakest)} of their Health (the bot heals below "
            f"{_pct(bot.HEAL_BELOW)}); this restores {h.useful} Health{waste}. Rated {h.total:.1f}{ctx.versus()}.")


def _use_item(ctx: _Context) -> str:
    share = min((h.health / h.max_health for h in ctx.game.state.hero_states), default=1.0)
    return f"The most hurt hero is down to {_pct(share)} of their Health (the bot uses Items below 50 %){ctx.versus()}."


def _feature(ctx: _Context) -> str:
    """A test card or ending the test, in the chance the test then passes (bot/feature_chance.py)."""
    progress = feature_test_progress(ctx.game)
    if progress is None:
        return _ranked(ctx)
    stands = f"The test stands at {progress.total} against its target of {progress.target}"
    if ctx.cmd.kind == "end_feature_test":
        if progress.total >= progress.target:
            return f"{stands}: it is passed, so stop and keep the other cards."
        return f"{stands}, and no card can be played to it any more: the test fails."
    mine = pass_chance(ctx.game, ctx.cmd) or 0.0
    plays = [c for c in ctx.game.legal() if c.kind == "play_feature_card" and c != ctx.cmd
             and ctx.named(c) != ctx.named(ctx.cmd)]
    chances = [(pass_chance(ctx.game, c) or 0.0, c) for c in plays]
    if mine == 0.0 and all(v == 0.0 for v, _ in chances):
        return (f"{stands}, and no way of playing on can reach it: the test fails whatever is played "
                "(the bot plays on, highest card first).")
    words = f"{stands}: {ctx.named(ctx.cmd)} {_passes(mine)}"
    if chances:
        other, cmd = max(chances, key=lambda t: t[0])
        words += f"; {ctx.named(cmd)} {_passes(other)}"
    return words + "."


def _passes(chance: float) -> str:
    """"gives a 40 % chance to pass", "passes it for sure", "cannot pass it"."""
    if chance >= 1.0:
        return "passes it for sure"
    if chance <= 0.0:
        return "cannot pass it (a certain fail)"
    return f"gives a {max(1, min(99, round(100 * chance)))} % chance to pass"


def _option(ctx: _Context) -> str:
    o = bot_legendary.option_breakdown(ctx.game, ctx.cmd)
    if o is None:
        return f"No way here leads to a Fabled Blade, so the bot takes the first{ctx.versus()}."
    if o.blade and o.pays:
        return (f"This way leads to a Fabled Blade for {o.cost:.0f} Health of the party's, and even the dearest "
                f"way ({o.dearest_each:.0f} each) leaves every hero at {_pct(bot_legendary.HURT)} of their Health "
                "or more.")
    return (f"The cheapest way: it costs the party {o.cost:.0f} Health; the blade does not pay now (a way costs "
            f"up to {o.dearest_each:.0f} Health each, or no hero can wield it).")


def _choose_hero(ctx: _Context) -> str:
    hero = getattr(ctx.cmd, "hero", 0)
    hs = ctx.game.state.hero_states[hero]
    items = len(hs.equipped) + len(hs.unequipped)
    return (f"{first_name(ctx.game, hero)} holds {items} Item{'' if items == 1 else 's'} and has "
            f"{_pct(hs.health / hs.max_health)} of their Health: the bot gives an Item to the hero with the fewest, "
            f"then the most hurt (rated {ctx.score:.2f}){ctx.versus()}.")


def _replace_cards(ctx: _Context) -> str:
    removed = getattr(ctx.cmd, "remove", ())
    worth = round(-10 * ctx.score)
    return (f"Removes the card{'' if len(removed) == 1 else 's'} of least value: {worth} in all (a Power Card "
            f"counts 10){ctx.versus()}.")


def _choose_ability(ctx: _Context) -> str:
    return (f"{_sentence(ctx.named(ctx.cmd))}: the bot rates a passive Ability 2.0 (it works in every fight, "
            f"free), one used when chosen 1.0 and an Unlock 0.5; this one {ctx.score:.1f}{ctx.versus()}.")


def _buy_key(ctx: _Context) -> str:
    return (f"The party has no Key and a Discovered Door is in the way: a Key is rated {ctx.score:.1f}, while XP "
            f"not needed now is kept for Abilities (rated {bot.NOT_WORTH:.1f}){ctx.versus()}.")


def _unlock_with(ctx: _Context) -> str:
    return f"Unlocking this way keeps the party's Keys: rated {ctx.score:.1f}{ctx.versus()}."


def _keep_item(ctx: _Context) -> str:
    return f"{_sentence(ctx.named(ctx.cmd))}: the bot rates keeping {ctx.score:.1f}{ctx.versus()}."


# --- combat -------------------------------------------------------------------------------------

def _play_cards(ctx: _Context) -> str:
    judge = bot_combat.Judge(ctx.game)
    assert isinstance(ctx.cmd, PlayCards)
    p = breakdown.play_breakdown(ctx.game, ctx.cmd, judge)
    cards = " and ".join(str(v) for v in p.values)
    words = (f"Playing {cards} is worth {p.expected:+.1f} on average over the {p.monster_cards} monster cards "
             "still to come (damage dealt less damage taken)")
    if isinstance(ctx.runner, PlayCards):
        r = breakdown.play_breakdown(ctx.game, ctx.runner, judge)
        words += f"; the next best play, {' and '.join(str(v) for v in r.values)}, {r.expected:+.1f}"
    return words + "."


def _resolve_pair(ctx: _Context) -> str:
    assert isinstance(ctx.cmd, ResolvePair)
    p = breakdown.pair_breakdown(ctx.game, ctx.cmd)
    hero = first_name(ctx.game, ctx.cmd.hero)
    if p.kind == "block":
        words = f"A Block: no damage either way, and {hero}'s block ability is worth {p.value:.1f} here"
    elif p.kind == "hero hit" and p.kills:
        words = (f"This pair deals {p.dealt} damage and kills its target ({p.target_health} Health left), so "
                 f"{hero} takes no Return Damage")
    elif p.kind == "hero hit":
        words = f"This Hero Hit deals {p.dealt} damage and {hero} takes {p.taken} Return Damage"
    else:
        words = (f"A Monster Hit: {hero} takes {p.taken} damage and deals {p.dealt} back"
                 + (", which kills it" if p.kills else ""))
    if p.hero_falls:
        words += f", which would be all {hero} has left"
    others = [c for c in ctx.game.legal() if isinstance(c, ResolvePair) and c != ctx.cmd and c.hero == ctx.cmd.hero]
    if others:
        values = [breakdown.pair_breakdown(ctx.game, c).value for c in others]
        words += f". Worth {p.value:.1f} to the bot, the other pairs at most {max(values):.1f}"
    return words + "."


def _activate_ability(ctx: _Context) -> str:
    assert isinstance(ctx.cmd, ActivateAbility)
    a = breakdown.ability_breakdown(ctx.game, ctx.cmd)
    return (f"Its effects are worth {a.gain:.1f} now against a cost of {a.cost:.1f} (the bot counts "
            f"{POWER_COST} for each Stored Power Card spent, {SPELL_COST} for a Spell "
            "Exhausted), so it pays before any pair is resolved.")


def _finish_abilities(ctx: _Context) -> str:
    gains = [breakdown.ability_breakdown(ctx.game, c) for c in ctx.game.legal()
             if isinstance(c, ActivateAbility) and c.hero == getattr(ctx.cmd, "hero", None)]
    if not gains:
        return f"No ability is worth using now (rated {ctx.score:.1f}){ctx.versus()}."
    best = max(gains, key=lambda a: a.gain - a.cost)
    return (f"No ability pays now: the best would gain {best.gain:.1f} for a cost of {best.cost:.1f}, and the bot "
            "uses one only when it gains more than it costs.")


def _place_monster_card(ctx: _Context) -> str:
    return (f"The best pair then is worth {ctx.score:.1f} to the hero (damage dealt less damage taken)"
            + (f"; the other place, {ctx.runner_score:.1f}" if ctx.runner_score is not None else "") + ".")


def _avoid_return_damage(ctx: _Context) -> str:
    hero = getattr(ctx.cmd, "hero", 0)
    hs = ctx.game.state.hero_states[hero]
    return (f"{first_name(ctx.game, hero)} has the smallest share of Health left ({hs.health} of {hs.max_health}), "
            "so they avoid the Return Damage.")


def _assign_monsters(ctx: _Context) -> str:
    return f"The strongest Monster Card to the healthiest hero: rated {ctx.score:.2f}{ctx.versus()}."


REASONS: dict[str, Callable[[_Context], str]] = {
    "place_tile": _place_tile,
    "encounter": _encounter,
    "draw_tile": _draw_tile,
    "buy_healing": _buy_healing,
    "use_item": _use_item,
    "play_feature_card": _feature,
    "end_feature_test": _feature,
    "choose_location_option": _option,
    "choose_hero": _choose_hero,
    "replace_cards": _replace_cards,
    "choose_ability": _choose_ability,
    "buy_key": _buy_key,
    "unlock_with": _unlock_with,
    "play_cards": _play_cards,
    "resolve_pair": _resolve_pair,
    "activate_ability": _activate_ability,
    "finish_abilities": _finish_abilities,
    "place_monster_card": _place_monster_card,
    "avoid_return_damage": _avoid_return_damage,
    "assign_monsters": _assign_monsters,
}


# --- the odds (issue 38): the chance to win from each move, from game/bot/odds.py's playouts -------

def _squares(n: int, direction: str) -> str:
    """"two squares right": how far, and which way, from the outlined square (in the current language;
    one to three in words)."""
    count = {1: pgettext("squares", "one"), 2: pgettext("squares", "two"),
             3: pgettext("squares", "three")}.get(n, str(n))
    if direction == "right":
        return ngettext("{count} square right", "{count} squares right", n).format(count=count)
    if direction == "left":
        return ngettext("{count} square left", "{count} squares left", n).format(count=count)
    if direction == "down":
        return ngettext("{count} square down", "{count} squares down", n).format(count=count)
    return ngettext("{count} square up", "{count} squares up", n).format(count=count)


def place_words(cmd: Command, outlined: Command | None) -> str:
    """A placement in words by where it lies from the outlined square (the hint's), never by its numbers:
    "Place on the outlined square, turned 90°", "Place one square right from the outlined square, turned 0°"."""
    degrees = 90 * cmd.rotation  # type: ignore[attr-defined]
    if outlined is None or outlined.kind != "place_tile":
        return _("Place the tile, turned {degrees}\u00b0").format(degrees=degrees)
    dx, dy = cmd.x - outlined.x, cmd.y - outlined.y  # type: ignore[attr-defined]
    if (dx, dy) == (0, 0):
        return _("Place on the outlined square, turned {degrees}\u00b0").format(degrees=degrees)
    across = _squares(abs(dx), "right" if dx > 0 else "left") if dx else ""
    along = _squares(abs(dy), "down" if dy > 0 else "up") if dy else ""
    if across and along:
        return _("Place {across} and {along} from the outlined square, turned {degrees}\u00b0").format(
            across=across, along=along, degrees=degrees)
    return _("Place {way} from the outlined square, turned {degrees}\u00b0").format(
        way=across or along, degrees=degrees)


def odds_lines(game: Game, odds: list[MoveOdds], label: Label = kind_words, outlined: Command | None = None,
               most: int = 3) -> list[str]:
    """The top `most` moves with their chance to win, saying what the number means: "Place on the
    outlined square, turned 90°: about 62 % to win from here (55-69)" (the 95 % interval in brackets)."""
    lines = []
    for o in odds[:most]:
        words = place_words(o.command, outlined) if o.command.kind == "place_tile" else label(game, o.command)
        lines.append(_("{move}: {chance}").format(move=_sentence(words), chance=o.chance_words()))
    return lines
