"""Content packs written for a test: a manifest and the files asked for."""

from __future__ import annotations

from pathlib import Path

MONSTER = '''
[[monster]]
id = "{id}"
name = "Pale Thing"
description = "It waits."
difficulty = "light"
{health}xp = 1
'''


def write_pack(folder: Path, manifest: str = "", files: dict[str, str] | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pack.toml").write_text('name = "Test Pack"\nversion = "1.0"\nauthor = "Tester"\n'
                                      f'game_version = "0.1"\n{manifest}', encoding="utf-8")
    for name, text in (files or {}).items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder
