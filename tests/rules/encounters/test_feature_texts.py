"""A Feature card's own success and failure texts reach the screen: the test dialog shows both, the
log says which came true; and each text says what its effects do, in the card's numbers."""

from __future__ import annotations

import re

import pytest

from game.rules import describe, outcome_text
from game.ui.scenes.encounters import feature as feature_dialog
from tests.kits.dialog_kit import bot_game_until, button_for, click, open_app, step_is

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def says(words: str, effect) -> bool:
    """Whether a text states one effect: "takes 3 damage", "heals 4", "two Keys", "an item", ..."""
    w = words.lower()
    n = getattr(effect, "amount", None)
    if effect.op == "damage":
        return f"takes {n} damage" in w
    if effect.op == "heal":
        return f"heals {n}" in w
    if effect.op == "keys":
        number = r"(a|one)" if n == 1 else rf"({n}|{NUMBER_WORDS.get(n, n)})"
        return re.search(rf"\b{number} key", w) is not None or (n == 1 and " key" in w)
    if effect.op == "gain_item":
        return "item" in w
    if effect.op == "refresh_spells":
        return "spells refresh" in w
    raise AssertionError(f"unknown effect {effect.op}")


def test_every_feature_outcome_text_states_what_its_effects_do(content):
    tested = 0
    for f in content.features.values():
        if f.test is None:
            assert not f.success_text and not f.failure_text, f"{f.id}: a text for a test it does not have"
            continue
        tested += 1
        for passed, effects, words in ((True, f.success, f.success_text), (False, f.failure, f.failure_text)):
            assert words, f"{f.id}: no {'success' if passed else 'failure'} text"
            assert ".." not in words and words.strip()[-1] in ".!", f"{f.id}: {words!r}"
            for e in effects:
                assert says(words, e), f"{f.id}: {'success' if passed else 'failure'} text does not say {e}"
    assert tested >= 20


def feature_game():
    return bot_game_until(["fighter", "wizard"], "ruins",
                          lambda g: step_is("feature_test")(g) and any(hs.hand for hs in g.state.hero_states))


def test_the_feature_dialog_shows_the_cards_success_and_failure_texts(content, tmp_path, monkeypatch):
    drawn: list[str] = []
    real_text = feature_dialog.text

    def spy(surface, words, pos, *args, **kwargs):
        drawn.append(words)
        return real_text(surface, words, pos, *args, **kwargs)

    monkeypatch.setattr(feature_dialog, "text", spy)
    game = feature_game()
    app = open_app(tmp_path, game)
    assert app.scene.name == "feature"
    fdef = content.features[game.state.pending[0].card]
    shown = " ".join(drawn)
    for words in (fdef.success_text, fdef.failure_text):
        for word in words.split():
            assert word in shown, f"{word!r} of {words!r} is not drawn"
    assert "If you pass:" in shown and "If you fail:" in shown
    assert "(s)" not in shown


def test_the_log_says_the_cards_own_outcome_text(content, tmp_path):
    game = feature_game()
    app = open_app(tmp_path, game)
    fdef = content.features[game.state.pending[0].card]
    click(app, button_for(app, "end_feature_test").center)
    ended = next(e for e in game.events if e.kind == "feature_test_ended")
    line = describe(game, ended)
    assert line is not None
    assert outcome_text(fdef, ended.passed) in line
    assert f"{ended.total} played, {ended.target} needed" in line
    assert any(outcome_text(fdef, ended.passed) in entry for entry in app.scene.session.log)


@pytest.mark.parametrize("passed", [True, False])
def test_an_outcome_without_words_still_says_something(content, passed):
    f = next(iter(content.features.values())).model_copy(update={"success_text": "", "failure_text": ""})
    assert outcome_text(f, passed)


# --- every button's words ------------------------------------------------------------------------

def test_every_command_a_game_lists_has_a_label_and_tooltip_in_plain_words():
    """Buttons name heroes, cards and Items by their names: no ids, no field names, no "(s)"."""
    import random

    from game.bot import heuristic as bot
    from game.rules import Game
    from game.ui.labels import command_label, command_tooltip

    kinds: dict[str, tuple[str, str]] = {}
    for seed, ecology in ((0, "ruins"), (1, "caverns"), (2, "ruins")):
        game = Game.new(heroes=["fighter-wizard", "rogue"], seed=seed, ecology=ecology,
                        variants=["one_dead_end", "chests_locked"])
        rng = random.Random(seed)
        for _ in range(2500):
            if game.outcome is not None:
                break
            for cmd in game.legal():
                label, tip = command_label(game, cmd), command_tooltip(game, cmd)
                kinds.setdefault(cmd.kind, (label, tip))
                for words in (label, tip):
                    assert not re.search(r"[`_\[\]]|\(s\)|\bNone\b|[a-z]+-[a-z]+/|/\d|:\d", words), \
                        f"{cmd.kind}: {words!r}"
            game.do(bot.choose(game, rng))
    assert len(kinds) >= 20, sorted(kinds)
