"""The story's words in the current language: a passage of cards/story.toml and the epilogue, read
through the cards catalogue (game.i18n.content_text). The rules keep and log the English; a
language without a translation (a content pack's own story) shows the passage as written."""

from __future__ import annotations

from game.i18n import SOURCE, _, content_text, language, ngettext
from game.rules import Game, Passage, deeds, ecology_name, epilogue


def shown_passage(passage: Passage) -> Passage:
    """`passage` (an intro, arrival or Stair Guardian passage) in the current language."""
    if language() == SOURCE:
        return passage
    return Passage(title=content_text(passage.title), text=content_text(passage.text))


def _joined(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def shown_epilogue(game: Game, won: bool) -> Passage:
    """The victory or defeat epilogue naming the party's deeds, in the current language."""
    told = epilogue(game, won)
    story = game.content.story
    if language() == SOURCE or story is None:
        return told
    template = story.victory if won else story.defeat
    text = content_text(template.text)
    if text == template.text:  # no translation (a content pack's own story): as the rules tell it
        return told
    d = deeds(game)
    heroes = getattr(game.content, "heroes", {}) or {}
    names = [getattr(heroes.get(h), "name", "") or h.capitalize() for h in game.state.heroes]
    if d["deepest"] == "final":
        deepest = _("the Final Entity's lair")
    else:
        passage = (story.ecology or {}).get(d["deepest"])
        deepest = content_text(passage.title) if passage else ecology_name(d["deepest"])
    words = {"heroes": _joined(names), "deepest": deepest,
             "foes": ngettext("{n} foe", "{n} foes", d["foes"]).format(n=d["foes"]),
             "locations": _joined([content_text(n) for n in d["locations"]]) or _("no Legendary Location")}
    return Passage(title=content_text(template.title), text=text.format(**words))
