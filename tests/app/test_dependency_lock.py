"""The lock files (requirements/): every package pinned, with hashes, inside pyproject.toml's ranges, the
game's lock the same versions as the one the suite passes with; and tools/check_lock.py, which CI
runs to fail on an environment that differs from the lock."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from tools import check_lock

ROOT = Path(__file__).resolve().parents[2]
PLAY = ROOT / "requirements" / "play.txt"
DEV = ROOT / "requirements" / "dev.txt"


def pyproject_requirements(*groups: str) -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = [Requirement(r) for r in project["dependencies"]]
    for group in groups:
        found += [Requirement(r) for r in project["optional-dependencies"][group]]
    return found


def all_pins(path: Path) -> dict[str, set[str]]:
    """Every pin of a lock, whatever its marker: name -> versions (one per marker branch)."""
    pins: dict[str, set[str]] = {}
    for m in re.finditer(r"^([A-Za-z0-9][\w.-]*)==([^\s;\\]+)", path.read_text(encoding="utf-8"), re.M):
        pins.setdefault(check_lock.canonical(m.group(1)), set()).add(m.group(2))
    return pins


def test_every_requirement_of_pyproject_is_pinned_inside_its_range():
    groups = tuple(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"])
    pins = all_pins(DEV)
    for requirement in pyproject_requirements(*groups):
        versions = pins.get(check_lock.canonical(requirement.name))
        assert versions, f"{requirement} is not in {DEV.name}: run tools/lock.sh"
        for version in versions:
            assert requirement.specifier.contains(version, prereleases=True), f"{requirement}: locked {version}"


def test_the_games_lock_holds_what_it_needs_at_the_versions_the_suite_passes_with():
    play, dev = all_pins(PLAY), all_pins(DEV)
    for requirement in pyproject_requirements():
        assert check_lock.canonical(requirement.name) in play, f"{requirement} is not in {PLAY.name}"
    for name, versions in play.items():
        assert versions == dev.get(name), f"{name}: {PLAY.name} pins {versions}, {DEV.name} {dev.get(name)}"


@pytest.mark.parametrize("lock", [PLAY, DEV], ids=lambda p: p.name)
def test_every_pin_carries_the_hashes_of_its_files(lock: Path):
    blocks = re.split(r"\n(?=[A-Za-z0-9])", lock.read_text(encoding="utf-8"))
    pinned = [b for b in blocks if "==" in b.splitlines()[0]]
    assert pinned
    for block in pinned:
        assert re.search(r"--hash=sha256:[0-9a-f]{64}", block), f"no hash for {block.splitlines()[0]}"


def test_a_missing_package_another_version_and_an_unlocked_package_are_each_named():
    pins = {"pydantic": "2.14.4", "pytest": "9.2.0", "mypy": "2.4.1"}
    present = {"pydantic": "2.14.4", "pytest": "9.3.0", "requests": "2.0", "pip": "23.2.1"}
    found = check_lock.differences(pins, present, exact=True)
    assert found == [
        "missing: mypy==2.4.1 is locked but not installed",
        "other version: pytest 9.3.0 is installed, the lock says 9.2.0",
        "not locked: requests==2.0 is installed but the lock does not pin it",
    ]
    # a subset check (the release build's) does not mind packages the lock leaves out
    assert check_lock.differences(pins, present, exact=False) == found[:2]


def test_a_lock_is_read_with_its_markers_and_names_as_pypi_compares_them(tmp_path: Path):
    lock = tmp_path / "lock.txt"
    lock.write_text(
        "Typing_Extensions==4.16.0 \\\n    --hash=sha256:" + "a" * 64 + "\n"
        "colorama==0.4.6 ; sys_platform == 'nowhere' \\\n    --hash=sha256:" + "b" * 64 + "\n"
        "    # via pytest\n", encoding="utf-8")
    assert check_lock.read_lock(lock) == {"typing-extensions": "4.16.0"}


def test_the_checker_fails_on_a_difference_and_refuses_what_is_no_lock(tmp_path: Path, capsys):
    lock = tmp_path / "lock.txt"
    lock.write_text("no-such-package-here==1.0 \\\n    --hash=sha256:" + "c" * 64 + "\n", encoding="utf-8")
    assert check_lock.main(["--subset", str(lock)]) == 1
    assert "missing: no-such-package-here==1.0" in capsys.readouterr().err
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n", encoding="utf-8")
    assert check_lock.main([str(empty)]) == 2
    assert check_lock.main([str(tmp_path / "absent.txt")]) == 2
    assert "cannot read the lock file" in capsys.readouterr().err
