"""Black Fleet's table scene: the chart, the ships, the captain's desk (see table.py)."""
from .table import BlackFleetTable

TABLE = BlackFleetTable

__all__ = ["TABLE", "BlackFleetTable"]
