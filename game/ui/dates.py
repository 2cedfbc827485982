"""Days and months as the player reads them, in the current language: English from the calendar
module (as before), other languages from Babel's locale data (German: "Samstag, 28. November 2026")."""

from __future__ import annotations

import calendar
from datetime import date

from game.i18n import language


def _babel() -> bool:
    """Whether the current language's words come from Babel (every language but English and the
    pseudo-language, whose dates stay English)."""
    return language() not in ("en", "qps")


def day_words(day: date) -> str:
    """"Saturday 28 November 2026" ("Samstag, 28. November 2026")."""
    if _babel():
        from babel.dates import format_date
        return format_date(day, "EEEE, d. MMMM yyyy", locale=language())
    return f"{calendar.day_name[day.weekday()]} {day.day} {calendar.month_name[day.month]} {day.year}"


def month_words(year: int, month: int) -> str:
    """"November 2026"."""
    if _babel():
        from babel.dates import format_date
        return format_date(date(year, month, 1), "LLLL yyyy", locale=language())
    return f"{calendar.month_name[month]} {year}"


def weekday_abbrs() -> list[str]:
    """The seven days' short names, Monday first ("Mon" ... ; "Mo." ...)."""
    if _babel():
        from babel.dates import get_day_names
        names = get_day_names("abbreviated", locale=language())
        return [names[i] for i in range(7)]
    return list(calendar.day_abbr)
