"""Save and load per Ecology (issue 6; rulebook "Save your Game", "Begin/Complete the Record of Your
Adventure"): autosave of every move, exact reloads, hero records, safe names and clear errors."""

from __future__ import annotations

import json
import random
import shutil
import zlib
from pathlib import Path
from typing import ClassVar, Literal

import pytest

from game.rules import Command, Game, PlaceTile
from game.rules.areas.explore import DrawTile, Undo, set_up_ecology
from game.rules.registry import decides
from game.saves import ENV_VAR, SaveError, SaveStore, save_root
from game.saves import migrations as mig
from game.saves.files import write_atomic
from tests.kits.saves_kit import game_for, log_path, play, played

REPO = Path(__file__).resolve().parents[2]


def resign(line: bytes, edit) -> bytes:
    """Change a log line's JSON with `edit` and give it a valid checksum (a careful hand edit)."""
    doc = json.loads(line)
    doc.pop("crc")
    edit(doc)
    body = json.dumps(doc, separators=(",", ":")).encode()
    return body[:-1] + b',"crc":"%08x"}\n' % zlib.crc32(body)


def same_game(a: Game, b: Game) -> bool:
    return a.events == b.events and a.state.model_dump() == b.state.model_dump()


# --- loading is replaying: exactly the saved game ---------------------------------------------

@pytest.mark.slow  # 30 whole games saved and loaded: with the end-to-end tests, to keep the suite under 2 minutes
def test_games_saved_at_random_moments_load_to_the_same_state(tmp_path):
    """"Loading replays the log through the engine (no RNG), so a loaded game is exactly the game
    that was saved": many seeded autoplay games (with undos), saved at random moments, compared."""
    store = SaveStore(tmp_path)
    rng = random.Random(6)
    checked = 0
    for seed in range(30):
        game = game_for(seed)
        autosaved = store.create(game, f"auto{seed}")
        for step in play(game, seed):
            autosaved.record(game)
            roll = rng.random()
            if roll < 0.15:  # the autosave, loaded in the middle of the game
                assert same_game(store.load(autosaved.name).game, game)
                checked += 1
            elif roll < 0.18:  # a fresh campaign saved from this moment
                snapshot = store.create(game, f"snap{seed}-{step}")
                assert same_game(store.load(snapshot.name).game, game)
                checked += 1
        assert same_game(store.load(autosaved.name).game, game)
    assert checked > 20


def test_continuing_a_loaded_campaign_keeps_autosaving(tmp_path):
    store = SaveStore(tmp_path)
    game, campaign = played(store, 4, limit=8)
    opened = store.open(campaign.name)
    resumed = opened.game
    assert same_game(resumed, game)
    for _ in play(resumed, 99, limit=6):
        opened.record(resumed)
    assert same_game(store.load(campaign.name).game, resumed)


def test_every_accepted_command_is_saved_at_once_as_one_line(tmp_path):
    """Autosave: "Every accepted command is saved at once", one fsynced line each."""
    store = SaveStore(tmp_path)
    game = game_for(1)
    campaign = store.create(game, "lines")
    path = log_path(store, "lines")
    lines = len(path.read_bytes().splitlines())
    rng = random.Random(3)
    for _ in range(10):
        legal = game.legal()
        if not legal:
            break
        game.do(rng.choice(legal))
        campaign.record(game)
        assert len(path.read_bytes().splitlines()) == lines + 1
        lines += 1
        campaign.record(game)  # nothing new: nothing written
        assert len(path.read_bytes().splitlines()) == lines
        assert same_game(store.load("lines").game, game)


def test_undo_is_saved_and_a_loaded_game_has_the_move_taken_back(tmp_path):
    store = SaveStore(tmp_path)
    for seed in range(40):
        game = game_for(seed)
        campaign = store.create(game, f"u{seed}")
        rng = random.Random(seed)
        for _ in range(60):
            if game.can_undo():
                before = len(game.events)
                game.do(Undo())
                campaign.record(game)
                loaded = store.load(campaign.name).game
                assert len(loaded.events) < before and same_game(loaded, game)
                return
            legal = game.legal()
            if not legal:
                break
            game.do(rng.choice(legal))
            campaign.record(game)
    pytest.fail("no seeded game offered an undo")


# --- where saves live, and names -----------------------------------------------------------

def test_save_folder_comes_from_the_flag_then_the_environment_then_the_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert save_root(tmp_path / "flag") == tmp_path / "flag"
    assert save_root() == tmp_path / "env"
    monkeypatch.delenv(ENV_VAR)
    import platformdirs
    assert save_root() == Path(platformdirs.user_data_dir("forgotten-depths")) / "saves"


@pytest.mark.parametrize("evil", ["../escape", "..", ".", "a/b", "a\\b", "/etc", "", "x/../../y",
                                  "\x00", "~/x"])
def test_save_names_cannot_escape_the_save_folder(tmp_path, evil):
    """"Save names cannot escape the save folder (no path separators or `..` from user text)"."""
    store = SaveStore(tmp_path / "saves")
    with pytest.raises(SaveError) as err:
        store.load(evil)
    assert err.value.problem in ("bad_name", "missing")
    campaign = store.create(game_for(0), evil)
    assert campaign.folder.parent == store.root and campaign.folder.resolve().parent == store.root.resolve()
    assert list(tmp_path.iterdir()) == [tmp_path / "saves"]


def test_a_taken_name_gets_a_new_folder_instead_of_overwriting(tmp_path):
    store = SaveStore(tmp_path)
    a = store.create(game_for(0), "Ruins run")
    b = store.create(game_for(1), "Ruins run")
    assert a.folder != b.folder and same_game(store.load(a.name).game, game_for(0))


# --- crash safety of the files -----------------------------------------------------------------

def test_atomic_write_keeps_the_previous_good_file_as_backup(tmp_path):
    path = tmp_path / "doc.json"
    write_atomic(path, b"one")
    write_atomic(path, b"two")
    assert path.read_bytes() == b"two" and (tmp_path / "doc.json.bak").read_bytes() == b"one"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["doc.json", "doc.json.bak"]  # no temp left


def test_a_torn_last_line_loses_only_the_move_in_flight(tmp_path):
    """"Appending events to a log file with fsync is an equally good design if it is replay-safe
    with a torn last line"."""
    store = SaveStore(tmp_path)
    game, campaign = played(store, 5, limit=10)
    path = log_path(store, campaign.name)
    good = path.read_bytes()
    saved_events = list(game.events)
    game.do(next(iter(game.legal())))
    campaign.record(game)
    whole = path.read_bytes()
    path.write_bytes(whole[: len(good) + (len(whole) - len(good)) // 2])  # cut in the middle
    loaded = store.load(campaign.name)
    assert loaded.game.events == saved_events
    assert any("not completely saved" in n for n in loaded.notes)
    opened = store.open(campaign.name)  # the torn bytes are kept aside, the log continues cleanly
    assert path.read_bytes() == good and path.with_name(path.name + ".torn").exists()
    resumed = opened.game
    for _ in play(resumed, 77, limit=5):
        opened.record(resumed)
    assert same_game(store.load(campaign.name).game, resumed)


def unchanged(folder: Path):
    """Snapshot every file of a folder, to check a loader left the originals alone."""
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_a_damaged_line_is_named_with_the_backup_offered_and_nothing_is_touched(tmp_path):
    store = SaveStore(tmp_path)
    game, campaign = played(store, 2, limit=12)
    path = log_path(store, campaign.name)
    lines = path.read_bytes().splitlines(keepends=True)
    lines[3] = lines[3].replace(b'"x":', b'"y":', 1) if b'"x":' in lines[3] else lines[3][:-5] + b"XXXX\n"
    path.write_bytes(b"".join(lines))
    before = unchanged(campaign.folder)
    with pytest.raises(SaveError) as err:
        store.load(campaign.name)
    assert err.value.problem == "damaged" and "line 4" in str(err.value) and err.value.backup
    assert "backup" in str(err.value)
    [entry] = [s for s in store.list() if s.name == campaign.name]
    assert entry.problem and "line 4" in entry.problem and entry.backup_available
    assert unchanged(campaign.folder) == before
    restored = store.restore_backup(campaign.name)  # a new campaign; the broken one stays as it was
    assert restored.name != campaign.name and unchanged(campaign.folder) == before
    assert store.load(restored.name).game.events[:2] == game.events[:2]


def test_a_save_from_a_newer_version_is_refused_with_a_clear_message(tmp_path):
    store = SaveStore(tmp_path)
    _, campaign = played(store, 3, limit=4)
    path = log_path(store, campaign.name)
    lines = path.read_bytes().splitlines(keepends=True)
    lines[0] = resign(lines[0], lambda d: d.update(format=mig.FORMAT_VERSION + 1))
    path.write_bytes(b"".join(lines))
    with pytest.raises(SaveError) as err:
        store.load(campaign.name)
    assert err.value.problem == "newer" and "newer version" in str(err.value)


def test_a_hand_edited_illegal_game_is_reported_not_crashed_on(tmp_path):
    """A save "hand-edited into an illegal game (replay raises ...)" gets a clear message."""
    store = SaveStore(tmp_path)
    _, campaign = played(store, 3, limit=6)
    path = log_path(store, campaign.name)
    original = path.read_bytes()

    def place_unknown_tile(doc):
        doc["events"].append({"kind": "tile_placed", "tile": "no-such-tile", "x": 9, "y": 9, "rotation": 0,
                              "hero": 0})

    for edit in (place_unknown_tile, lambda d: d["events"].append({"kind": "dragon_summoned"}),
                 lambda d: d.update(at=10_000)):
        lines = original.splitlines(keepends=True)
        lines[-1] = resign(lines[-1], edit)
        path.write_bytes(b"".join(lines))
        with pytest.raises(SaveError) as err:
            store.load(campaign.name)
        assert err.value.problem in ("illegal", "damaged"), str(err.value)
        assert campaign.name in str(err.value) or path.name in str(err.value)


def test_a_folder_that_is_not_a_save_is_listed_as_such(tmp_path):
    store = SaveStore(tmp_path)
    (tmp_path / "holiday photos").mkdir()
    (tmp_path / "holiday photos" / "beach.jpg").write_bytes(b"\xff\xd8\xff")
    (tmp_path / "fake").mkdir()
    (tmp_path / "fake" / "1-ruins.log.jsonl").write_text("hello, world\n")
    listed = {s.name: s for s in store.list()}
    assert listed["holiday photos"].problem_kind == "not_a_save"
    assert listed["fake"].problem and listed["fake"].problem_kind in ("damaged", "not_a_save")


# --- the load menu, hero records, restarts ----------------------------------------------------

def test_load_menu_shows_heroes_levels_health_xp_keys_date_and_status(tmp_path):
    store = SaveStore(tmp_path)
    finished, _ = played(store, 7, name="finished")
    going, _ = played(store, 11, limit=3, name="going")
    listed = {s.name: s for s in store.list()}
    assert finished.outcome == "lost" and listed["finished"].status == "lost"
    assert listed["going"].status == "in progress" and listed["going"].problem is None
    [eco] = listed["going"].ecologies
    assert eco.ecology == "ruins" and eco.name == "the Ruins" and eco.date
    assert [h.hero for h in eco.entered.heroes] == ["fighter", "wizard", "rogue"]
    assert all(h.level >= 1 for h in eco.latest.heroes)
    assert eco.latest.keys == going.state.keys and eco.entered.keys == 3
    assert hasattr(eco.latest, "xp") and hasattr(eco.latest.heroes[0], "max_health")


def test_restarting_the_first_ecology_rebuilds_the_party_from_its_hero_record(tmp_path):
    """"When you want to pick up where you left off, simply use the sheets to guide rebuilding your
    Heroes." The old campaign is left as it was."""
    store = SaveStore(tmp_path)
    game, campaign = played(store, 8, limit=10)
    before = unchanged(campaign.folder)
    restarted = store.restart(campaign.name, 1)
    fresh = store.load(restarted.name).game
    again = game_for(8)
    assert same_game(fresh, again)
    assert unchanged(campaign.folder) == before
    reshuffled = store.load(store.restart(campaign.name, 1, seed=123).name).game
    assert reshuffled.state.heroes == game.state.heroes and reshuffled.state.seed == 123


def test_adventure_record_is_written_when_the_game_ends(tmp_path):
    """"After wining or losing, players may want to use an Adventure Record Sheet to capture
    information about their journey, including the particulars of their loss"."""
    store = SaveStore(tmp_path)
    game, campaign = played(store, 7)
    assert game.outcome == "lost"
    text = (campaign.folder / "adventure.txt").read_text()
    assert game.state.outcome_reason in text and "Map tiles laid:" in text and "Legendary Locations" in text
    assert (campaign.folder / "1-ruins.adventure.txt").exists()
    assert campaign.adventure_text(game) == text


# A stand-in for the descent to the next Ecology (the Stair Guardian rules are being built
# elsewhere): it lays out the Caverns exactly as the rules' own setup does.
class _DescendForTest(Command):
    kind: Literal["test_descend_to_caverns"] = "test_descend_to_caverns"
    listing: ClassVar[Literal["every", "canonical"]] = "canonical"  # never listed: do() decides it alone


@decides(_DescendForTest)
def _descend(game: Game, cmd: _DescendForTest) -> None:
    set_up_ecology(game, "caverns")


def test_each_ecology_reached_gets_its_own_save_with_the_record_it_was_entered_with(tmp_path):
    """"Just after Leveling Up, use the sheets to record information on each Hero, and to note the
    Ecology they're facing next." One save per Ecology reached; the first gets its Adventure Record."""
    store = SaveStore(tmp_path)
    game, campaign = played(store, 11, limit=4)
    game.do(_DescendForTest())
    campaign.record(game)
    game.do(DrawTile())
    campaign.record(game)
    game.do(next(c for c in game.legal() if isinstance(c, PlaceTile)))
    campaign.record(game)
    names = sorted(p.name for p in campaign.folder.iterdir())
    assert "2-caverns.log.jsonl" in names and "2-caverns.record.json" in names
    assert "1-ruins.adventure.txt" in names
    record = json.loads((campaign.folder / "2-caverns.record.json").read_text())
    assert record["record"]["ecology"] == "caverns" and record["start"] > 0
    assert same_game(store.load(campaign.name).game, game)
    [summary] = store.list()
    assert [(e.ecology, e.status) for e in summary.ecologies] == [("ruins", "cleared"), ("caverns", "in progress")]
    restarted = store.restart(campaign.name, 2)  # rebuilt from the Caverns' Hero Record
    again = store.load(restarted.folder.name).game
    assert again.state.ecology == "caverns" and len(again.state.placements) == 1
    assert [h.hero for h in again.state.hero_states] == [h["hero"] for h in record["record"]["heroes"]]
    assert [h.health for h in again.state.hero_states] == [h["health"] for h in record["record"]["heroes"]]


# --- formats and migrations ------------------------------------------------------------------

def reference_dirs() -> list[Path]:
    return sorted((REPO / "saves").glob("v*"))


@pytest.mark.parametrize("version_dir", reference_dirs(), ids=lambda p: p.name)
def test_reference_saves_of_every_format_version_load(tmp_path, version_dir):
    expected = json.loads((version_dir / "expected.json").read_text())
    shutil.copytree(version_dir, tmp_path / "saves")
    store = SaveStore(tmp_path / "saves")
    for name, want in expected.items():
        game = store.load(name).game
        assert len(game.events) == want["events"] and game.outcome == want["outcome"]
        assert game.state.heroes == want["heroes"] and game.state.keys == want["keys"]
        assert [p.tile for p in game.state.placements] == want["placements"]
        assert store.summary(name).problem is None


def test_an_older_format_is_upgraded_through_its_migrations(tmp_path, monkeypatch):
    """A format change adds a migration; saves of the older version keep loading through it."""
    seen: list[int] = []

    def entry_1_to_2(doc):
        seen.append(doc["at"])
        return doc

    monkeypatch.setattr(mig, "FORMAT_VERSION", 2)
    monkeypatch.setitem(mig.MIGRATIONS, ("log_entry", 1), entry_1_to_2)
    for kind in ("campaign", "record", "log_header"):
        monkeypatch.setitem(mig.MIGRATIONS, (kind, 1), lambda doc: doc)
    shutil.copytree(REPO / "saves" / "v1", tmp_path / "saves")
    game = SaveStore(tmp_path / "saves").load("with-undo").game
    assert seen and game.outcome == "lost"
    monkeypatch.delitem(mig.MIGRATIONS, ("log_entry", 1))
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path / "saves").load("with-undo")
    assert "upgrade" in str(err.value)


def test_hero_record_reads_whatever_hero_data_the_rules_keep():
    """The Hero Record Sheet: level, maximum health, abilities, items, action deck, keys, XP pool."""
    from types import SimpleNamespace

    from game.saves import hero_record

    state = SimpleNamespace(
        heroes=["fighter", "rogue"], ecology="caverns", keys=4, variants=["more_keys"], seed=9, stacked={},
        outcome=None, outcome_reason=None, xp_pool=["m-bat", "m-rat"],
        hero_states=[
            {"hero": "fighter", "level": 2, "max_health": 14, "health": 9, "abilities": ["cleave"],
             "equipped": ["shield"], "unequipped": [], "draw": ["f3", "f1"], "hand": ["f2"], "discard": [],
             "stored": ["fp"]},
            SimpleNamespace(hero="rogue", level=2, max_health=11, health=11, abilities=[], equipped=[],
                            unequipped=["dagger"], action_deck=["r1", "r2"]),
        ])
    record = hero_record(state)
    fighter, rogue = record.heroes
    assert (fighter.level, fighter.max_health, fighter.health) == (2, 14, 9)
    assert fighter.abilities == ["cleave"] and fighter.items == ["shield"]
    assert fighter.action_deck == ["f1", "f2", "f3", "fp"]
    assert rogue.unequipped_items == ["dagger"] and rogue.action_deck == ["r1", "r2"]
    assert (record.keys, record.xp_pool, record.ecology, record.seed) == (4, ["m-bat", "m-rat"], "caverns", 9)


def test_loading_a_backup_does_not_claim_its_move_counter_is_missing(tmp_path):
    # a backup (.bak) has no move counter of its own: only the live log is checked against one
    store = SaveStore(tmp_path)
    _, campaign = played(store, 2, limit=12)
    loaded = store.load(campaign.name, backup=True)
    assert not [n for n in loaded.notes if "move counter" in n], loaded.notes
