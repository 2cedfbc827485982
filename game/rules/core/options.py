"""The issue-17 options beside the rulebook game (challenge tier, house rules, campaign talents) in
the log and the state: a field left at its default is left out of a dump, so a rulebook game's log,
save and fingerprint read exactly as before these options existed (and old saves load: parsing
fills the defaults back in).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.i18n import _
from game.rules.core.errors import quoted
from game.rules.core.house_rules import HOUSE_RULES
from game.rules.core.talents import TALENTS
from game.rules.core.tiers import STANDARD, TIERS

# the fields each option adds, with the value that means "off"
OPTION_DEFAULTS: dict[str, Any] = {
    "tier": STANDARD, "house_rules": [], "talents": [],
    "redraws_used": 0, "knockout_used": False, "knocked_out": [],
}


def without_defaults(data: Any) -> Any:
    """`data` (a dumped model) without the option fields that are at their defaults."""
    if isinstance(data, dict):
        for name, default in OPTION_DEFAULTS.items():
            if name in data and data[name] == default:
                del data[name]
    return data


def options_problem(tier: str, house_rules: Sequence[str], talents: Sequence[Sequence[str]]) -> str | None:
    """What is wrong with a game's tier, house rules or talents, as a sentence (None: nothing)."""
    if tier not in TIERS:
        return _("There is no challenge tier called {name} (choose from {tiers}).").format(
            name=quoted(tier), tiers=", ".join(TIERS))
    for rule in house_rules:
        if rule not in HOUSE_RULES:
            return _("There is no house rule called {name} (choose from {rules}).").format(
                name=quoted(rule), rules=", ".join(HOUSE_RULES))
    for held in talents:
        for talent in held:
            if talent not in TALENTS:
                return _("There is no talent called {name} (choose from {talents}).").format(
                    name=quoted(talent), talents=", ".join(TALENTS))
    return None
