"""What every game's table shares: driving a match (chance, AI seats, human prompts, hand-offs,
undo, autosave), the layout, and the generic table used by games without their own scene."""
