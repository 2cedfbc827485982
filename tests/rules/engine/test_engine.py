"""The event-sourced engine: the public face every part of the game relies on."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bot import heuristic as bot
from game.rules import Encounter, Game, PlaceTile, RuleViolation, dump, parse_command, parse_event
from game.rules.areas.explore import DrawTile, SetAsideTile, Undo
from game.rules.core.messages import message_fields


def bot_game(seed: int, heroes=("fighter", "wizard"), variants=(), steps: int = 10_000) -> Game:
    game = Game.new(heroes=list(heroes), seed=seed, variants=list(variants))
    rng = random.Random(seed)
    for _ in range(steps):
        cmd = bot.choose(game, rng)
        if cmd is None or game.outcome:
            break
        game.do(cmd)
    return game


def log_json(game: Game) -> str:
    return json.dumps([dump(e) for e in game.events])


@pytest.mark.slow  # over a second: with the end-to-end tests (-m slow), which CI runs
def test_rules_package_never_imports_pygame():
    """DESIGN: game/rules is pure Python; the UI is the only pygame user."""
    code = ("import sys; import game.rules; from game.rules.content.library import load_content; load_content(); "
            "from game.rules import Game; Game.new(heroes=['fighter'], seed=1); "
            "assert not [m for m in sys.modules if m.split('.')[0] == 'pygame'], 'pygame was imported'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=str(__import__("pathlib").Path(__file__).parents[3]))


def test_same_seed_and_commands_give_the_same_log_byte_for_byte():
    a, b = bot_game(7), bot_game(7)
    assert log_json(a) == log_json(b)
    assert log_json(bot_game(8)) != log_json(a)


def test_replay_rebuilds_the_same_state_without_the_rng(monkeypatch):
    game = bot_game(3)

    def no_chance(*args, **kwargs):
        raise AssertionError("replay called the RNG")

    monkeypatch.setattr(random.Random, "shuffle", no_chance)
    monkeypatch.setattr(random.Random, "random", no_chance)
    monkeypatch.setattr(random.Random, "__init__", no_chance)
    replayed = Game.replay([dump(e) for e in game.events])
    assert replayed.state.model_dump() == game.state.model_dump()


def test_every_event_round_trips_through_json():
    game = bot_game(4)
    for e in game.events:
        text = json.dumps(dump(e), separators=(",", ":"))
        assert parse_event(text) == e
        assert json.dumps(dump(parse_event(json.loads(text))), separators=(",", ":")) == text


def test_commands_parse_from_their_json_form():
    cmd = parse_command('{"kind": "place_tile", "tile": "ruins-05", "x": 1, "y": -2, "rotation": 3}')
    assert cmd == PlaceTile(tile="ruins-05", x=1, y=-2, rotation=3)
    with pytest.raises(RuleViolation, match="malformed: rotation"):
        parse_command({"kind": "place_tile", "tile": "ruins-05", "x": 1, "y": 0, "rotation": "left"})
    with pytest.raises(RuleViolation, match="no command of kind 'fly'"):
        parse_command({"kind": "fly"})
    with pytest.raises(RuleViolation, match="not valid JSON"):
        parse_command("{place")


def test_do_accepts_a_command_as_json_text():
    game = Game.new(heroes=["rogue"], seed=5)
    game.do('{"kind": "draw_tile"}')
    assert game.state.phase == "placing"


def test_undo_takes_back_a_placement_but_never_a_draw():
    """Undo goes back to, never past, the last event that revealed hidden information."""
    game = Game.new(heroes=["fighter"], seed=11)
    game.do(DrawTile())
    with pytest.raises(RuleViolation, match="revealed"):
        game.undo()
    drawn = game.state.model_dump()
    place = game.legal()[0]
    game.do(place)
    assert game.can_undo()
    game.do(Undo())
    assert game.state.model_dump() == drawn
    assert not game.can_undo()
    game.do(place)  # the same placement is legal again
    assert game.state.placement_at(place.x, place.y) is not None


def test_undo_takes_back_an_unlocked_door():
    for seed in range(40):
        game = Game.new(heroes=["fighter"], seed=seed)
        rng = random.Random(seed)
        while game.outcome is None and game.legal():
            doors = [c for c in game.legal() if c.kind == "encounter"
                     and game.state.elements[c.element].kind == "door"]
            if doors:
                keys = game.state.keys
                game.do(doors[0])
                assert game.state.keys == keys - 1
                game.undo()
                assert game.state.keys == keys
                assert game.state.elements[doors[0].element].status == "discovered"
                return
            game.do(bot.choose(game, rng))
    pytest.fail("no seed reached a door")


def test_new_game_refuses_bad_setups_with_sentences():
    with pytest.raises(RuleViolation, match="one to three heroes"):
        Game.new(heroes=[], seed=1)
    with pytest.raises(RuleViolation, match="one to three heroes"):
        Game.new(heroes=["fighter", "wizard", "rogue", "fighter-wizard"], seed=1)
    with pytest.raises(RuleViolation, match="no hero called 'bard'"):
        Game.new(heroes=["bard"], seed=1)
    with pytest.raises(RuleViolation, match="only once"):
        Game.new(heroes=["rogue", "rogue"], seed=1)
    with pytest.raises(RuleViolation, match="no Ecology"):
        Game.new(heroes=["rogue"], ecology="attic")
    with pytest.raises(RuleViolation, match="no difficulty variant"):
        Game.new(heroes=["rogue"], variants=["god_mode"])


def random_command(rng: random.Random, game: Game):
    """Mostly legal commands, sometimes nonsense: illegal tiles, squares, elements, kinds."""
    roll = rng.random()
    legal = game.legal()
    if legal and roll < 0.6:
        return rng.choice(legal)
    tiles = list(game.content.tiles)
    elements = list(game.state.elements) + ["nowhere/0"]
    return rng.choice([
        DrawTile(), SetAsideTile(), Undo(),
        PlaceTile(tile=rng.choice(tiles), x=rng.randint(-4, 4), y=rng.randint(-4, 4), rotation=rng.randint(0, 3)),
        PlaceTile(tile=game.state.drawn_tile or rng.choice(tiles), x=rng.randint(-3, 3),
                  y=rng.randint(-3, 3), rotation=rng.randint(-1, 4)),
        Encounter(element=rng.choice(elements)),
        {"kind": "place_tile", "tile": 5},
        {"kind": "summon_dragon"},
    ])


@pytest.mark.slow  # a whole game or a long walk: with the end-to-end tests (-m slow)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), variants=st.sampled_from([[], ["one_dead_end"], ["more_keys", "one_dead_end"]]),
       heroes=st.sampled_from([["fighter"], ["wizard", "rogue"], ["fighter", "wizard", "rogue"]]))
def test_fuzz_refusals_change_nothing_and_replay_matches(seed, variants, heroes):
    """Random legal and illegal commands never crash; a refusal changes nothing; replay equals live."""
    game = Game.new(heroes=heroes, seed=seed, variants=variants)
    rng = random.Random(seed)
    for _ in range(150):
        if game.outcome:
            break
        cmd = random_command(rng, game)
        before, count = game.state.model_dump(), len(game.events)
        legal = game.legal()
        try:
            game.do(cmd)
        except RuleViolation as refusal:
            assert str(refusal)
            if not isinstance(cmd, Undo):
                assert cmd not in legal, f"legal() listed {cmd} but do() refused: {refusal}"
            assert game.state.model_dump() == before and len(game.events) == count
        else:
            if not isinstance(cmd, (Undo, dict)):
                assert cmd in legal, f"do() accepted {cmd} which legal() did not list"
    assert Game.replay(game.events).state.model_dump() == game.state.model_dump()


def test_legal_asks_only_the_listers_of_the_phase_and_misses_nothing():
    """Game.legal() skips listers registered for other phases: every lister, asked in every
    position of whole bot games, lists nothing outside the phases it registered."""
    from game.rules.registry import LEGAL_LISTERS, LISTER_PHASES
    from tests.kits.bot_positions import bot_positions

    phases_seen = set()
    for seed, heroes in [(3, ["fighter"]), (4, ["fighter", "wizard"]), (5, ["rogue", "wizard", "fighter"])]:
        for game in bot_positions(Game.new(heroes=heroes, seed=seed), seed):
            phase = game.state.phase
            phases_seen.add(phase)
            every = [cmd for lister in LEGAL_LISTERS for cmd in lister(game)]
            for lister in LEGAL_LISTERS:
                if LISTER_PHASES[lister] is not None and phase not in LISTER_PHASES[lister]:
                    assert lister(game) == [], (lister.__name__, phase)
            assert game.legal() == every
    assert {"exploring", "placing", "combat", "resolving"} <= phases_seen


def test_every_command_field_is_plain_json_so_its_accepted_record_is_its_json_form():
    """CommandAccepted records a command's fields as they are (engine.emit_accept): that is its
    JSON form only while every command field is a str, int, None or a tuple of those."""
    import types
    import typing

    from game.rules.core.messages import COMMANDS

    plain = {str, int, type(None)}

    def is_plain(t: object) -> bool:
        if t in plain:
            return True
        origin, args = typing.get_origin(t), typing.get_args(t)
        if origin is typing.Literal:
            return all(type(a) in plain for a in args)
        if origin is tuple:  # tuple[X, ...]: immutable, written as a JSON list
            return len(args) == 2 and args[1] is Ellipsis and is_plain(args[0])
        return origin in (types.UnionType, typing.Union) and all(is_plain(a) for a in args)

    for kind, cls in COMMANDS.items():
        hints = typing.get_type_hints(cls)
        for name in message_fields(cls):
            assert is_plain(hints[name]), f"{kind}.{name}: {hints[name]}"
    game = bot.play(Game.new(heroes=["fighter", "wizard"], seed=5), seed=5)
    accepted = [e for e in game.events if e.kind == "command_accepted"]
    assert len(accepted) > 100
    for e in accepted:
        assert dump(parse_command(e.command)) == e.command
