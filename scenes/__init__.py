"""Everything on screen: pygame-ce + pygame_gui. Scenes read views and send actions; they never
change a game state themselves (see ../shared/DESIGN.md)."""
