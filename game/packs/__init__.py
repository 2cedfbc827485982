"""Content packs: folders of card data and map tiles layered on the game's own (docs/packs.md).

Data only, validated by the rules' own models: `read_pack` reads one, `check_pack` lists its
problems, `layered_content` is the game's Content with packs (and named number changes) on.
"""

from game.packs.check import Report, check_pack
from game.packs.layering import NumberChange, base_hash, content_key, layered_content
from game.packs.manifest import Manifest, Pack, Problem, read_pack

__all__ = ["Manifest", "NumberChange", "Pack", "Problem", "Report", "base_hash", "check_pack", "content_key",
           "layered_content", "read_pack"]
