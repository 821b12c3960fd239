"""Placeholder replaced below."""

from game.core.ai import RandomPolicy as HeuristicPolicy

__all__ = ["HeuristicPolicy"]
