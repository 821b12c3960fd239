"""What `vulture scenes game main.py tools` (this file is on its path) takes for dead but is
used: by the tests, by pygame (a Rect's position set through its attributes), or by a file
format. Event animations registered with `@SHOW.on(...)` are skipped through
`ignore_decorators` in pyproject.toml."""

from scenes.core import i18n
from scenes.core.app import App
from scenes.core.settings import Settings

App.press  # tests press widgets with it  # noqa: B018
i18n.add_path  # tests add the test game's own words  # noqa: B018
Settings.version  # written to settings.json  # noqa: B018
_.midbottom  # pygame.Rect positions set as attributes  # noqa: B018, F821
_.midtop  # noqa: B018, F821
