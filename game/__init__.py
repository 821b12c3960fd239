"""Tortuga: the rules of every game, pure Python."""
