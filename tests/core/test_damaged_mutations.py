"""Random damage (hypothesis): a save or a settings file mutated anywhere, as a document or as
bytes, is either refused (with a message, the file untouched) or taken exactly as written.

"Exactly as written" is what no silent acceptance means here: a save that loads gives back, when
saved again, the document it was loaded from (all but its time of saving and program version);
a settings file that loads holds exactly the values of the file. Nothing is patched up.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import damage

from game import registry
from game.core import SaveError
from game.core.saves import describe, load_match

EXAMPLES = int(os.environ.get("TORTUGA_MUTATIONS", "100"))  # more: TORTUGA_MUTATIONS=2000

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.integers(min_value=-3, max_value=40)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=50)
    | st.sampled_from(["", "high", "low", "roll", "bet", "ai", "human", "red", "blue", "c1"])
)
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=6,
)


@cache
def _source() -> str:
    return json.dumps(damage.source_doc())


def nodes(doc: Any, at: tuple = ()) -> list[tuple]:
    """The path of every node of a JSON document (the root excluded)."""
    out = []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.append((*at, k))
            out += nodes(v, (*at, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out.append((*at, i))
            out += nodes(v, (*at, i))
    return out


def parent(doc: Any, path: tuple) -> Any:
    for p in path[:-1]:
        doc = doc[p]
    return doc


@st.composite
def mutated_documents(draw, source: Any) -> bytes:
    doc = json.loads(json.dumps(source))
    for _ in range(draw(st.integers(1, 3))):
        paths = nodes(doc)
        path = draw(st.sampled_from(paths))
        holder, key = parent(doc, path), path[-1]
        op = draw(st.sampled_from(["replace", "borrow", "delete", "add", "nudge", "swap"]))
        if op == "replace":
            holder[key] = draw(values)
        elif op == "borrow":  # a value from elsewhere in the same document: plausible damage
            other = draw(st.sampled_from(paths))
            holder[key] = json.loads(json.dumps(parent(doc, other)[other[-1]]))
        elif op == "delete":
            del holder[key]
        elif op == "add":
            if isinstance(holder, dict):
                holder[draw(st.text(max_size=10))] = draw(values)
            else:
                holder.insert(key, draw(values))
        elif op == "nudge" and type(holder[key]) in (int, float):
            holder[key] = holder[key] + draw(st.sampled_from([-1, 1, 10**6]))
        elif op == "swap" and isinstance(holder, list) and len(holder) > 1:
            other = draw(st.integers(0, len(holder) - 1))
            holder[key], holder[other] = holder[other], holder[key]
        if not isinstance(doc, dict):
            break
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


@st.composite
def mutated_bytes(draw, source: bytes) -> bytes:
    data = bytearray(source)
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, max(0, len(data) - 1)))
        op = draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        if op == "flip" and data:
            data[i] = draw(st.sampled_from(b'0123456789{}[],:" tfn\x00\xff'))
        elif op == "cut":
            del data[i:]
        elif op == "insert":
            data[i:i] = draw(st.binary(max_size=8))
        elif data:
            del data[i : i + draw(st.integers(1, 40))]
    return bytes(data)


def same_document(loaded, doc: dict) -> bool:
    """Re-saving the loaded match gives back the document. A format-1 document is compared as
    its declared upgrade: format 2, its layout hashes dropped (they cannot be checked) and the
    view hashes written anew."""
    again = json.loads(json.dumps(loaded.to_save()))
    ignore = {"saved_at", "app_version"} | ({"hashes"} if not doc.get("hashes") else set())
    if doc.get("format_version") == 1:
        doc = {**doc, "format_version": 2}
        ignore |= {"hashes", "final_hash"}
    return {k: v for k, v in again.items() if k not in ignore} == {
        k: v for k, v in doc.items() if k not in ignore
    }


def check_save(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave-1.json"
        path.write_bytes(data)
        info = describe(path)  # the listing: never raises
        try:
            match = load_match(path, registry.rules_for, lambda g: registry.get(g).ai_levels())
        except SaveError as exc:
            assert exc.problem and exc.key.startswith("core.save."), exc
            assert path.read_bytes() == data
            return
        assert not info.problem, "the listing refused what loading accepts"
        doc = json.loads(data.decode("utf-8-sig"))
        assert same_document(match, doc), "a damaged save was patched up, not refused"


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_save_mutated_as_a_document_is_refused_or_loaded_exactly(data):
    check_save(data.draw(mutated_documents(json.loads(_source()))))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_save_mutated_as_bytes_is_refused_or_loaded_exactly(data):
    check_save(data.draw(mutated_bytes(_source().encode())))


def check_settings(data: bytes) -> None:
    from scenes.core.settings import Settings

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(data)
        loaded = Settings.load(path)
        if loaded.damage is not None:
            assert damage.salvaged(loaded, data) == [] and loaded.damage.problem
            assert loaded.damage.kept is not None and loaded.damage.kept.read_bytes() == data
            return
        written = json.loads(data.decode("utf-8-sig"))
        values = {k: v for k, v in loaded.to_dict().items() if k in written}
        assert values == written, "a damaged settings file was patched up, not refused"
        assert all(math.isfinite(v) for v in values.values() if isinstance(v, float))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_settings_file_mutated_is_kept_aside_or_loaded_exactly(data):
    good = damage.GOOD_SETTINGS
    if data.draw(st.booleans()):
        raw = data.draw(mutated_documents(good))
    else:
        raw = data.draw(mutated_bytes(json.dumps(good).encode()))
    check_settings(raw)
