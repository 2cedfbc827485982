"""A saved game's content packs (issue 37): recorded when the campaign is created, and checked on
load, because a game played with a pack's cards replays only with those very cards."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _, ngettext

PackStamp = tuple[str, str, str]  # name, version, hash of the pack's files (Content.packs)


def pack_refusal(saved: Sequence[Sequence[str]], loaded: Sequence[PackStamp]) -> str | None:
    """Why a game saved with packs `saved` cannot be loaded with the packs `loaded` (clauses joined by
    "; ", in the current language), or None."""
    have = {name: (version, digest) for name, version, digest in loaded}
    missing = [name for name, *_rest in saved if name not in have]
    changed = [name for name, version, digest in saved if name in have and have[name] != (version, digest)]
    extra = sorted(set(have) - {name for name, *_rest in saved})
    problems = []
    if missing:
        problems.append(ngettext("it was played with the content pack {packs}, which is not installed",
                                 "it was played with the content packs {packs}, which are not installed",
                                 len(missing)).format(packs=_names(missing)))
    if changed:
        problems.append(ngettext("the content pack {packs} has changed since it was played",
                                 "the content packs {packs} have changed since it was played",
                                 len(changed)).format(packs=_names(changed)))
    if extra:
        problems.append(ngettext("it was played without the content pack {packs}",
                                 "it was played without the content packs {packs}",
                                 len(extra)).format(packs=_names(extra)))
    return "; ".join(problems) if problems else None


def _names(names: Sequence[str]) -> str:
    quoted = [f"'{n[:60]}'" for n in names]
    if len(quoted) == 1:
        return quoted[0]
    # i18n: the last two items of a list ("2, 3 and 5")
    return _("{first} and {last}").format(first=", ".join(quoted[:-1]), last=quoted[-1])
