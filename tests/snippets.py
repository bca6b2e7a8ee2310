"""Small scenarios shared by the Python tests (as YAML text)."""

# You activate Monster Reborn targeting Dark Magician in your GY.
REBORN = """
name: Monster Reborn
cards:
  - {id: reborn, name: Monster Reborn, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: you, zone: gy}
actions:
  - chain:
      - {card: reborn, targets: [dm]}
"""

# The same, and your opponent chains Ghost Belle & Haunted Mansion (case A1).
BELLE = """
name: Ghost Belle negates Monster Reborn
cards:
  - {id: reborn, name: Monster Reborn, owner: you, zone: hand}
  - {id: dm, name: Dark Magician, owner: you, zone: gy}
  - {id: belle, name: Ghost Belle & Haunted Mansion, owner: opp, zone: hand}
actions:
  - chain:
      - {card: reborn, targets: [dm]}
      - {card: belle}
"""
