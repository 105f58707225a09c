"""One module per screen. Scenes take events and dt from the app and return transitions."""
