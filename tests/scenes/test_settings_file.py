"""settings.json at the typed boundary: kept aside when damaged, never overwritten unread."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from scenes.core.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def test_a_settings_file_that_cannot_be_read_is_never_written_over(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()  # unreadable as a file (permissions would not stop the tests' root user)
    s = Settings.load(path)
    assert s == Settings() and s.damage is not None and s.damage.kept is None
    s.save(path)
    assert path.is_dir()


def test_an_earlier_damaged_copy_is_never_replaced(tmp_path):
    path = tmp_path / "settings.json"
    (tmp_path / "settings.json.damaged").write_text("first")
    path.write_text("second {")
    s = Settings.load(path)
    assert s.damage is not None and s.damage.kept == tmp_path / "settings.json.damaged-2"
    assert (tmp_path / "settings.json.damaged").read_text() == "first"
    assert s.damage.kept.read_text() == "second {"


def test_settings_round_trip_through_the_file(tmp_path):
    path = tmp_path / "settings.json"
    s = Settings(language="es", music_volume=1, ai_delay=3.0, colourblind=True)
    s.setups["duel"] = {
        "seats": [{"name": "N" * 40, "kind": "human", "level": "heuristic", "colour": "red"}],
        "variants": {"target": 12},
    }
    s.save(path)
    again = Settings.load(path)
    assert again == s and again.damage is None
    assert json.loads(path.read_text())["setups"]["duel"]["seats"][0]["name"] == "N" * 40


def test_no_settings_file_needs_no_decoder(tmp_path):
    code = (
        "import sys; from pathlib import Path; from scenes.core.settings import Settings; "
        f"Settings.load(Path({str(tmp_path / 'none.json')!r})); "
        "print('msgspec' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    assert out.stdout.strip() == "False"
