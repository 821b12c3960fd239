"""The scenes every game shares: title, setup, settings, rules, load, pause, hand-off, game over."""
