"""Where saves live, safe names, and the two crash-safe ways of writing a file.

* `write_atomic`: write a temporary file in the same folder, flush and fsync it, keep the old
  file as `<name>.bak`, then `os.replace` the new one over it and fsync the folder. A crash at any
  moment leaves either the old or the new file whole.
* `append_line`: append one line and fsync. A crash can only leave a torn last line, which the
  reader drops (it was the move in flight).

Nothing here follows a symbolic link or opens a special file: `read_file` and the writers refuse a
link, a FIFO, a device or a folder where a save file should be, with a SaveError naming it, so a
save folder can never make the game read or write anything outside it (or hang on a FIFO).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
from pathlib import Path

from game.i18n import _

from .errors import SaveError

ENV_VAR = "FORGOTTEN_DEPTHS_SAVES"
APP_NAME = "forgotten-depths"
BACKUP_SUFFIX = ".bak"
_NAME_OK = re.compile(r"[^A-Za-z0-9 _\-]+")
MAX_NAME = 80  # characters in a saved game name (slug makes at most 48 plus a "-N" suffix)
MAX_FILE = 32 << 20  # bytes: a whole game's log is well under 1 MiB; a larger file is not a save
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def save_root(override: str | os.PathLike[str] | None = None) -> Path:
    """The folder holding all saved games: `override` (the --saves flag), else $FORGOTTEN_DEPTHS_SAVES,
    else the platform's user data folder for the game (platformdirs) + /saves."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME)) / "saves"


# Windows' device names: a file or folder called so (any case, any extension) cannot be made there
WINDOWS_DEVICES = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                             *(f"lpt{i}" for i in range(10))})


def _cleaned(text: str, limit: int) -> str:
    """Letters, digits, spaces, '-' and '_' of `text`, spaces collapsed, at most `limit` long."""
    cleaned = _NAME_OK.sub("", text.replace("/", " ").replace("\\", " ")).strip(" -_")
    return re.sub(r"\s+", " ", cleaned)[:limit].strip(" -_")


def slug(text: str, limit: int = 48) -> str:
    """A saved game name made from user text: letters, digits, spaces, '-' and '_' only.

    Path separators, dots and anything else are dropped, so the name can never leave the save
    folder ("../../etc" becomes "etc"). Empty results become "campaign", and a name Windows keeps
    for a device ("CON", "nul", "COM1", "lpt9 ") gets " campaign" added ("CON campaign"), so the
    folder can be made on every platform (the release is built for Windows too).
    """
    cleaned = _cleaned(text, limit) or "campaign"
    if is_device_name(cleaned):
        cleaned = f"{cleaned} campaign"
    return cleaned


def is_device_name(name: str) -> bool:
    """Whether Windows reserves `name` for a device: CON, PRN, AUX, NUL, COM0-9, LPT0-9, in any case,
    with or without an extension or trailing spaces ("con.txt", "Nul ")."""
    return name.split(".")[0].rstrip(" ").lower() in WINDOWS_DEVICES


def is_safe_name(name: str) -> bool:
    """Whether `name` is a plain folder name that stays inside the save root. (A device name made
    elsewhere, say "con" on Linux before names were mapped, is still read: only new names avoid it.)"""
    return (isinstance(name, str) and 0 < len(name) <= MAX_NAME
            and _cleaned(name, limit=len(name) + 1) == name)


def _not_plain(path: Path, mode: int) -> str:
    """ "1-ruins.log.jsonl is a folder, not a save file.": one sentence in the current language."""
    if stat.S_ISLNK(mode):
        return _("{file} is a link to another place, not a save file.").format(file=path.name)
    if stat.S_ISDIR(mode):
        return _("{file} is a folder, not a save file.").format(file=path.name)
    if stat.S_ISFIFO(mode):
        return _("{file} is a pipe (FIFO), not a save file.").format(file=path.name)
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("{file} is a device, not a save file.").format(file=path.name)
    if stat.S_ISSOCK(mode):
        return _("{file} is a socket, not a save file.").format(file=path.name)
    return _("{file} is a special file, not a save file.").format(file=path.name)


def unsafe_reason(path: Path) -> str | None:
    """Why `path` is not a plain file the save code may read or replace, one sentence naming it (None:
    it is, or is absent).

    Uses lstat only: a link is never followed, a special file never opened."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:
        return _("{file} cannot be examined ({problem}).").format(file=path.name, problem=exc.strerror)
    if stat.S_ISREG(mode):
        return None
    return _not_plain(path, mode)


def _refuse(path: Path, reason: str) -> SaveError:
    """`reason` (unsafe_reason's sentence) and what the game reads, as a SaveError."""
    return SaveError(_("{reason} The game only reads and writes plain files inside its save folder.").format(
        reason=reason), "unsafe", path)


def _open_plain(path: Path, flags: int, mode: int = 0o644) -> int:
    """An fd on the plain file `path`, never through a link and never on a special file."""
    reason = unsafe_reason(path)
    if reason:
        raise _refuse(path, reason)
    try:
        fd = os.open(path, flags | _NOFOLLOW | _NONBLOCK | _CLOEXEC, mode)
    except FileNotFoundError:
        raise SaveError(_("{file} is missing.").format(file=path.name), "missing", path) from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _refuse(path, _not_plain(path, stat.S_IFLNK)) from None
        if exc.errno == errno.ENAMETOOLONG:
            raise SaveError(_("That save file name is too long."), "bad_name", path) from None
        raise SaveError(_("{file} cannot be opened ({problem}).").format(file=path.name, problem=exc.strerror),
                        "damaged", path) from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):  # swapped in between the two looks
            raise _refuse(path, _not_plain(path, st.st_mode))
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_file(path: Path, limit: int = MAX_FILE) -> bytes:
    """The bytes of the plain save file `path`, or a SaveError naming it: missing, unreadable, a
    link, a special file (never opened, so a FIFO cannot hang the load menu) or too large."""
    fd = _open_plain(path, os.O_RDONLY)
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise SaveError(_("{file} is far too large to be a save ({size} MiB).").format(
                file=path.name, size=size >> 20), "damaged", path)
        chunks = []
        total = 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise SaveError(_("{file} is far too large to be a save.").format(file=path.name), "damaged", path)
        return b"".join(chunks)
    except OSError as exc:
        raise SaveError(_("{file} cannot be read ({problem}).").format(file=path.name, problem=exc.strerror),
                        "damaged", path) from None
    finally:
        os.close(fd)


def check_folder(folder: Path) -> None:
    """A saved game folder must be a real folder inside the save root, not a link to one elsewhere."""
    try:
        mode = os.lstat(folder).st_mode
    except FileNotFoundError:
        raise SaveError(_("There is no saved game called {name}.").format(name=repr(folder.name)), "missing",
                        folder) from None
    except OSError as exc:
        if exc.errno == errno.ENAMETOOLONG:
            raise SaveError(_("That saved game name is too long."), "bad_name", folder) from None
        raise SaveError(_("{folder} cannot be examined ({problem}).").format(folder=folder.name, problem=exc.strerror),
                        "damaged", folder) from None
    if stat.S_ISLNK(mode):
        raise SaveError(_("{folder} is a link to a folder elsewhere; the game only opens campaign folders inside its "
                          "save folder.").format(folder=folder.name), "unsafe", folder)
    if not stat.S_ISDIR(mode):
        raise SaveError(_("{folder} is not a campaign folder.").format(folder=folder.name), "not_a_save", folder)


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
        reason = unsafe_reason(path)
        if reason:  # replacing it would be safe, but a link or special file here is not ours to drop
            raise _refuse(path, reason)
        if keep_backup and os.path.lexists(path):
            backup = path.with_name(path.name + BACKUP_SUFFIX)
            link_tmp = path.with_name(f".{path.name}.bak.tmp")
            with contextlib.suppress(FileNotFoundError):
                link_tmp.unlink()
            try:
                os.link(path, link_tmp, follow_symlinks=False)  # the old file, by a second name
            except OSError:
                write_atomic(link_tmp, read_file(path), keep_backup=False)
            os.replace(link_tmp, backup)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    fsync_dir(folder)


def copy_atomic(src: Path, dst: Path) -> None:
    """Copy `src` to `dst` atomically (used to refresh backups)."""
    write_atomic(dst, read_file(src), keep_backup=False)


def append_line(path: Path, line: bytes) -> None:
    """Append one newline-terminated line in a single write, then fsync."""
    assert line.endswith(b"\n")
    fd = _open_plain(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
    try:
        view = memoryview(line)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
    finally:
        os.close(fd)


def write_in_place(path: Path, data: bytes) -> None:
    """Overwrite the small plain file `path` with `data` in one write, without fsync (the log's
    move counter: it is written after its log line was fsynced, so on disk it never runs ahead)."""
    fd = _open_plain(path, os.O_WRONLY | os.O_CREAT)
    try:
        os.pwrite(fd, data, 0)
        os.ftruncate(fd, len(data))
    finally:
        os.close(fd)


def truncate_file(path: Path, size: int) -> None:
    """Cut the plain file `path` to `size` bytes and fsync (never through a link)."""
    fd = _open_plain(path, os.O_WRONLY)
    try:
        os.ftruncate(fd, size)
        os.fsync(fd)
    finally:
        os.close(fd)


def process_alive(pid: int) -> bool:
    """Whether process `pid` is still running on this machine (when unsure: True, so that nothing
    of a live process is ever removed). Never signals the process."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":  # os.kill would end the process on Windows: ask its exit code instead
        import ctypes
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined,unused-ignore]
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return ctypes.get_last_error() != 87  # type: ignore[attr-defined,unused-ignore]  # 87: no such process
        try:
            code = ctypes.c_ulong()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:  # it exists but is another user's, or the question cannot be asked
        return True
    return True


def remove_plain_folder(folder: Path) -> bool:
    """Remove `folder` if it is a real folder holding only plain files (never a link, never what a
    link points to, never a folder inside it); False, and nothing removed, otherwise."""
    try:
        if not stat.S_ISDIR(folder.lstat().st_mode):
            return False
        entries = list(os.scandir(folder))
        if any(not e.is_file(follow_symlinks=False) for e in entries):
            return False
        for e in entries:
            os.unlink(e.path)
        folder.rmdir()
    except OSError:
        return False
    return True
