"""Shared test machinery: the conformance checks every game runs, and i18n helpers."""
