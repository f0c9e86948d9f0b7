### Where a game's dice come from, in words: what describe_dice(game, lang="en")
### says. The messages of the dice section of src/cli/locales/en.ftl (what
### `mountain-goats watch` prints), unchanged: tests/test_describe_dice.py checks that
### they still are, and that every language has the messages English has.

## Where the dice come from

dice-chosen = dice from a seed the creator chose: the creator knows every roll
dice-fair = dice from the server's seed mixed with the players' contributions: nobody can steer them alone
dice-fair-count = dice from the server's seed mixed with the players' contributions ({ $contributed } of { $taken ->
    [one] { $taken } seated player contributed
   *[other] { $taken } seated players contributed
}): nobody can steer them alone
dice-seed-alone = dice from the seed alone (the server did not record who chose it)
