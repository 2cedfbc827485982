"""A saved game's content packs (issue 37): recorded when the campaign is created, and checked on
load, because a game played with a pack's cards replays only with those very cards."""

from __future__ import annotations

from collections.abc import Sequence

PackStamp = tuple[str, str, str]  # name, version, hash of the pack's files (Content.packs)


def pack_refusal(saved: Sequence[Sequence[str]], loaded: Sequence[PackStamp]) -> str | None:
    """Why a game saved with packs `saved` cannot be loaded with the packs `loaded`, or None."""
    have = {name: (version, digest) for name, version, digest in loaded}
    missing = [name for name, *_ in saved if name not in have]
    changed = [name for name, version, digest in saved if name in have and have[name] != (version, digest)]
    extra = sorted(set(have) - {name for name, *_ in saved})
    problems = []
    if missing:
        problems.append(f"it was played with the content pack{'s' if len(missing) > 1 else ''} "
                        f"{_names(missing)}, which {'are' if len(missing) > 1 else 'is'} not installed")
    if changed:
        problems.append(f"the content pack{'s' if len(changed) > 1 else ''} {_names(changed)} "
                        f"{'have' if len(changed) > 1 else 'has'} changed since it was played")
    if extra:
        problems.append(f"it was played without the content pack{'s' if len(extra) > 1 else ''} {_names(extra)}")
    return "; ".join(problems) if problems else None


def _names(names: Sequence[str]) -> str:
    quoted = [f"'{n[:60]}'" for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]
