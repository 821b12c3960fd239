"""The platform under every scene: app loop, scene stack, settings, words, look, sound."""
