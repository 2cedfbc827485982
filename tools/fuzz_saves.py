"""Damaged-save sweep (issue 20): damage real campaigns in every way a disk, a crash or a
mischievous save-sharer can, and check what the save code does with each.

    python tools/fuzz_saves.py [--variants 1200] [--seed 0] [--verbose]

Each variant copies a real autosaved campaign (a short one with undos, and a whole three-Ecology
game played by the bot) into a fresh sandbox, damages it once (bit flips, truncation, deleted,
duplicated, swapped or foreign lines, garbage, deep or huge JSON, unreadable files and folders, a
FIFO, a device, a folder or a socket where a file should be, symbolic links to files outside, a
linked campaign folder, long and odd names) and then does what a player can: the load menu
(`list`), Continue (`open` plus a few autosaved moves), Load the backup, Restore. It counts:

* crashes: anything but a SaveError escaping, or a hang (a FIFO opened for reading waits forever);
* outside writes: any change to the decoy files outside the save folder, or a new file there;
* outside reads: any file or folder opened outside the save folder (audit hook on open/scandir),
  or a link inside it opened without O_NOFOLLOW;
* silent losses: a load that succeeds with no note for the player but not with the saved game.

All four must be zero; the script exits 1 otherwise. tests/saves/test_saves_sweep.py runs a subset.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import resource
import shutil
import signal
import socket
import stat
import sys
import tempfile
import time
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules import Event, Game, dump  # noqa: E402
from game.rules.content.library import Content, load_content  # noqa: E402
from game.saves import SaveError, SaveStore  # noqa: E402

LOG = "1-ruins.log.jsonl"
NAME = "victim"
NOBODY = 65534
TIMEOUT = 20  # seconds per variant before it counts as a hang

Damage = Callable[[Path, Path, random.Random], None]  # (campaign folder, sandbox, rng)


# --- the campaigns damaged ----------------------------------------------------------------------

@dataclass
class Base:
    """One real campaign, saved once and copied for every variant."""

    folder: Path
    events: list[Event]
    files: list[str] = field(default_factory=list)


def _short(root: Path, content: Content) -> list[Event]:
    """A few dozen random legal moves with undos (format 2, one Ecology)."""
    from game.rules.areas.explore import Undo

    rng = random.Random(12)
    store = SaveStore(root, content=content)
    game = Game.new(heroes=["fighter", "wizard"], seed=12, content=content)
    campaign = store.create(game, NAME)
    for _ in range(60):
        legal = sorted(game.legal(), key=lambda c: json.dumps(dump(c), separators=(",", ":")))
        if not legal:
            break
        game.do(Undo() if game.can_undo() and rng.random() < 0.15 else rng.choice(legal))
        campaign.record(game)
    store.open(NAME)  # a session start refreshes the backup, as the game does
    return list(game.events)


def _whole(root: Path, content: Content) -> list[Event]:
    """A whole game the bot won through all three Ecologies."""
    from game.bot import heuristic as bot

    rng = random.Random(1)
    store = SaveStore(root, content=content)
    game = Game.new(heroes=["fighter", "wizard"], seed=1, content=content)
    campaign = store.create(game, NAME)
    while game.outcome is None:
        command = bot.choose(game, rng)
        if command is None:
            break
        game.do(command)
        campaign.record(game)
    return list(game.events)


def make_bases(where: Path, content: Content, whole: bool = True) -> list[Base]:
    bases = []
    for label, maker in (("short", _short), ("whole", _whole))[: 2 if whole else 1]:
        root = where / label
        events = maker(root, content)
        folder = root / NAME
        bases.append(Base(folder, events, sorted(p.name for p in folder.iterdir())))
    return bases


# --- the damages -------------------------------------------------------------------------------

def _lines(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines(keepends=True)


def _resign(doc: dict[str, Any]) -> bytes:
    body = json.dumps(doc, separators=(",", ":")).encode()
    return body[:-1] + b',"crc":"%08x"}\n' % zlib.crc32(body)


def _pick_file(folder: Path, rng: random.Random, logs_only: bool = False) -> Path:
    names = sorted(p.name for p in folder.iterdir() if not logs_only or p.name.endswith(".log.jsonl"))
    return folder / rng.choice(names)


def bit_flip(folder: Path, sandbox: Path, rng: random.Random) -> None:
    path = _pick_file(folder, rng)
    raw = bytearray(path.read_bytes())
    if raw:
        for _ in range(rng.choice((1, 1, 1, 2, 8))):
            pos = rng.randrange(len(raw))
            raw[pos] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(raw))


def truncate(folder: Path, sandbox: Path, rng: random.Random) -> None:
    path = _pick_file(folder, rng, logs_only=rng.random() < 0.7)
    raw = path.read_bytes()
    path.write_bytes(raw[: rng.randrange(len(raw) + 1)])


def _line_op(op: str) -> Damage:
    def damage(folder: Path, sandbox: Path, rng: random.Random) -> None:
        path = _pick_file(folder, rng, logs_only=True)
        lines = _lines(path)
        i = rng.randrange(1, len(lines)) if len(lines) > 1 else 0
        j = rng.randrange(1, len(lines)) if len(lines) > 1 else 0
        if op == "delete":
            del lines[i]
        elif op == "delete-last":
            del lines[-rng.randint(1, min(3, len(lines))):]
        elif op == "duplicate":
            lines.insert(j, lines[i])
        elif op == "swap":
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "reverse":
            lines[1:] = lines[:0:-1]
        elif op == "blank":
            lines.insert(i, b"\n")
        elif op == "crlf":
            lines = [line.replace(b"\n", b"\r\n") for line in lines]
        path.write_bytes(b"".join(lines))
    return damage


def foreign_line(folder: Path, sandbox: Path, rng: random.Random) -> None:
    """A line copied from the other campaign's log (a save pieced together from two)."""
    others = [p for p in (sandbox.parent / "bases").glob(f"*/{NAME}/{LOG}")]
    other = _lines(rng.choice(others))
    path = folder / LOG
    lines = _lines(path)
    i = rng.randrange(1, len(lines))
    lines[i] = other[rng.randrange(1, len(other))]
    path.write_bytes(b"".join(lines))


def garbage(folder: Path, sandbox: Path, rng: random.Random) -> None:
    path = _pick_file(folder, rng)
    kind = rng.choice(["empty", "random", "nul", "text", "utf16", "deep", "number", "huge"])
    data = {"empty": b"", "random": rng.randbytes(rng.randrange(1, 300)), "nul": b"\0" * 4096,
            "text": b"just some notes\n", "utf16": "{\"format\": 2}".encode("utf-16"),
            "deep": b"[" * 200_000, "number": b"9" * 100_000}.get(kind)
    if kind == "huge":  # a sparse 40 MiB file: larger than any save
        with open(path, "wb") as f:
            f.truncate(40 << 20)
        return
    assert data is not None
    path.write_bytes(data)


def resigned_junk(folder: Path, sandbox: Path, rng: random.Random) -> None:
    """A log line replaced by re-signed JSON that is deep, huge or of the wrong shape."""
    path = folder / LOG
    lines = _lines(path)
    i = rng.randrange(1, len(lines))
    doc = json.loads(lines[i])
    doc.pop("crc")
    how = rng.choice(["deep", "number", "wrong-type", "no-events", "event-junk"])
    if how == "deep":
        body = b'{"at":' + b"[" * 100_000 + b"]" * 100_000 + b"}"
        lines[i] = body[:-1] + b',"crc":"%08x"}\n' % zlib.crc32(body)
    else:
        if how == "number":
            doc["at"] = 10 ** 40
        elif how == "wrong-type":
            doc[rng.choice(sorted(doc))] = rng.choice([None, True, "x", [], {}, -1, 1.5])
        elif how == "no-events":
            doc.pop("events", None)
        else:
            doc["events"] = [{"kind": "nothing_like_it"}, [[[]]], "x", 10 ** 40]
        lines[i] = _resign(doc)
    path.write_bytes(b"".join(lines))


def _special(kind: str) -> Damage:
    def damage(folder: Path, sandbox: Path, rng: random.Random) -> None:
        names = sorted(p.name for p in folder.iterdir()) + ["2-caverns.log.jsonl", LOG + ".torn"]
        path = folder / rng.choice(names)
        if path.exists():
            path.unlink()
        if kind == "fifo":
            os.mkfifo(path)
        elif kind == "device":
            os.mknod(path, 0o644 | stat.S_IFCHR, os.makedev(1, 5))  # /dev/zero: endless bytes
        elif kind == "folder":
            path.mkdir()
            (path / "x").write_bytes(b"x")
        elif kind == "socket":
            sock = socket.socket(socket.AF_UNIX)
            try:
                sock.bind(str(path))
            except OSError:  # a path too long for a socket: a FIFO instead
                os.mkfifo(path)
            finally:
                sock.close()
    return damage


def _decoy(sandbox: Path, source: Path | None, rng: random.Random) -> Path:
    """A file outside the save folder that a link points to (a copy of a save file or a dotfile)."""
    outside = sandbox / "outside"
    outside.mkdir(exist_ok=True)
    path = outside / f"decoy{rng.randrange(10**6)}"
    path.write_bytes(source.read_bytes() if source is not None and source.is_file() else b"export SECRET=1\n")
    return path


def symlink(folder: Path, sandbox: Path, rng: random.Random) -> None:
    names = sorted(p.name for p in folder.iterdir()) + ["2-caverns.log.jsonl", LOG + ".torn", LOG + ".head"]
    name = rng.choice(names)
    path = folder / name
    target_kind = rng.choice(["copy", "dotfile", "dangling", "loop", "dev", "outside-folder"])
    if target_kind == "copy":
        target = _decoy(sandbox, path, rng)
    elif target_kind == "dotfile":
        target = _decoy(sandbox, None, rng)
    elif target_kind == "dangling":
        target = sandbox / "outside" / "nothing-here"
    elif target_kind == "loop":
        target = path
    elif target_kind == "dev":
        target = Path("/dev/zero")
    else:
        target = sandbox / "outside"
        target.mkdir(exist_ok=True)
    if name == LOG + ".torn":  # a torn last line makes Continue write the side file
        with open(folder / LOG, "ab") as f:
            f.write(b'{"n":99999,"at":3,"ev')
    if os.path.lexists(path):
        path.unlink()
    os.symlink(target, path)


def linked_folder(folder: Path, sandbox: Path, rng: random.Random) -> None:
    """The campaign folder itself is a link to a campaign elsewhere (or to a system folder)."""
    elsewhere = sandbox / "outside" / "campaign"
    elsewhere.parent.mkdir(exist_ok=True)
    shutil.move(str(folder), elsewhere)
    os.symlink(rng.choice([elsewhere, Path("/etc"), sandbox / "outside" / "missing"]), folder)


def unreadable(folder: Path, sandbox: Path, rng: random.Random) -> None:
    """No read (or write) permission on a file or on the folder; played as an ordinary user."""
    path = rng.choice([folder, *sorted(folder.iterdir())])
    path.chmod(rng.choice([0o000, 0o200, 0o444 if path.is_file() else 0o555]))


def stray_files(folder: Path, sandbox: Path, rng: random.Random) -> None:
    """Extra files a save folder should not have: a gap in the Ecologies, long names, odd names."""
    for _ in range(rng.randint(1, 3)):
        name = rng.choice(["9-caverns.log.jsonl", "2-ruins.log.jsonl", "0-ruins.log.jsonl",
                           "2-nowhere.log.jsonl", "x" * 255, "-".join(["a"] * 120) + ".log.jsonl",
                           ".hidden.tmp", "2-caverns.record.json", "1-ruins.log.jsonl.orphan-1"])
        data = rng.choice([b"", b"\0" * 10, (folder / LOG).read_bytes()[:200] if (folder / LOG).is_file() else b""])
        with contextlib.suppress(OSError):
            (folder / name).write_bytes(data)


DAMAGES: dict[str, tuple[Damage, int]] = {  # kind: (how, weight)
    "bit flip": (bit_flip, 30),
    "truncation": (truncate, 14),
    "deleted line": (_line_op("delete"), 8),
    "deleted last lines": (_line_op("delete-last"), 4),
    "duplicated line": (_line_op("duplicate"), 5),
    "swapped lines": (_line_op("swap"), 5),
    "reversed log": (_line_op("reverse"), 1),
    "blank line": (_line_op("blank"), 2),
    "CRLF line ends": (_line_op("crlf"), 1),
    "foreign line": (foreign_line, 3),
    "garbage file": (garbage, 6),
    "re-signed junk": (resigned_junk, 4),
    "FIFO": (_special("fifo"), 4),
    "device": (_special("device"), 3),
    "folder as file": (_special("folder"), 2),
    "socket": (_special("socket"), 1),
    "symlink": (symlink, 10),
    "linked campaign folder": (linked_folder, 2),
    "unreadable": (unreadable, 6),
    "stray files": (stray_files, 3),
}
ODD_NAMES = ["x" * 300, "y" * 256, "a/b", "../victim", "..", ".", "", "vic\x00tim", "victim/", "/etc/passwd",
             "\udcff", "é" * 10, "victim\n", " victim", "CON", "~", "victim" * 20]


# --- running a variant -----------------------------------------------------------------------

@dataclass
class Outcome:
    kind: str
    crashes: list[str] = field(default_factory=list)
    outside_writes: list[str] = field(default_factory=list)
    outside_reads: list[str] = field(default_factory=list)
    silent_losses: list[str] = field(default_factory=list)
    refused: int = 0
    noted: int = 0
    loaded: int = 0


class Watch:
    """An audit hook noting every file or folder the process opens while `active` is set."""

    def __init__(self) -> None:
        self.active = False
        self.seen: list[tuple[str, int]] = []
        sys.addaudithook(self._hook)

    def _hook(self, event: str, args: tuple[Any, ...]) -> None:
        if not self.active:
            return
        if event == "open" and args and isinstance(args[0], str | bytes | os.PathLike):
            flags = args[2] if len(args) > 2 and isinstance(args[2], int) else 0
            self.seen.append((os.fsdecode(args[0]), flags))
        elif event in ("os.scandir", "os.listdir") and args and isinstance(args[0], str | bytes | os.PathLike):
            self.seen.append((os.fsdecode(args[0]), os.O_NOFOLLOW))

    @contextlib.contextmanager
    def watching(self) -> Iterator[list[tuple[str, int]]]:
        self.seen = []
        self.active = True
        try:
            yield self.seen
        finally:
            self.active = False


WATCH: Watch | None = None


def _inside(path: str, root: Path) -> bool:
    full = os.path.abspath(path)
    return full == str(root) or full.startswith(str(root) + os.sep)


def _snapshot(where: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for dirpath, dirnames, filenames in os.walk(where, followlinks=False):
        for name in filenames + dirnames:
            p = Path(dirpath) / name
            st = p.lstat()
            out[str(p)] = (st.st_mode, os.readlink(p) if stat.S_ISLNK(st.st_mode) else
                           (p.read_bytes() if stat.S_ISREG(st.st_mode) and st.st_size < 1 << 20 else st.st_size))
    return out


@contextlib.contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    def boom(*_: object) -> None:
        raise TimeoutError(f"hung for {seconds} s")
    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _player_actions(root: Path, content: Content, events: list[Event], out: Outcome,
                    names: list[str] | None = None) -> None:
    """What a player can do from the load menu, each checked."""
    store = SaveStore(root, content=content)

    def attempt(label: str, action: Callable[[], Any]) -> Any:
        try:
            with time_limit(TIMEOUT):
                return action()
        except SaveError as err:
            out.refused += 1
            if not str(err) or "Error" in str(err) or "Traceback" in str(err):
                out.crashes.append(f"{label}: a refusal quoting internals: {err}")
        except Exception as exc:  # noqa: BLE001  (this is what the sweep counts)
            out.crashes.append(f"{label}: {type(exc).__name__}: {str(exc)[:160]}")
        return None

    listed = attempt("list", store.list)
    if listed is not None:
        for summary in listed:
            if summary.problem and "could not be read (" in summary.problem:
                out.crashes.append(f"list: the load menu caught a crash: {summary.problem}")
    for name in names or [NAME]:
        attempt("summary", lambda n=name: store.summary(n))
        loaded = attempt("load", lambda n=name: store.load(n))
        if loaded is not None:
            out.loaded += 1
            if loaded.notes:
                out.noted += 1
            elif loaded.game.events != events:
                out.silent_losses.append(f"loaded {len(loaded.game.events)} of {len(events)} events, no note")
        attempt("load backup", lambda n=name: store.load(n, backup=True))
        campaign = attempt("continue", lambda n=name: store.open(n))
        if campaign is not None and campaign.game is not None and campaign.game.outcome is None:
            game = campaign.game

            def play_on(game: Game = game, campaign: Any = campaign) -> None:
                for command in sorted(game.legal(), key=lambda c: json.dumps(dump(c), separators=(",", ":")))[:1]:
                    game.do(command)
                    campaign.record(game)
            attempt("autosave", play_on)
        attempt("restore", lambda n=name: store.restore_backup(n))
        attempt("restart", lambda n=name: store.restart(n, 1))


def run_variant(base: Base, kind: str, damage: Damage, rng: random.Random, content: Content,
                scratch: Path) -> Outcome:
    out = Outcome(kind)
    sandbox = scratch / f"v{rng.randrange(10**9)}"
    root = sandbox / "saves"
    folder = root / NAME
    shutil.copytree(base.folder, folder, symlinks=True)
    (sandbox / "outside").mkdir()
    (sandbox / "outside" / ".profile").write_bytes(b"# a dotfile outside the save folder\n")
    for p in [sandbox, root, folder, *folder.iterdir()]:
        p.chmod(0o777 if p.is_dir() else 0o666)
    as_user = kind == "unreadable"
    damage(folder, sandbox, rng)
    outside_before = _snapshot(sandbox / "outside")
    sandbox_before = sorted(p.name for p in sandbox.iterdir())
    if as_user and os.geteuid() == 0:
        _as_nobody(lambda: _player_actions(root, content, base.events, out), out)
    else:
        assert WATCH is not None
        with WATCH.watching() as seen:
            _player_actions(root, content, base.events, out)
        for path, flags in seen:
            if not _inside(path, root.resolve()) and _inside(path, sandbox):
                out.outside_reads.append(f"opened {path}")
            elif _inside(path, root) and os.path.islink(path) and not flags & os.O_NOFOLLOW:
                out.outside_reads.append(f"followed the link {path}")
    if _snapshot(sandbox / "outside") != outside_before:
        out.outside_writes.append("a file outside the save folder changed")
    if sorted(p.name for p in sandbox.iterdir()) != sandbox_before:
        out.outside_writes.append("a new file appeared outside the save folder")
    _remove(sandbox)
    return out


def _as_nobody(fn: Callable[[], None], out: Outcome) -> None:
    """Run `fn` as an ordinary user in a child process (root may read any file) and collect its counts."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(read_end)
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            fn()
        except BaseException as exc:  # noqa: BLE001
            out.crashes.append(f"{type(exc).__name__}: {exc}")
        finally:
            with contextlib.suppress(BaseException):
                os.write(write_end, json.dumps(out.__dict__).encode())
            os._exit(0)
    os.close(write_end)
    chunks = []
    while chunk := os.read(read_end, 65536):
        chunks.append(chunk)
    os.close(read_end)
    os.waitpid(pid, 0)
    try:
        out.__dict__.update(json.loads(b"".join(chunks)))
    except ValueError:
        out.crashes.append("the ordinary-user run died without a report")


def _remove(path: Path) -> None:
    for dirpath, dirnames, _ in os.walk(path, followlinks=False):
        for name in dirnames:
            p = Path(dirpath) / name
            if not p.is_symlink():
                p.chmod(0o777)
    Path(path).chmod(0o777)
    shutil.rmtree(path, ignore_errors=True)


def run_names(base: Base, content: Content, scratch: Path) -> Outcome:
    """Long and odd campaign names asked for by load, Continue, Restore, Restart and the summary."""
    out = Outcome("odd name")
    sandbox = scratch / "names"
    root = sandbox / "saves"
    shutil.copytree(base.folder, root / NAME, symlinks=True)
    (sandbox / "outside").mkdir()
    before = _snapshot(sandbox / "outside")
    _player_actions(root, content, base.events, out, names=ODD_NAMES)
    if _snapshot(sandbox / "outside") != before:
        out.outside_writes.append("a file outside the save folder changed")
    _remove(sandbox)
    return out


# --- the sweep -------------------------------------------------------------------------------

@dataclass
class Report:
    variants: int = 0
    by_kind: Counter[str] = field(default_factory=Counter)
    crashes: list[str] = field(default_factory=list)
    outside_writes: list[str] = field(default_factory=list)
    outside_reads: list[str] = field(default_factory=list)
    silent_losses: list[str] = field(default_factory=list)
    refused: int = 0
    noted: int = 0
    loaded: int = 0
    seconds: float = 0.0

    def add(self, out: Outcome) -> None:
        self.variants += 1
        self.by_kind[out.kind] += 1
        for name in ("crashes", "outside_writes", "outside_reads", "silent_losses"):
            getattr(self, name).extend(f"[{out.kind}] {m}" for m in getattr(out, name))
        self.refused += out.refused
        self.noted += out.noted
        self.loaded += out.loaded

    @property
    def clean(self) -> bool:
        return not (self.crashes or self.outside_writes or self.outside_reads or self.silent_losses)


def _cap_memory(limit: int = 3 << 30) -> None:
    """A save code reading a device forever must fail with MemoryError (a counted crash), not
    take the shared machine's memory."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if soft == resource.RLIM_INFINITY or soft > limit:
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def sweep(variants: int, seed: int = 0, progress: bool = False, whole: bool = True) -> Report:
    """Run `variants` damaged saves (the first ones one of each kind); `whole` False damages only
    the short campaign (quicker, for the test suite)."""
    global WATCH
    if WATCH is None:
        WATCH = Watch()
    content = load_content()
    rng = random.Random(seed)
    report = Report()
    start = time.perf_counter()
    kinds = list(DAMAGES)
    weights = [DAMAGES[k][1] for k in kinds]
    shm = Path("/dev/shm")  # memory-backed where there is one: the thousands of fsyncs cost nothing
    where = str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
    with tempfile.TemporaryDirectory(prefix="fd-save-sweep-", dir=where) as tmp:
        scratch = Path(tmp)
        scratch.chmod(0o777)
        (scratch / "bases").mkdir()
        bases = make_bases(scratch / "bases", content, whole)
        report.add(run_names(bases[0], content, scratch))
        for n in range(variants - 1):
            kind = kinds[n] if n < len(kinds) else rng.choices(kinds, weights)[0]
            if kind == "device" and os.geteuid() != 0:
                kind = "FIFO"  # making a device needs root
            base = bases[0] if rng.random() < 0.7 else bases[-1]
            report.add(run_variant(base, kind, DAMAGES[kind][0], random.Random(rng.random()), content, scratch))
            if progress and (n + 1) % 100 == 0:
                print(f"  {n + 1} variants, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    report.seconds = time.perf_counter() - start
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--timeout", type=int, default=TIMEOUT, help="seconds before a player action counts as hung")
    args = parser.parse_args()
    globals()["TIMEOUT"] = args.timeout
    _cap_memory()
    report = sweep(args.variants, args.seed, progress=True)
    print(f"damaged-save sweep: {report.variants} variants (seed {args.seed}) in {report.seconds:.0f} s")
    for kind, n in sorted(report.by_kind.items(), key=lambda kv: -kv[1]):
        print(f"  {n:5d}  {kind}")
    print(f"player actions refused cleanly: {report.refused}; loads: {report.loaded} "
          f"(with a note for the player: {report.noted})")
    for label in ("crashes", "outside_writes", "outside_reads", "silent_losses"):
        found = getattr(report, label)
        print(f"{label.replace('_', ' ')}: {len(found)}")
        for line in found[: None if args.verbose else 10]:
            print(f"    {line}")
    sys.exit(0 if report.clean else 1)


if __name__ == "__main__":
    main()
