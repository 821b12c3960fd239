"""tools/build_exe.py: the built folder's size counts each file once."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def build_exe():
    spec = importlib.util.spec_from_file_location("build_exe", ROOT / "tools" / "build_exe.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_tree_size_counts_hard_links_and_symbolic_links_once(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "big.so").write_bytes(b"x" * 10_000)
    (tmp_path / "small.txt").write_bytes(b"y" * 100)
    os.link(tmp_path / "lib" / "big.so", tmp_path / "big-again.so")  # a hard link
    os.symlink(tmp_path / "lib" / "big.so", tmp_path / "big.so.1")  # a link to a file
    os.symlink(tmp_path / "lib", tmp_path / "lib-too")  # a link to a folder
    assert build_exe().tree_size(tmp_path) == 10_100
    (tmp_path / "other.bin").write_bytes(b"z" * 7)
    assert build_exe().tree_size(tmp_path) == 10_107
