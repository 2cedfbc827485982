"""Where saves live, safe names, and the two crash-safe ways of writing a file.

* `write_atomic`: write a temporary file in the same folder, flush and fsync it, keep the old
  file as `<name>.bak`, then `os.replace` the new one over it and fsync the folder. A crash at any
  moment leaves either the old or the new file whole.
* `append_line`: append one line and fsync. A crash can only leave a torn last line, which the
  reader drops (it was the move in flight).
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from pathlib import Path

ENV_VAR = "FORGOTTEN_DEPTHS_SAVES"
APP_NAME = "forgotten-depths"
BACKUP_SUFFIX = ".bak"
_NAME_OK = re.compile(r"[^A-Za-z0-9 _\-]+")


def save_root(override: str | os.PathLike[str] | None = None) -> Path:
    """The folder holding all campaigns: `override` (the --saves flag), else $FORGOTTEN_DEPTHS_SAVES,
    else the platform's user data folder for the game (platformdirs) + /saves."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME)) / "saves"


def slug(text: str, limit: int = 48) -> str:
    """A campaign name made from user text: letters, digits, spaces, '-' and '_' only.

    Path separators, dots and anything else are dropped, so the name can never leave the save
    folder ("../../etc" becomes "etc"). Empty results become "campaign".
    """
    cleaned = _NAME_OK.sub("", text.replace("/", " ").replace("\\", " ")).strip(" -_")
    cleaned = re.sub(r"\s+", " ", cleaned)[:limit].strip(" -_")
    return cleaned or "campaign"


def is_safe_name(name: str) -> bool:
    """Whether `name` is a plain folder name that stays inside the save root."""
    return bool(name) and slug(name, limit=len(name) + 1) == name


def fsync_dir(folder: Path) -> None:
    """Make a rename or a new file in `folder` durable (no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """Replace `path` by `data` so that a crash leaves the old or the new file, never a mix.

    The previous version (if any) is kept as `<path>.bak` via a hard link, so it stays intact.
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            os.fchmod(f.fileno(), 0o644)  # mkstemp makes 0600; saves are plain readable files
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and path.exists():
            backup = path.with_name(path.name + BACKUP_SUFFIX)
            link_tmp = path.with_name(f".{path.name}.bak.tmp")
            with contextlib.suppress(FileNotFoundError):
                link_tmp.unlink()
            try:
                os.link(path, link_tmp)  # the old file, by a second name
            except OSError:
                link_tmp.write_bytes(path.read_bytes())
            os.replace(link_tmp, backup)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    fsync_dir(folder)


def copy_atomic(src: Path, dst: Path) -> None:
    """Copy `src` to `dst` atomically (used to refresh backups)."""
    write_atomic(dst, src.read_bytes(), keep_backup=False)


def append_line(path: Path, line: bytes) -> None:
    """Append one newline-terminated line in a single write, then fsync."""
    assert line.endswith(b"\n")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        view = memoryview(line)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
    finally:
        os.close(fd)
