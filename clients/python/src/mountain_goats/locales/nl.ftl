### Where a game's dice come from, in words: what describe_dice(game, lang="nl")
### says. The messages of the dice section of src/cli/locales/nl.ftl (what
### `mountain-goats watch` prints), unchanged: tests/test_describe_dice.py checks that
### they still are, and that every language has the messages English has.

## Waar de dobbelstenen vandaan komen

dice-chosen = dobbelstenen uit een seed die de maker koos: de maker kent elke worp
dice-fair = dobbelstenen uit de seed van de server gemengd met de bijdragen van de spelers: niemand kan ze alleen sturen
dice-fair-count = dobbelstenen uit de seed van de server gemengd met de bijdragen van de spelers ({ $contributed } van { $taken } { $taken ->
    [one] speler
   *[other] spelers
} aan tafel { $contributed ->
    [one] droeg
   *[other] droegen
} bij): niemand kan ze alleen sturen
dice-seed-alone = dobbelstenen uit alleen de seed (de server heeft niet bijgehouden wie die koos)
