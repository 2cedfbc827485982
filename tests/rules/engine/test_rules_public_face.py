"""The UI and the bots read the rules only through game.rules' public names (its __all__): the
modules behind them are the rules' own and may move without touching a screen or a bot."""

from __future__ import annotations

import ast
from pathlib import Path

import game.rules

ROOT = Path(__file__).resolve().parents[3]
BOTS = ("bot.py", "bot_combat.py", "bot_legendary.py", "sim.py", "autoplay.py", "advisor.py")
READERS = sorted((ROOT / "game" / "ui").rglob("*.py")) + [ROOT / "game" / n for n in BOTS]


def _private_imports(path: Path) -> list[str]:
    """`line: statement` for each import of a rule module or of a name game.rules does not offer."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game.rules"):
            if node.module != "game.rules":
                out.append(f"{node.lineno}: from {node.module} import ...")
            else:
                public = game.rules.__all__
                out += [f"{node.lineno}: {a.name} is not public" for a in node.names if a.name not in public]
        elif isinstance(node, ast.Import):
            out += [f"{node.lineno}: import {a.name}" for a in node.names if a.name.startswith("game.rules.")]
    return sorted(out, key=lambda line: int(line.split(":")[0]))


def test_the_ui_and_the_bots_import_only_public_rule_names() -> None:
    found = {str(p.relative_to(ROOT)): _private_imports(p) for p in READERS}
    assert {p: f for p, f in found.items() if f} == {}


def test_the_check_sees_a_private_import(tmp_path: Path) -> None:
    sample = tmp_path / "scene.py"
    sample.write_text("def f():\n    from game.rules.areas.combat.abilities import ability_problem\n"
                      "from game.rules import Game, _secret\n", encoding="utf-8")
    assert _private_imports(sample) == ["2: from game.rules.areas.combat.abilities import ...",
                                        "3: _secret is not public"]


def test_every_public_name_exists() -> None:
    assert all(hasattr(game.rules, name) for name in game.rules.__all__)
