"""Any real card from its official text (issue 15): read card databases
(reader), split the text on its punctuation (grammar, lark), read the
segments with templates into card facts (compiler, templates), store them
where the card library finds them (store), measure (stats, gold), and the
`judge cards import|stats` commands (cli). See docs/cardtext.md."""
