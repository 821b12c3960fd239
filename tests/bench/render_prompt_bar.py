"""Each game's table with its prompt bar in the states a player meets (not a test: PNGs to look
at), in English and Spanish:

    python tests/bench/render_prompt_bar.py /tmp/bar     writes <game>_<lang>_<state>.png

States: `asked` (seat 0, a human, to decide, mid-match, as the game offers it), `rows` (the same
decision with more options than one row holds: the bar wraps to a second row before it pages),
`disabled` (an option that exists but is not legal now, dimmed, the pointer on it: its reason
shows), `refused` (a click on something that is not a choice: the rule's words in a toast).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")


def asked(seat: int):
    """A stop: `seat` faces a decision the table asks (not one it answers by itself)."""
    from scenes.tools import human_to_move

    def stop(match) -> bool:
        if not human_to_move(seat)(match):
            return False
        return any(d.seat == seat and match.forced(d) is None for d in match.decisions())

    return stop


def main(folder: Path, games: list[str]) -> None:
    from game import registry
    from game.core import Match
    from game.core.types import RuleRef
    from scenes.table.base import TableScene
    from scenes.tools import advance, ai_config, headless_app, open_table
    from scenes.widgets.prompt_bar import BarOption

    folder.mkdir(parents=True, exist_ok=True)
    app = headless_app(Path(tempfile.mkdtemp()), None, ai_delay=0.0, animation_speed=0.0)
    for gid in games or list(registry.game_ids()):
        info = registry.get(gid).info
        for lang in ("en", "es"):
            app.set_language(lang)
            whole = Match(registry.rules_for(gid), ai_config(gid, 11, humans=1))
            advance(whole, info.step_cap)
            match = Match(registry.rules_for(gid), ai_config(gid, 11, humans=1))
            advance(match, len(whole.log) // 3)
            advance(match, info.step_cap, asked(0))
            table = open_table(app, match)
            assert isinstance(table, TableScene)
            table.policies = {}  # the match stands still while the bar is shown
            app.run_frames(4)

            def shot(state: str, name: str = f"{gid}_{lang}") -> None:
                app.run_frames(2)
                app.screenshot(folder / f"{name}_{state}.png")

            shot("asked")
            table.show_decision = lambda _d: None  # type: ignore[method-assign]  # the bar stays as set here
            d = table.current_human_decision()
            if d is None:
                print(f"{gid}: nobody here asked", file=sys.stderr)
                continue
            entries = table.bar_entries(d)
            words = [e.text for e in entries] or [table.action_text(a) for a in d.options]
            many = [BarOption(f"{w} {k + 1}", ("x", k)) for k, w in enumerate(words * 8)][:9]
            other = next((s for s in range(len(table.names)) if s != d.seat), d.seat)
            theirs = match.why_illegal(other, d.options[0])  # the same option, another seat's
            reason = table.reason(theirs or RuleRef("CORE-5", "core.illegal.cannot_undo"))
            reasons = table.unavailable(d.seat)
            if reasons:
                action, ref = next(iter(reasons.items()))
                reason = table.reason(ref)
                dimmed = BarOption(table.action_text(action), action, False, reason)
            else:
                dimmed = BarOption(words[0], ("dim",), False, reason)
            table.prompt.set(
                ("render", "rows"),
                table.decision_text(d),
                many,
                lambda _a: None,
                app.manager,
                table.ui,
                table.bar_controls(d),
            )
            shot("rows")
            table.prompt.set(
                ("render", "disabled"),
                table.decision_text(d),
                [*entries[:1], dimmed],
                lambda _a: None,
                app.manager,
                table.ui,
                table.bar_controls(d),
            )
            app.run_frames(1)
            rect = table.prompt.rect_of(dimmed.value)
            if rect is not None:
                app.mouse = rect.center
                app.run_frames(3, dt=0.5)  # the pointer rests on it: the reason shows
            shot("disabled")
            app.mouse = (0, 0)
            ref = theirs or (next(iter(reasons.values())) if reasons else None)
            if ref is not None:
                table.show_illegal(ref)
            table.prompt.key = None
            shot("refused")
            print(f"wrote {gid} {lang}")
    app.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/bar"), sys.argv[2:])
