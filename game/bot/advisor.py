"""The advisor: what the bot would do now, and why, in the bot's own terms (issue 16).

    hint = advise(game, label=command_label)   # None when nothing is left to decide
    hint.command                               # a legal command: the bot's choice (the first of equals)
    hint.reason                                # one or two sentences; every number is the bot's

The reason is built from the scoring the bot ranks by (bot.score_all and the breakdowns of
heuristic.py, combat_breakdown.py and legendary.py: named parts whose total is the bot's score), never
from canned advice; a fight's score that counts a hero's death (bot/combat.py: -1000; thinking.DOOMED) is told in
words ("the bot reckons Harrow would be killed"), never as its number. `label(game, command)` names
another command in words (the UI passes its button labels); the default names its kind. Reads the
rules' public face only.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from game.bot import combat as bot_combat
from game.bot import combat_breakdown as breakdown
from game.bot import heuristic as bot
from game.bot import legendary as bot_legendary
from game.bot import thinking
from game.bot.combat_facts import POWER_COST, SPELL_COST
from game.bot.feature_chance import pass_chance
from game.bot.levels import HEURISTIC, THINKING
from game.bot.odds import MoveOdds
from game.bot.thinking_compare import Verdict
from game.i18n import _, ngettext, pgettext
from game.i18n.numbers import number
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


def advise(game: Game, label: Label = kind_words, hero: int | None = None, level: str = HEURISTIC) -> Hint | None:
    """The bot's choice for the decision now and why; None when the game is over or nothing is legal.

    `hero`: the choice among that hero's commands (and those of no one hero), where heroes decide
    at once (a combat round); the bot's own ranking of them. `level` THINKING: the Thinking player's
    choice (game/bot/levels.py): the heuristic's, unless its playouts find another move clearly better
    (`thought_over`)."""
    if game.outcome is not None:
        return None
    legal = game.legal()
    if not legal:
        return None
    scores = bot.score_all(game, legal) if len(legal) > 1 else [0.0]
    mine = [i for i, c in enumerate(legal) if getattr(c, "hero", hero) == hero]
    alone = None
    if hero is not None and mine and len(mine) < len(legal):
        # score_all leaves a pair unscored (-inf) while another hero's ability outranks it
        legal = [legal[i] for i in mine]
        scores = [scores[i] if math.isfinite(scores[i]) else bot.score_command(game, legal[n])
                  for n, i in enumerate(mine)]
        alone = first_name(game, hero)
    best = max(range(len(legal)), key=lambda i: scores[i])  # the first of equals
    cmd = legal[best]
    if len(legal) == 1:
        move = _sentence(label(game, cmd))
        only = (_("{move} is the only move the rules allow now.").format(move=move) if alone is None
                else _("{move} is the only move {hero} has now.").format(move=move, hero=alone))
        return Hint(cmd, only, scores[0], None)
    others = [i for i in range(len(legal)) if i != best and math.isfinite(scores[i])
              and legal[i].kind not in QUIET_KINDS]
    second = max(others, key=lambda i: scores[i]) if others else None
    runner = legal[second] if second is not None else None
    ctx = _Context(game, label, cmd, scores[best], runner, scores[second] if second is not None else None)
    why = REASONS.get(cmd.kind, _ranked)(ctx)
    hint = Hint(cmd, why, scores[best], runner)
    return thought_over(game, hint, label, hero) if level == THINKING else hint


def thought_over(game: Game, hint: Hint, label: Label = kind_words, hero: int | None = None) -> Hint:
    """The Thinking player's look at the decision (game/bot/thinking.py, a budget of its own): where its
    playouts find a move clearly better than the heuristic's choice, that move and what they found;
    else `hint` as it is."""
    heard: list[tuple[list[Command], Verdict]] = []
    seed = len(game.events)
    budget = thinking.Budget(seed=seed, on_verdict=lambda _game, moves, verdict: heard.append((moves, verdict)))
    thinking.choose(game, random.Random(seed), budget, None if hero is None else {hero})
    if not heard or not heard[0][1].pick:
        return hint
    moves, verdict = heard[0]
    better, quick = moves[verdict.pick], moves[0]
    why = _("Thought ahead: played out on re-deals of what the table does not know ({n} playouts), this won about "
            "{gain} more games in 100 than the rule-of-thumb choice, “{other}”.").format(
        n=number(verdict.playouts, 0), gain=round(100 * verdict.gains[verdict.pick]),
        other=_sentence(label(game, quick)))
    return Hint(better, why, bot.score_command(game, better), quick)


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

    def killed(self, score: float | None) -> bool:
        """Whether a score (or a pair's worth) of the bot's foresees a hero killed: in a fight, at or below
        thinking.DOOMED (bot/combat.py counts a death as -1000; a gain at or above -DOOMED saves a life)."""
        return score is not None and score <= thinking.DOOMED and self.game.state.combat is not None

    def versus(self) -> str:
        """'; the next best, <label>, is rated 1.2' (empty without one)."""
        if self.runner is None or self.runner_score is None or self.named(self.runner) == self.named(self.cmd):
            return ""
        if self.killed(self.runner_score):
            if self.killed(self.score):
                return ""  # (every choice is: the reason says so)
            # i18n: a clause added after the hint's reason (it opens with "; ")
            return _("; after the next best choice, {move}, the bot reckons a hero would be killed").format(
                move=self.named(self.runner))
        if self.runner_score == self.score:
            # i18n: a clause added after the hint's reason (it opens with "; ")
            return _("; {move} is rated as high ({score}): either will do").format(
                move=self.named(self.runner), score=number(self.runner_score, 1))
        digits = 1 if round(self.runner_score, 1) != round(self.score, 1) else 3
        # i18n: a clause added after the hint's reason (it opens with "; ")
        return _("; the next best choice, {move}, is rated {score}").format(
            move=self.named(self.runner), score=number(self.runner_score, digits))


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
    if ctx.killed(ctx.score):
        return _("Whatever is chosen, the bot reckons a hero would be killed; it picks “{move}”.").format(
            move=ctx.named(ctx.cmd))
    return _("{move} is rated {score} by the bot{versus}.").format(
        move=_sentence(ctx.named(ctx.cmd)), score=number(ctx.score, 1), versus=ctx.versus())


# --- exploring ----------------------------------------------------------------------------------

def _place_tile(ctx: _Context) -> str:
    scored = bot.placement_scores(ctx.game)
    mine = next(p for c, p in scored if c == ctx.cmd)
    rest = [p for c, p in scored if c != ctx.cmd]
    most = max(p.open_after for _, p in scored)
    # i18n: the hint's reasons are a sentence and clauses each added after it (opening with "; " or ", ")
    if mine.open_after >= mine.open_now:
        words = _("Keeps {n} empty squares open to build onto (now {now})").format(n=mine.open_after,
                                                                                   now=mine.open_now)
    else:
        words = _("Leaves {n} empty squares open to build onto (now {now})").format(n=mine.open_after,
                                                                                    now=mine.open_now)
    if mine.open_after < most:
        words += _("; another placement keeps {n}").format(n=most)
    elif mine.open_after < mine.open_now:
        words += _(", the most any placement keeps")
    if mine.danger:
        words += _("; the map is one bad draw from a dead end whatever is placed")
    elif rest and any(p.danger for p in rest):
        worst = min(p.open_after for p in rest)
        words += _("; other placements leave as few as {n}, one bad draw from a dead end").format(n=worst)
    if mine.fit_risk > 0:
        words += _("; it leaves some tiles still to come few or no squares to go (-{risk} in the bot's "
                   "rating)").format(risk=number(mine.fit_risk, 1))
    bonus = []
    if mine.runes > 0:
        bonus.append(_("it builds toward a rune pattern (+{runes} in the bot's rating)").format(
            runes=number(mine.runes, 1)))
    if mine.chain > 0:
        tiles = round(mine.chain / bot_legendary.CHAIN_STEP) + 1
        bonus.append(_("it lays {n} tiles of the long rune chain in line").format(n=tiles))
    best_other = max((p.total for p in rest), default=None)
    score = number(mine.total, 1)
    if best_other is None:
        tail = _("Rated {score}.").format(score=score)
    elif best_other == mine.total:
        tail = _("Rated {score} (another placement rates as high: either will do).").format(score=score)
    else:
        digits = 1 if round(best_other, 1) != round(mine.total, 1) else 3
        tail = _("Rated {score} against {other} for the next best placement.").format(
            score=score, other=number(best_other, digits))
    if bonus:
        also = bonus[0] if len(bonus) == 1 else _("{first} and {last}").format(first=bonus[0], last=bonus[1])
        tail = _("Also, {bonus}.").format(bonus=also) + " " + tail
    return words + ". " + tail


def _encounter(ctx: _Context) -> str:
    e = bot.encounter_breakdown(ctx.game, ctx.cmd)
    versus = ctx.versus()
    if e.kind == "campfire":
        return _("The party has lost {hurt} of its Health ({when}) and the Monster deck can still face every "
                 "Monster icon on the map{versus}.").format(hurt=_pct(e.hurt), when=_rests_when(ctx.game),
                                                          versus=versus)
    if e.kind == "stairs":
        return _("Only {n} empty squares are left to build onto (the bot goes down at {most} or fewer) and the "
                 "most hurt hero has {weakest} of their Health{versus}.").format(
            n=e.open_squares, most=bot.STAIRS_WHEN_OPEN, weakest=_pct(e.weakest), versus=versus)
    if e.kind == "monster":
        return ngettext("A Monster with {n} icon: the bot rates fights {score} (0.3 less for each icon beyond the "
                        "first){versus}.",
                        "A Monster with {n} icons: the bot rates fights {score} (0.3 less for each icon beyond the "
                        "first){versus}.", e.icons).format(n=e.icons, score=number(e.total, 1), versus=versus)
    move = _lower_first(ctx.label(ctx.game, ctx.cmd))  # "Encounter the Feature", as its button says
    if e.kind in ("chest", "feature"):
        return _("What the map already offers comes first: the bot rates “{move}” {score}{versus}.").format(
            move=move, score=number(e.total, 1), versus=versus)
    return _("The bot rates “{move}” {score}{versus}.").format(move=move, score=number(e.total, 1), versus=versus)


def _draw_tile(ctx: _Context) -> str:
    encounters = [c for c in ctx.game.legal() if c.kind == "encounter"]
    if not encounters:
        return _("Nothing on the map can be Encountered, so the heroes explore on{versus}.").format(
            versus=ctx.versus())
    facts = [bot.encounter_breakdown(ctx.game, c) for c in encounters]
    best = max(range(len(facts)), key=lambda i: facts[i].total)
    e = facts[best]
    if e.kind == "stairs":
        return _("Drawing (rated {score}) beats taking the stairs ({stairs}): {n} empty squares can still be built "
                 "onto and the bot goes down only at {most} or fewer.").format(
            score=number(ctx.score, 1), stairs=number(e.total, 1), n=e.open_squares, most=bot.STAIRS_WHEN_OPEN)
    if e.kind == "campfire":
        return _("Drawing (rated {score}) beats resting ({rest}): the party has lost {hurt} of its Health and "
                 "{when}.").format(score=number(ctx.score, 1), rest=number(e.total, 1), hurt=_pct(e.hurt),
                                   when=_rests_when(ctx.game))
    return _("Drawing is rated {score}, above the best Encounter, {move} ({other}).").format(
        score=number(ctx.score, 1), move=ctx.named(encounters[best]), other=number(e.total, 1))


def _rests_when(game: Game) -> str:
    """When the bot rests at a Campfire, as the variant in play makes it."""
    if game.state.plays("random_campfire_healing"):
        return _("under Random Campfire Healing a rest heals a drawn card's value: the bot rests once the party "
                 "has lost {hurt}").format(hurt=_pct(bot.REST_HURT_RANDOM))
    return _("the bot rests from {hurt}").format(hurt=_pct(bot.REST_HURT))


def _buy_healing(ctx: _Context) -> str:
    h = bot.healing_breakdown(ctx.game, ctx.cmd)
    fields = {"weakest": _pct(h.weakest), "below": _pct(bot.HEAL_BELOW), "n": h.useful, "wasted": h.wasted,
              "score": number(h.total, 1), "versus": ctx.versus()}
    if h.wasted:
        return _("The most hurt hero has {weakest} of their Health (the bot heals below {below}); this restores "
                 "{n} Health, wasting {wasted}. Rated {score}{versus}.").format(**fields)
    return _("The most hurt hero has {weakest} of their Health (the bot heals below {below}); this restores {n} "
             "Health, none wasted. Rated {score}{versus}.").format(**fields)


def _use_item(ctx: _Context) -> str:
    share = min((h.health / h.max_health for h in ctx.game.state.hero_states), default=1.0)
    return _("The most hurt hero is down to {share} of their Health (the bot uses Items below 50 %){versus}.").format(
        share=_pct(share), versus=ctx.versus())


def _feature(ctx: _Context) -> str:
    """A test card or ending the test, in the chance the test then passes (bot/feature_chance.py)."""
    progress = feature_test_progress(ctx.game)
    if progress is None:
        return _ranked(ctx)
    at = {"total": progress.total, "target": progress.target}
    if ctx.cmd.kind == "end_feature_test":
        if progress.total >= progress.target:
            return _("The test stands at {total} against its target of {target}: it is passed, so stop and keep "
                     "the other cards.").format(**at)
        return _("The test stands at {total} against its target of {target}, and no card can be played to it any "
                 "more: the test fails.").format(**at)
    mine = pass_chance(ctx.game, ctx.cmd) or 0.0
    plays = [c for c in ctx.game.legal() if c.kind == "play_feature_card" and c != ctx.cmd
             and ctx.named(c) != ctx.named(ctx.cmd)]
    chances = [(pass_chance(ctx.game, c) or 0.0, c) for c in plays]
    if mine == 0.0 and all(v == 0.0 for v, _ in chances):
        return _("The test stands at {total} against its target of {target}, and no way of playing on can reach "
                 "it: the test fails whatever is played (the bot plays on, highest card first).").format(**at)
    words = _("The test stands at {total} against its target of {target}: {odds}").format(
        odds=_passes(ctx.named(ctx.cmd), mine), **at)
    if chances:
        other, cmd = max(chances, key=lambda t: t[0])
        words += "; " + _passes(ctx.named(cmd), other)
    return words + "."


def _passes(move: str, chance: float) -> str:
    """"play 5 gives a 40 % chance to pass", "... passes it for sure", "... cannot pass it"."""
    if chance >= 1.0:
        return _("{move} passes it for sure").format(move=move)
    if chance <= 0.0:
        return _("{move} cannot pass it (a certain fail)").format(move=move)
    return _("{move} gives a {chance} % chance to pass").format(move=move, chance=max(1, min(99, round(100 * chance))))


def _option(ctx: _Context) -> str:
    o = bot_legendary.option_breakdown(ctx.game, ctx.cmd)
    if o is None:
        return _("No way here leads to a Fabled Blade, so the bot takes the first{versus}.").format(
            versus=ctx.versus())
    if o.blade and o.pays:
        return _("This way leads to a Fabled Blade for {cost} Health of the party's, and even the dearest way "
                 "({each} each) leaves every hero at {hurt} of their Health or more.").format(
            cost=number(o.cost, 0), each=number(o.dearest_each, 0), hurt=_pct(bot_legendary.HURT))
    return _("The cheapest way: it costs the party {cost} Health; the blade does not pay now (a way costs up to "
             "{each} Health each, or no hero can wield it).").format(cost=number(o.cost, 0),
                                                                    each=number(o.dearest_each, 0))


def _choose_hero(ctx: _Context) -> str:
    hero = getattr(ctx.cmd, "hero", 0)
    hs = ctx.game.state.hero_states[hero]
    items = len(hs.equipped) + len(hs.unequipped)
    return ngettext("{hero} holds {n} Item and has {health} of their Health: the bot gives an Item to the hero "
                    "with the fewest, then the most hurt (rated {score}){versus}.",
                    "{hero} holds {n} Items and has {health} of their Health: the bot gives an Item to the hero "
                    "with the fewest, then the most hurt (rated {score}){versus}.", items).format(
        hero=first_name(ctx.game, hero), n=items, health=_pct(hs.health / hs.max_health),
        score=number(ctx.score, 2), versus=ctx.versus())


def _replace_cards(ctx: _Context) -> str:
    removed = getattr(ctx.cmd, "remove", ())
    worth = round(-10 * ctx.score)
    if len(removed) == 1:
        return _("Removes the card of least value: {worth} in all (a Power Card counts 10){versus}.").format(
            worth=worth, versus=ctx.versus())
    return _("Removes the cards of least value: {worth} in all (a Power Card counts 10){versus}.").format(
        worth=worth, versus=ctx.versus())


def _choose_ability(ctx: _Context) -> str:
    return _("{move}: the bot rates a passive Ability 2.0 (it works in every fight, free), one used when chosen "
             "1.0 and an Unlock 0.5; this one {score}{versus}.").format(
        move=_sentence(ctx.named(ctx.cmd)), score=number(ctx.score, 1), versus=ctx.versus())


def _buy_key(ctx: _Context) -> str:
    return _("The party has no Key and a Discovered Door is in the way: a Key is rated {score}, while XP not "
             "needed now is kept for Abilities (rated {kept}){versus}.").format(
        score=number(ctx.score, 1), kept=number(bot.NOT_WORTH, 1), versus=ctx.versus())


def _unlock_with(ctx: _Context) -> str:
    return _("Unlocking this way keeps the party's Keys: rated {score}{versus}.").format(
        score=number(ctx.score, 1), versus=ctx.versus())


def _keep_item(ctx: _Context) -> str:
    return _("{move}: the bot rates keeping {score}{versus}.").format(
        move=_sentence(ctx.named(ctx.cmd)), score=number(ctx.score, 1), versus=ctx.versus())


# --- combat -------------------------------------------------------------------------------------

def _play_cards(ctx: _Context) -> str:
    judge = bot_combat.Judge(ctx.game)
    assert isinstance(ctx.cmd, PlayCards)
    p = breakdown.play_breakdown(ctx.game, ctx.cmd, judge)
    if ctx.killed(p.expected):  # the best play's: every play's
        # (an average of -500 or less: a death, counted -1000, in about half the draws or more)
        return _("Whatever {hero} plays, the bot reckons the monster cards still to come would kill them about half "
                 "the time or more; playing {cards} fares best.").format(
            hero=first_name(ctx.game, ctx.cmd.hero), cards=_and_list([str(v) for v in p.values]))
    words = ngettext("Playing {cards} is worth {worth} on average over the {n} monster card still to come (damage "
                     "dealt less damage taken)",
                     "Playing {cards} is worth {worth} on average over the {n} monster cards still to come (damage "
                     "dealt less damage taken)", p.monster_cards).format(
        cards=_and_list([str(v) for v in p.values]), worth=number(p.expected, 1, sign=True), n=p.monster_cards)
    if isinstance(ctx.runner, PlayCards):
        r = breakdown.play_breakdown(ctx.game, ctx.runner, judge)
        cards = _and_list([str(v) for v in r.values])
        if ctx.killed(r.expected):
            words += _("; after the next best play, {cards}, the bot reckons the monster cards still to come would "
                       "kill {hero} about half the time or more").format(
                cards=cards, hero=first_name(ctx.game, ctx.runner.hero))
        else:
            words += _("; the next best play, {cards}, {worth}").format(cards=cards,
                                                                       worth=number(r.expected, 1, sign=True))
    return words + "."


def _and_list(words: list[str]) -> str:
    """ "a, b and c" in the current language."""
    if len(words) <= 1:
        return "".join(words)
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def _resolve_pair(ctx: _Context) -> str:
    assert isinstance(ctx.cmd, ResolvePair)
    p = breakdown.pair_breakdown(ctx.game, ctx.cmd)
    hero = first_name(ctx.game, ctx.cmd.hero)
    fields = {"hero": hero, "dealt": p.dealt, "taken": p.taken, "left": p.target_health, "worth": number(p.value, 1)}
    if p.kind == "block":
        words = _("A Block: no damage either way, and the block ability of {hero} is worth {worth} here").format(
            **fields)
    elif p.kind == "hero hit" and p.kills:
        words = _("This pair deals {dealt} damage and kills its target ({left} Health left), so {hero} takes no "
                  "Return Damage").format(**fields)
    elif p.kind == "hero hit":
        words = _("This Hero Hit deals {dealt} damage and {hero} takes {taken} Return Damage").format(**fields)
    elif p.kills:
        words = _("A Monster Hit: {hero} takes {taken} damage and deals {dealt} back, which kills it").format(
            **fields)
    else:
        words = _("A Monster Hit: {hero} takes {taken} damage and deals {dealt} back").format(**fields)
    if p.hero_falls:
        words += _(", which would be all {hero} has left").format(**fields)
    others = [c for c in ctx.game.legal() if isinstance(c, ResolvePair) and c != ctx.cmd and c.hero == ctx.cmd.hero]
    if others:
        most = max(breakdown.pair_breakdown(ctx.game, c).value for c in others)
        if ctx.killed(p.value) and ctx.killed(most):
            words += ". " + _("The bot reckons {hero} would be killed whichever pair is resolved; this one deals "
                              "the most damage").format(**fields)
        elif ctx.killed(most):
            words += ". " + _("Worth {worth} to the bot; with any other pair, it reckons {hero} would be "
                              "killed").format(**fields)
        else:
            words += ". " + _("Worth {worth} to the bot, the other pairs at most {most}").format(
                most=number(most, 1), **fields)
    return words + "."


def _activate_ability(ctx: _Context) -> str:
    assert isinstance(ctx.cmd, ActivateAbility)
    a = breakdown.ability_breakdown(ctx.game, ctx.cmd)
    if ctx.killed(-a.gain):  # a death spared: the pair it changes, or the fights it lets the hero ignore, kill
        return _("The bot reckons that without it {hero} would be killed this round, so it is worth far more than "
                 "its cost of {cost} (the bot counts {power} for each Stored Power Card spent, {spell} for a Spell "
                 "Exhausted) and is used before any pair is resolved.").format(
            hero=first_name(ctx.game, ctx.cmd.hero), cost=number(a.cost, 1), power=number(POWER_COST, 1),
            spell=number(SPELL_COST, 1))
    return _("Its effects are worth {gain} now against a cost of {cost} (the bot counts {power} for each Stored "
             "Power Card spent, {spell} for a Spell Exhausted), so it pays before any pair is resolved.").format(
        gain=number(a.gain, 1), cost=number(a.cost, 1), power=number(POWER_COST, 1), spell=number(SPELL_COST, 1))


def _finish_abilities(ctx: _Context) -> str:
    gains = [breakdown.ability_breakdown(ctx.game, c) for c in ctx.game.legal()
             if isinstance(c, ActivateAbility) and c.hero == getattr(ctx.cmd, "hero", None)]
    if not gains:
        return _("No ability is worth using now (rated {score}){versus}.").format(
            score=number(ctx.score, 1), versus=ctx.versus())
    best = max(gains, key=lambda a: a.gain - a.cost)
    if ctx.killed(best.gain):
        return _("No ability pays now: the bot reckons that with any of them {hero} would be killed.").format(
            hero=first_name(ctx.game, getattr(ctx.cmd, "hero", 0)))
    return _("No ability pays now: the best would gain {gain} for a cost of {cost}, and the bot uses one only "
             "when it gains more than it costs.").format(gain=number(best.gain, 1), cost=number(best.cost, 1))


def _place_monster_card(ctx: _Context) -> str:
    hero = first_name(ctx.game, getattr(ctx.cmd, "hero", 0))
    if ctx.killed(ctx.score):  # the best place's: every place's
        if ctx.runner_score is None:
            return _("The bot reckons {hero} would be killed by the pair resolved then.").format(hero=hero)
        return _("Wherever the monster card goes, the bot reckons {hero} would be killed by the pair resolved then; "
                 "it picks the place where {hero} still deals the most damage.").format(hero=hero)
    if ctx.killed(ctx.runner_score):
        return _("The best pair then is worth {score} to the hero (damage dealt less damage taken); at the other "
                 "place, the bot reckons {hero} would be killed.").format(score=number(ctx.score, 1), hero=hero)
    if ctx.runner_score is None:
        return _("The best pair then is worth {score} to the hero (damage dealt less damage taken).").format(
            score=number(ctx.score, 1))
    return _("The best pair then is worth {score} to the hero (damage dealt less damage taken); the other place, "
             "{other}.").format(score=number(ctx.score, 1), other=number(ctx.runner_score, 1))


def _avoid_return_damage(ctx: _Context) -> str:
    hero = getattr(ctx.cmd, "hero", 0)
    hs = ctx.game.state.hero_states[hero]
    return _("{hero} has the smallest share of Health left ({health} of {most}), so they avoid the Return "
             "Damage.").format(hero=first_name(ctx.game, hero), health=hs.health, most=hs.max_health)


def _assign_monsters(ctx: _Context) -> str:
    return _("The strongest Monster Card to the healthiest hero: rated {score}{versus}.").format(
        score=number(ctx.score, 2), versus=ctx.versus())


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
