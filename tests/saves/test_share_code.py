"""Share codes (issue 38): every option round-trips through a code, the code sets up the same game
(in this process and in a fresh one), and a mistyped, newer or foreign code is refused saying so."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import ECOLOGIES, HERO_IDS, HOUSE_RULES, TALENTS, TIERS, VARIANTS, Content, Game, RuleViolation, dump
from game.saves import share_code as sc
from game.saves.share_code import CodeError, ShareSetup, check_tables, code_of_game, read_code, share_code

ROOT = Path(__file__).resolve().parents[2]


@st.composite
def setups(draw: st.DrawFn) -> ShareSetup:
    """Any setup the code can hold: 1-3 heroes (even a party the rules refuse: the code only carries
    it), any seed, every option."""
    heroes = draw(st.lists(st.sampled_from(HERO_IDS), min_size=1, max_size=3))
    held = draw(st.lists(st.sets(st.sampled_from(sorted(TALENTS))), max_size=len(heroes)))
    return ShareSetup.make(
        heroes, draw(st.integers(min_value=-2**80, max_value=2**80)), draw(st.sampled_from(ECOLOGIES)),
        draw(st.sets(st.sampled_from(sorted(VARIANTS)))), draw(st.sets(st.sampled_from(heroes))),
        draw(st.sampled_from(sorted(TIERS))), draw(st.sets(st.sampled_from(sorted(HOUSE_RULES)))),
        draw(st.booleans()), held)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(setup=setups())
def test_every_setup_comes_back_from_its_code(content: Content, setup: ShareSetup) -> None:
    code = share_code(setup, content)
    assert code.startswith("FD1-")
    assert read_code(code, content) == setup
    # typed by hand: lower case, no dashes, I and L for 1, O for 0, spaces around
    typed = " " + code.lower().replace("-", "").replace("1", "l").replace("0", "o") + " "
    assert read_code(typed, content) == setup


def test_the_tables_hold_every_option_of_the_rules() -> None:
    assert check_tables() == []


def test_a_usual_game_has_a_short_code(content: Content) -> None:
    setup = ShareSetup.make(["fighter", "wizard"], seed=987_654_321)
    assert len(share_code(setup, content)) <= 26  # FD1- and five groups of four at most


def test_the_code_of_a_game_sets_up_the_very_same_game(content: Content) -> None:
    game = Game.new(["rogue-fighter", "wizard"], seed=4242, ecology="caverns", variants=["chests_locked"],
                    single_class=["rogue-fighter"], tier="fearless", house_rules=["knocked_out"],
                    talents={0: ["tough", "extra_key"]}, story_mode=True, content=content)
    code = code_of_game(game)
    assert code is not None
    again = read_code(code, content).new_game(content)
    assert again.events == game.events
    assert code_of_game(again) == code


def test_a_tutorial_game_with_arranged_decks_has_no_code(content: Content) -> None:
    game = Game.new(["fighter"], seed=1, stacked={"tiles": ["ruins-05"]}, content=content)
    assert code_of_game(game) is None
    assert "arranged by hand" in (sc.no_code_reason(game) or "")


def test_any_one_symbol_mistyped_or_two_swapped_is_refused_as_mistyped(content: Content) -> None:
    code = share_code(ShareSetup.make(["wizard", "rogue"], seed=31337, variants=["more_keys"]), content)
    letters = code.replace("-", "")
    tried = 0
    for i in range(3, len(letters)):  # after "FD": the format symbol, the body, the check
        for other in sc.ALPHABET:
            if sc._VALUE[other] != sc._VALUE[letters[i]]:
                wrong = letters[:i] + other + letters[i + 1:]
                with pytest.raises(CodeError, match="mistyped"):
                    read_code(wrong, content)
                tried += 1
        for j in range(i + 1, len(letters)):
            if letters[i] != letters[j]:
                swapped = list(letters)
                swapped[i], swapped[j] = swapped[j], swapped[i]
                with pytest.raises(CodeError, match="mistyped"):
                    read_code("".join(swapped), content)
    assert tried > 400


def test_a_cut_short_code_and_a_character_no_code_has_are_refused(content: Content) -> None:
    code = share_code(ShareSetup.make(["fighter"], seed=5), content)
    with pytest.raises(CodeError, match="mistyped"):
        read_code(code[:-2], content)
    with pytest.raises(CodeError, match="no code has the character 'U'"):
        read_code(code[:-1] + "U", content)
    with pytest.raises(CodeError, match="not a share code"):
        read_code("seed 5 please", content)
    with pytest.raises(CodeError, match="Type a share code"):
        read_code("   ", content)


def test_what_the_player_typed_is_quoted_cut_short(content: Content) -> None:
    with pytest.raises(CodeError) as err:
        read_code("x" * 500, content)
    assert len(str(err.value)) < 120


def _signed(form: int, body: list[int]) -> str:
    """A code of format `form` with `body` symbols and a right check (what a newer game would write)."""
    check = sc._check([form, *body])
    values = [*body, check >> 10 & 31, check >> 5 & 31, check & 31]
    return "FD" + sc.ALPHABET[form] + "-" + "".join(sc.ALPHABET[v] for v in values)


def _body(code: str) -> list[int]:
    """The symbols between the format and the check."""
    return [sc._VALUE[c] for c in code.replace("-", "")[3:-3]]


def test_a_code_of_a_newer_format_is_refused_naming_both_versions(content: Content) -> None:
    newer = share_code(ShareSetup.make(["fighter"], seed=5), content, version="2.4.1")
    code = _signed(2, _body(newer))
    with pytest.raises(CodeError) as err:
        read_code(code, content, version="0.1.0")
    words = str(err.value)
    assert "newer code format" in words and "2.4.1" in words and "0.1.0" in words


def test_a_code_from_another_version_with_other_cards_is_refused_naming_both_versions(
        content: Content, monkeypatch: pytest.MonkeyPatch) -> None:
    mine = sc.content_check(content)
    with monkeypatch.context() as m:  # made with other cards: another content check
        m.setattr(sc, "content_check", lambda c: mine ^ 1)
        other = share_code(ShareSetup.make(["fighter"], seed=5), content, version="0.9.0")
    with pytest.raises(CodeError) as err:
        read_code(other, content, version="0.1.0")
    assert "0.9.0" in str(err.value) and "0.1.0" in str(err.value) and "cards and map tiles" in str(err.value)
    with pytest.raises(CodeError, match="also 0.9.0"):
        read_code(other, content, version="0.9.0")


def test_a_code_from_another_version_with_the_same_cards_sets_up_the_same_game(content: Content) -> None:
    setup = ShareSetup.make(["fighter", "rogue"], seed=77, tier="veteran")
    assert read_code(share_code(setup, content, version="0.2.0"), content, version="0.1.0") == setup


def test_an_option_this_game_does_not_have_is_refused_naming_both_versions(
        content: Content, monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as m:  # a later version with a fifth tier
        m.setattr(sc, "TIER_TABLE", (*sc.TIER_TABLE, "heroic"))
        code = share_code(ShareSetup.make(["fighter"], seed=5, tier="heroic"), content, version="0.7.0")
    with pytest.raises(CodeError, match="option this game does not have.*0.7.0.*0.1.0"):
        read_code(code, content, version="0.1.0")


def test_a_party_the_rules_refuse_is_said_by_the_rules_when_the_game_is_set_up(content: Content) -> None:
    setup = read_code(share_code(ShareSetup.make(["fighter", "fighter-wizard"], seed=1), content), content)
    with pytest.raises(RuleViolation, match="two sides of one Hero Mat"):
        setup.new_game(content)


@pytest.mark.slow
def test_the_same_code_sets_up_the_same_game_in_a_fresh_process(content: Content) -> None:
    setup = ShareSetup.make(["wizard-rogue", "fighter"], seed=2**40 + 3, variants=["one_dead_end"],
                            single_class=["wizard-rogue"], house_rules=["open_monster_deck"], story_mode=True)
    code = share_code(setup, content)
    here = [json.dumps(e) for e in (dump(e) for e in setup.new_game(content).events)]
    script = ("import json, sys\nfrom game.rules import dump\nfrom game.saves.share_code import read_code\n"
              "game = read_code(sys.argv[1]).new_game()\n"
              "print('\\n'.join(json.dumps(dump(e)) for e in game.events))\n")
    out = subprocess.run([sys.executable, "-c", script, code], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, env={"PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "12345"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == here


def test_the_content_check_reads_cards_and_tiles_alike_whatever_their_line_endings(tmp_path: Path):
    """A checkout on Windows (CRLF) deals the same cards, so its codes are the same codes."""
    def check(root: Path, newline: str) -> int:
        (root / "cards").mkdir(parents=True)
        (root / "assets" / "tiles" / "ruins").mkdir(parents=True)
        (root / "cards" / "monsters.toml").write_bytes(f"[a]{newline}health = 3{newline}".encode())
        (root / "assets" / "tiles" / "ruins" / "ruins-01.tmx").write_bytes(f"<map>{newline}</map>".encode())
        return sc.content_check(Content(root=root))
    unix, windows = check(tmp_path / "unix", "\n"), check(tmp_path / "windows", "\r\n")
    assert unix == windows
    (tmp_path / "unix" / "cards" / "monsters.toml").write_text("[a]\nhealth = 4\n")
    sc._CHECKS.clear()
    assert sc.content_check(Content(root=tmp_path / "unix")) != unix  # other cards: another check
