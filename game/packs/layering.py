"""The game's content with packs layered on, and with named number changes (balance sweeps).

The base card files are read, each pack's cards are merged in by id (a new id is added; a base id
is replaced only when the manifest lists it in `replaces`; any other repeated id is a clash), ids
in `removes` are taken out, and the result is written as an ordinary content folder (cards/ and
assets/tiles/, the rest linked to the game's own) in a cache folder named by its hash. The rules
then load that folder like the box's own content, with every one of their checks.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.i18n import _
from game.packs.manifest import Pack, Problem, field_problems, shown
from game.packs.toml_out import dumps
from game.rules import (
    CARD_FILES,
    ECOLOGIES,
    PROJECT_ROOT,
    Content,
    ContentError,
    compile_tile,
    load_content,
    parse_tile,
)

CACHE_ENV = "FORGOTTEN_DEPTHS_CONTENT_CACHE"
FOLDER_FORMAT = 1  # raise when the way a layered folder is written changes (old cached folders go unused)
# card lists that share one set of ids in the game (a guardian is a monster card)
NAMESPACE = {"guardian": "monster"}


@dataclass(frozen=True)
class NumberChange:
    """A named change of printed numbers: `field` of the cards of `table` in `file`, times `factor`.

    file: a card file under cards/ ("subterranean/final_entity.toml"); table: its list ("part") or
    single table ("lore"); ids: only these cards (all of the list when empty). Whole numbers are
    rounded half up and never drop below 1 unless they were 0."""

    name: str
    file: str
    table: str
    field: str
    factor: float
    ids: tuple[str, ...] = ()


@dataclass
class Layered:
    """Card data by file, tiles by Ecology and id (the source path), and what the packs did."""

    cards: dict[str, dict[str, Any]] = field(default_factory=dict)  # "ruins/monsters.toml" -> data
    tiles: dict[str, dict[str, Path | bytes]] = field(default_factory=dict)  # eco -> tile id -> source
    owner: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)  # (ns, id) -> (file, table)
    source: dict[tuple[str, str], str] = field(default_factory=dict)  # (ns, id) -> "" (the base game) / pack name
    problems: list[Problem] = field(default_factory=list)
    added: int = 0
    replaced: int = 0
    removed: int = 0


def _scale(value: Any, factor: float) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        scaled = int(value * factor + 0.5)
        return max(1, scaled) if value > 0 else scaled
    if isinstance(value, float):
        return value * factor
    if isinstance(value, list):
        return [_scale(v, factor) for v in value]
    if isinstance(value, str) and all(p.strip().isdigit() for p in value.split("/")):
        return "/".join(str(_scale(int(p), factor)) for p in value.split("/"))
    raise ValueError(_("{value} is not a number").format(value=repr(shown(value))))


def base_layer(root: Path = PROJECT_ROOT) -> Layered:
    """The box's own card files and tiles, as the layer packs go on."""
    out = Layered()
    for rel, spec in CARD_FILES.items():
        with (root / "cards" / rel).open("rb") as f:
            data = tomllib.load(f)
        out.cards[rel] = data
        for table in spec.lists:
            for card in data.get(table, []):
                key = (NAMESPACE.get(table, table), str(card.get(spec.key)))
                out.owner[key] = (rel, table)
                out.source[key] = ""
    for eco in ECOLOGIES:
        out.tiles[eco] = {p.stem: p for p in sorted((root / "assets" / "tiles" / eco).glob("*.tmx"))}
        for tile in out.tiles[eco]:
            out.source[("tile", tile)] = ""
    return out


def _validate(pack_file: str, spec_model: Any, card: dict[str, Any], extra: dict[str, str], label: str
              ) -> list[Problem]:
    try:
        spec_model.model_validate({**extra, **card})
    except ValidationError as exc:
        return field_problems(exc, pack_file, label)
    return []


def layer_pack(layered: Layered, pack: Pack) -> None:
    """Merge one pack's cards and tiles into `layered`, adding a Problem for everything wrong."""
    m = pack.manifest
    used: set[str] = set()
    wanted = set(m.replaces)
    problems = layered.problems
    for name, raw in pack.files.items():
        if name.startswith("tiles/"):
            _layer_tile(layered, pack, name, raw, wanted, used)
            continue
        if not name.startswith("cards/"):
            continue
        rel = name.removeprefix("cards/")
        spec = CARD_FILES.get(rel)
        if spec is None:
            problems.append(Problem(name, _("not a card file the game reads (its files are laid out like the "
                                            "game's cards/ folder: ruins/monsters.toml, fighter/items.toml ...)")))
            continue
        try:
            data = tomllib.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            problems.append(Problem(name, _("not valid TOML ({why})").format(why=shown(exc, 160))))
            continue
        folder = rel.split("/")[0] if "/" in rel else ""
        extra = {spec.from_folder: folder} if spec.from_folder else {}
        target = layered.cards[rel]
        for key, value in data.items():
            if key in spec.lists:
                if not isinstance(value, list) or not all(isinstance(c, dict) for c in value):
                    problems.append(Problem(name, _("expected cards written as [[{table}]] tables").format(table=key),
                                            field=key))
                    continue
                for card in value:
                    _layer_card(layered, pack, name, rel, key, card, extra, wanted, used)
            elif key in spec.tables or spec.whole is not None:
                whole = f"{rel}#{key}"
                if whole not in wanted:
                    problems.append(Problem(name, _("the base game already has this table; list {whole} in replaces "
                                                    "to replace it").format(whole=repr(whole)), field=key))
                    continue
                used.add(whole)
                model = spec.tables.get(key)
                if model is not None and not isinstance(value, dict):
                    problems.append(Problem(name, _("expected a [{table}] table").format(table=key), field=key))
                elif model is not None:
                    problems += _validate(name, model, value, {}, key)
                elif spec.whole is not None:
                    problems += _validate(name, spec.whole, {**target, key: value}, extra, "")
                target[key] = value
                layered.replaced += 1
            else:
                known = ", ".join([*(f"[[{k}]]" for k in spec.lists), *(f"[{k}]" for k in spec.tables)])
                text = (_("unknown table (this file holds {known})").format(known=known) if known
                        else _("unknown table (this file holds the whole story)"))
                problems.append(Problem(name, text, field=shown(key)))
    for card_id in m.removes:
        _remove(layered, pack, card_id)
    for card_id in sorted(wanted - used):
        problems.append(Problem("pack.toml", _("replaces {id}, but the pack has no card or tile with that id").format(
            id=repr(shown(card_id))), field="replaces"))


def _layer_card(layered: Layered, pack: Pack, name: str, rel: str, table: str, card: dict[str, Any],
                extra: dict[str, str], wanted: set[str], used: set[str]) -> None:
    spec = CARD_FILES[rel]
    card_id = card.get(spec.key)
    label = str(card_id if card_id is not None else card.get("name", f"#{len(layered.cards[rel].get(table, [])) + 1}"))
    problems = layered.problems
    new = _validate(name, spec.lists[table], card, extra, label)
    problems += new
    if card_id is None:
        if not new:
            problems.append(Problem(name, _("missing (every card needs one)"), label, spec.key))
        return
    key = (NAMESPACE.get(table, table), str(card_id))
    cards = layered.cards[rel].setdefault(table, [])
    if key in layered.owner:
        where, where_table = layered.owner[key]
        if str(card_id) not in wanted:
            owner = layered.source[key]
            text = (_("the pack {pack} already has a {table} {id} (an id clash); list it in replaces to replace it, "
                      "or choose a new id") if owner else
                    _("the base game already has a {table} {id} (an id clash); list it in replaces to replace it, "
                      "or choose a new id"))
            problems.append(Problem(name, text.format(pack=repr(owner), table=where_table, id=repr(shown(card_id))),
                                    label, spec.key))
            return
        if where != rel:
            problems.append(Problem(name, _("replaces {id}, which is in {file}: write the replacement in that "
                                            "file").format(id=repr(shown(card_id)), file=f"cards/{where}"),
                                    label, spec.key))
            return
        used.add(str(card_id))
        cards[:] = [card if str(c.get(spec.key)) == str(card_id) else c for c in cards]
        layered.replaced += 1
    else:
        if str(card_id) in wanted:
            problems.append(Problem(name, _("listed in replaces, but the game has no {table} {id} to replace (a new "
                                            "card needs no listing)").format(table=table, id=repr(shown(card_id))),
                                    label, spec.key))
            used.add(str(card_id))
        cards.append(card)
        layered.added += 1
    layered.owner[key] = (rel, table)
    layered.source[key] = pack.manifest.name


def _layer_tile(layered: Layered, pack: Pack, name: str, raw: bytes, wanted: set[str], used: set[str]) -> None:
    parts = name.split("/")
    if len(parts) != 3 or parts[1] not in ECOLOGIES:
        layered.problems.append(Problem(name, _("a map tile goes in tiles/<ecology>/ (ruins, caverns or "
                                                "subterranean)")))
        return
    eco, tile_id = parts[1], Path(parts[2]).stem
    known = any(tile_id in tiles for tiles in layered.tiles.values())
    if known and tile_id not in wanted:
        owner = layered.source[("tile", tile_id)]
        text = (_("the pack {pack} already has a tile {id} (an id clash); list it in replaces to replace it, or "
                  "rename the file") if owner else
                _("the base game already has a tile {id} (an id clash); list it in replaces to replace it, or "
                  "rename the file"))
        layered.problems.append(Problem(name, text.format(pack=repr(owner), id=repr(tile_id)), tile_id, "id"))
        return
    if known:
        used.add(tile_id)
        for tiles in layered.tiles.values():
            tiles.pop(tile_id, None)
        layered.replaced += 1
    else:
        layered.added += 1
    layered.tiles[eco][tile_id] = raw
    layered.source[("tile", tile_id)] = pack.manifest.name


def _remove(layered: Layered, pack: Pack, card_id: str) -> None:
    for (ns, cid), (rel, table) in list(layered.owner.items()):
        if cid == card_id:
            key = CARD_FILES[rel].key
            cards = layered.cards[rel].get(table, [])
            cards[:] = [c for c in cards if str(c.get(key)) != card_id]
            del layered.owner[(ns, cid)]
            layered.removed += 1
            return
    for tiles in layered.tiles.values():
        if card_id in tiles:
            del tiles[card_id]
            layered.removed += 1
            return
    layered.problems.append(Problem("pack.toml", _("removes {id}, but no card or tile has that id").format(
        id=repr(shown(card_id))), field="removes"))


def apply_change(layered: Layered, change: NumberChange) -> None:
    """Scale one named number change into the layered cards (a Problem if it names nothing)."""
    where = _("number change {name}").format(name=repr(change.name))
    data = layered.cards.get(change.file)
    if data is None:
        layered.problems.append(Problem(where, _("no card file {file}").format(file=repr(shown(change.file))),
                                        field="file"))
        return
    value = data.get(change.table)
    targets = [value] if isinstance(value, dict) else value if isinstance(value, list) else None
    if targets is None:
        layered.problems.append(Problem(where, _("{file} has no table {table}").format(
            file=change.file, table=repr(shown(change.table))), field="table"))
        return
    key = CARD_FILES[change.file].key
    hit = 0
    for card in targets:
        if change.ids and str(card.get(key)) not in change.ids:
            continue
        if change.field not in card:
            continue
        try:
            card[change.field] = _scale(card[change.field], change.factor)
        except ValueError as exc:
            layered.problems.append(Problem(where, str(exc), str(card.get(key, "")), change.field))
            return
        hit += 1
    if not hit:
        layered.problems.append(Problem(where, _("no card of {table} in {file} has this field").format(
            table=repr(change.table), file=change.file), field=shown(change.field)))


# --- the layered content folder -----------------------------------------------------------------

_BASE_HASH: dict[Path, str] = {}


def base_hash(root: Path = PROJECT_ROOT) -> str:
    """A short hash of the box's card files and tiles (cached per process)."""
    found = _BASE_HASH.get(root)
    if found is None:
        digest = hashlib.sha256()
        for pattern in ("cards/**/*.toml", "assets/tiles/**/*.tmx"):
            for path in sorted(root.glob(pattern)):
                digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
        found = _BASE_HASH[root] = digest.hexdigest()[:16]
    return found


def content_key(packs: Sequence[Pack], changes: Iterable[NumberChange] = (), root: Path = PROJECT_ROOT) -> str:
    """The hash of everything a layered content is made of: the box, the packs, the number changes."""
    doc = {"format": FOLDER_FORMAT, "base": base_hash(root), "packs": [p.hash for p in packs],
           "changes": [[c.file, c.table, c.field, c.factor, list(c.ids)] for c in changes]}
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()[:16]


def cache_root() -> Path:
    return Path(os.environ.get(CACHE_ENV) or Path(tempfile.gettempdir()) / "forgotten-depths-content")


def _link_or_copy(source: Path, target: Path) -> None:
    try:
        target.symlink_to(source, target_is_directory=source.is_dir())
    except OSError:  # no symbolic links here (some Windows set-ups): copy instead
        if source.is_dir():
            shutil.copytree(source, target)
        else:
            shutil.copyfile(source, target)


def _write_folder(layered: Layered, folder: Path, root: Path) -> None:
    for rel, data in layered.cards.items():
        path = folder / "cards" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dumps(data), encoding="utf-8")
    tiles = folder / "assets" / "tiles"
    tiles.mkdir(parents=True)
    for entry in (root / "assets").iterdir():  # art, sounds, fonts: the game's own
        if entry.name != "tiles":
            _link_or_copy(entry, folder / "assets" / entry.name)
    for entry in (root / "assets" / "tiles").iterdir():
        if entry.name not in ECOLOGIES:
            _link_or_copy(entry, tiles / entry.name)
    for eco, by_id in layered.tiles.items():
        (tiles / eco).mkdir()
        for tile_id, source in by_id.items():
            if isinstance(source, Path):
                _link_or_copy(source, tiles / eco / f"{tile_id}.tmx")
            else:
                (tiles / eco / f"{tile_id}.tmx").write_bytes(source)
    _link_or_copy(root / "game", folder / "game")  # the rules code, for the saves' fingerprint


def layered_folder(layered: Layered, key: str, root: Path = PROJECT_ROOT) -> Path:
    """The content folder of `layered` in the cache (written once; a half-written one is never used)."""
    folder = cache_root() / key
    if folder.is_dir():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    building = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=folder.parent))
    try:
        _write_folder(layered, building, root)
        os.rename(building, folder)
    except OSError:
        shutil.rmtree(building, ignore_errors=True)
        if not folder.is_dir():
            raise
    return folder


def layered_content(packs: Sequence[Pack], changes: Sequence[NumberChange] = (), root: Path = PROJECT_ROOT
                    ) -> tuple[Content | None, list[Problem]]:
    """The game's content with `packs` layered on in order and `changes` made; or the problems found."""
    if not packs and not changes:
        return load_content(root), []
    layered = base_layer(root)
    for pack in packs:
        layer_pack(layered, pack)
    for change in changes:
        apply_change(layered, change)
    if layered.problems:
        return None, layered.problems
    folder = layered_folder(layered, content_key(packs, changes, root), root)
    problems = tile_problems(layered, folder)
    if problems:
        return None, problems
    try:
        content = load_content(folder)
    except ContentError as exc:
        return None, [Problem(_("with the packs layered on"), str(exc).replace(str(folder) + os.sep, ""))]
    content.packs = tuple(p.stamp for p in packs)
    return content, []


def tile_problems(layered: Layered, folder: Path) -> list[Problem]:
    """Each pack tile read as the rules read it, and every edge of it able to meet some other tile.

    Placement rule 1 compares facing border cells, so an edge that equals no side of any other
    tile of its Ecology (at any turn, either way along the side) can never be laid against one."""
    problems: list[Problem] = []
    for eco, by_id in layered.tiles.items():
        new = [t for t, source in by_id.items() if isinstance(source, bytes)]
        if not new:
            continue
        edges: dict[str, set[str]] = {}  # every edge of a tile at any turn
        printed: dict[str, dict[str, str]] = {}  # side -> edge of a tile as printed (no turn)
        for tile_id in by_id:
            name = f"tiles/{eco}/{tile_id}.tmx"
            try:
                geometry = compile_tile(parse_tile(folder / "assets" / "tiles" / eco / f"{tile_id}.tmx"))
            except ContentError as exc:
                if tile_id in new:
                    text = str(exc).split(f"{tile_id!r}: ", 1)[-1]  # the sentence after the tile's name
                    problems.append(Problem(name, text, tile_id))
                continue
            edges[tile_id] = {e for g in geometry for e in g.edges.values()}
            printed[tile_id] = dict(geometry[0].edges)
        for tile_id in new:
            others = set().union(*(e for t, e in edges.items() if t != tile_id))
            for side, edge in printed.get(tile_id, {}).items():
                if edge not in others and edge[::-1] not in others:
                    text = _("the {side} edge ({edge}: W wall, G open ground, U upper, L lower) matches no side of "
                             "any other {ecology} tile, so the tile can never be laid with it there").format(
                        side=side, edge=edge, ecology=eco)
                    problems.append(Problem(f"tiles/{eco}/{tile_id}.tmx", text, tile_id, "edges"))
    return problems
