"""Saves that cannot lie (issue 18): loading re-decides the save. Every recorded command goes
through the rules again with the recorded chance and must yield the recorded events; an edit made
by someone who re-signs the whole file (checksums, line chain and move counter) is refused in
player words naming the first bad line, the backup offered, nothing overwritten, never a crash."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.saves import SaveError, SaveStore
from tests.kits.fuzz_kit import paths
from tests.kits.saves_kit import LOG, Docs, events_of, game_for, play, re_signed, undo_as_a_move


def played(root: Path, seed: int = 12, limit: int = 40) -> SaveStore:
    store = SaveStore(root)
    game = game_for(seed)
    campaign = store.create(game, "victim")
    for _ in play(game, seed, limit=limit):
        campaign.record(game)
    return store


def first_line(docs: Docs, kind: str) -> int:
    return events_of(docs, kind)[0][0]


def hero_health_99(docs: Docs) -> int:
    _, e = events_of(docs, "heroes_ready")[0]
    e["heroes"][0]["health"] = e["heroes"][0]["max_health"] = 99
    return 2


def max_health_negative(docs: Docs) -> int:
    _, e = events_of(docs, "heroes_ready")[0]
    e["heroes"][0]["max_health"] = -5
    return 2


def keys_huge(docs: Docs) -> int:
    _, e = events_of(docs, "ecology_set_up")[0]
    e["keys"] = 10 ** 40
    return 2


def unknown_ecology(docs: Docs) -> int:
    for _, e in events_of(docs, "game_started") + events_of(docs, "ecology_set_up"):
        e["ecology"] = "moon"
    return 2


def unknown_item(docs: Docs) -> int:
    _, e = events_of(docs, "heroes_ready")[0]
    e["heroes"][0]["equipped"] = ["sword-of-nowhere"]
    return 2


def tile_far_away(docs: Docs) -> int:
    line, e = events_of(docs, "tile_placed")[0]
    e["x"], e["y"] = 40, -40
    return line


def tile_from_another_ecology(docs: Docs) -> int:
    line, e = events_of(docs, "tile_drawn")[0]
    e["tile"] = "caverns-05"
    return line


def deleted_event(docs: Docs) -> int | None:
    line, _ = events_of(docs, "tile_placed")[0]
    docs[line - 1]["events"] = [e for e in docs[line - 1]["events"] if e["kind"] != "tile_placed"]
    return None  # the next line then starts past the end: named either way


def swapped_events(docs: Docs) -> int:
    for line, doc in enumerate(docs[1:], start=2):
        if len(doc["events"]) >= 3:
            doc["events"][1], doc["events"][2] = doc["events"][2], doc["events"][1]
            return line
    raise AssertionError("no line with three events")


def bogus_command(docs: Docs) -> int:
    line, e = events_of(docs, "command_accepted")[3]
    e["command"] = {"kind": "buy_healing", "pay": ["xp-99"], "heal": [99]}
    return line


def junk_command(docs: Docs) -> int:
    line, e = events_of(docs, "command_accepted")[2]
    e["command"] = {"kind": "place_tile", "tile": "ruins-01", "x": 10 ** 30, "y": "north", "rotation": None}
    return line


def game_won_early(docs: Docs) -> int:
    docs[-1]["events"].append({"kind": "command_accepted", "command": {"kind": "draw_tile"}})
    docs[-1]["events"].append({"kind": "game_over", "outcome": "won", "reason": "The heroes won."})
    return len(docs)


def other_seed(docs: Docs) -> int:
    _, e = events_of(docs, "game_started")[0]
    e["seed"] += 1
    return 2


EDITS = [hero_health_99, max_health_negative, keys_huge, unknown_ecology, unknown_item, tile_far_away,
         tile_from_another_ecology, deleted_event, swapped_events, bogus_command, junk_command,
         undo_as_a_move, game_won_early, other_seed]


def assert_refused_in_words(store: SaveStore, line: int | None = None) -> SaveError:
    folder = store.root / "victim"
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    with pytest.raises(SaveError) as err:
        store.load("victim")
    message = str(err.value)
    assert err.value.problem in ("illegal", "damaged"), message
    assert "Error" not in message and "Traceback" not in message and len(message) < 400, message
    if line is not None:
        assert f"{LOG} line {line}:" in message, message
    else:
        assert "line" in message, message
    assert err.value.backup and "backup" in message
    [summary] = store.list()  # the load menu still opens and says why
    assert summary.problem and "line" in summary.problem
    with pytest.raises(SaveError):
        store.open("victim")
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # nothing overwritten
    return err.value


@pytest.mark.parametrize("edit", EDITS, ids=lambda f: f.__name__)
def test_a_re_signed_edit_is_refused_naming_its_first_bad_line(tmp_path, edit):
    store = played(tmp_path)
    where: list[int] = []
    re_signed(store, lambda docs: where.append(edit(docs)))
    assert_refused_in_words(store, where[0])


def test_an_unedited_re_signed_save_still_loads(tmp_path):
    """The re-signing helper itself changes nothing a load can see."""
    store = played(tmp_path)
    before = store.load("victim").game.events
    re_signed(store, lambda docs: None)
    loaded = store.load("victim")
    assert loaded.game.events == before and not loaded.notes


def test_the_rules_refusal_is_quoted_in_player_words(tmp_path):
    store = played(tmp_path)
    where: list[int] = []
    re_signed(store, lambda docs: where.append(bogus_command(docs)))
    err = assert_refused_in_words(store, where[0])
    assert "the rules refuse the saved move (buy healing): " in str(err)


WRONG = [None, True, -1, 0, 99, 10 ** 40, -10 ** 30, 1.5, "", "ruins-99", "caverns-05", "nonejunk", [], {}, [1]]


_BASE: dict[str, bytes] = {}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_re_signed_edits_are_refused_in_words_or_load_a_game_that_replays_to_itself(tmp_path_factory, data):
    root = tmp_path_factory.mktemp("lie")
    if not _BASE:
        base = played(root / "base")
        _BASE.update({p.name: p.read_bytes() for p in (base.root / "victim").iterdir()})
    folder = root / "saves" / "victim"
    folder.mkdir(parents=True)
    for name, raw in _BASE.items():
        (folder / name).write_bytes(raw)
    store = SaveStore(root / "saves")
    rng = random.Random(data.draw(st.integers(0, 10 ** 9)))

    def edit(docs: Docs) -> None:
        line = rng.randrange(1, len(docs))
        events = docs[line]["events"]
        if not events:
            return
        event = rng.choice(events)
        where = [p for p in paths(event) if p != ("kind",)] or [("kind",)]
        path = rng.choice(where)
        parent = event
        for step in path[:-1]:
            parent = parent[step]
        parent[path[-1]] = data.draw(st.sampled_from(WRONG))

    re_signed(store, edit)
    try:
        loaded = store.load("victim")
    except SaveError as err:
        assert "Error" not in str(err) and "line" in str(err), str(err)
        return
    from game.rules import Game
    replayed = Game.replay(loaded.game.events, store.content)
    assert replayed.state.model_dump() == loaded.game.state.model_dump()
