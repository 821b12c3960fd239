"""Widgets every table shares: dice, sprites, tweens, log, tooltips, seat panels, prompt bar."""
