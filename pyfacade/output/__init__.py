"""Presenting answers: rulings, explanations, SVG timelines, "what can be activated", the card catalogue."""
