"""Tests set a position up through the public scenario API (game.rules.scenario, Game.chance) and
never write a Game's private fields (`game._rng = ...`, `game._legal_cache = None`): a hand-written
private field skips the engine's own bookkeeping (its listing, memo and board versions follow the
events it applies). Read from the test sources with ast; tests/equivalence/ may use internals, as
its checks compare a shortcut with the plain rule on purpose."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[2]
CHECKED = sorted(p for p in TESTS.rglob("*.py") if "equivalence" not in p.relative_to(TESTS).parts)


def _names_a_game(node: ast.expr) -> bool:
    """Whether an expression reads as a game: `game`, `g`, `fresh_game`, `app.session.game`, ..."""
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return name == "g" or "game" in name.lower()


def _private(target: ast.expr) -> bool:
    return (isinstance(target, ast.Attribute) and target.attr.startswith("_") and not target.attr.startswith("__")
            and _names_a_game(target.value))


def _targets(node: ast.AST) -> list[ast.expr]:
    """Every attribute an assignment, augmented assignment, `del` or setattr() call writes."""
    if isinstance(node, ast.Assign):
        found = list(node.targets)
    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
        found = [node.target]
    elif isinstance(node, ast.Delete):
        found = list(node.targets)
    elif (isinstance(node, ast.Call) and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
          and isinstance(node.args[1].value, str)
          and ((isinstance(node.func, ast.Name) and node.func.id == "setattr")
               or (isinstance(node.func, ast.Attribute) and node.func.attr == "setattr"))):
        # setattr(game, "_rng", ...) and monkeypatch.setattr(game, "_rng", ...)
        return [ast.Attribute(value=node.args[0], attr=node.args[1].value, ctx=ast.Store())]
    else:
        return []
    out: list[ast.expr] = []
    while found:  # unpack `a, game._x = ...`
        t = found.pop()
        if isinstance(t, ast.Tuple | ast.List):
            found.extend(t.elts)
        else:
            out.append(t.value if isinstance(t, ast.Starred) else t)
    return out


def private_writes(source: str) -> list[str]:
    """`line: game._name` for each write of a private attribute of a game in `source`."""
    out = []
    for node in ast.walk(ast.parse(source)):
        for target in _targets(node):
            if _private(target):
                assert isinstance(target, ast.Attribute)
                out.append(f"{node.lineno}: {ast.unparse(target.value)}.{target.attr}")
    return sorted(out, key=lambda line: int(line.split(":")[0]))


def test_no_test_writes_a_private_field_of_a_game() -> None:
    found = {str(p.relative_to(TESTS)): private_writes(p.read_text(encoding="utf-8")) for p in CHECKED}
    assert {p: f for p, f in found.items() if f} == {}, "set the position up with game.rules.scenario"


def test_the_check_sees_each_kind_of_private_write() -> None:
    sample = ("game._rng = random.Random(0)\n"
              "app.scene.session.game._legal_cache = None\n"
              "g._pending += 1\n"
              "fresh_game._memo: dict = {}\n"
              "setattr(game, '_rng', None)\n"
              "monkeypatch.setattr(replayed_game, '_listed_ids', None)\n"
              "a, game._rng_seed = 1, 2\n"
              "del game._rng\n"
              # not private writes of a game: public fields, dunders, other objects, reads
              "game.memo = {}\ngame.state.keys = 2\ngame.__dict__ = {}\napp._players_file = None\nx = game._rng\n")
    assert private_writes(sample) == ["1: game._rng", "2: app.scene.session.game._legal_cache", "3: g._pending",
                                      "4: fresh_game._memo", "5: game._rng", "6: replayed_game._listed_ids",
                                      "7: game._rng_seed", "8: game._rng"]
