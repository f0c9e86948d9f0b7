### Where a game's dice come from, in words: what describe_dice(game, lang="pl")
### says. The messages of the dice section of src/cli/locales/pl.ftl (what
### `mountain-goats watch` prints), unchanged: tests/test_describe_dice.py checks that
### they still are, and that every language has the messages English has.

## Skąd biorą się kości

dice-chosen = kości z ziarna wybranego przez twórcę: twórca zna każdy rzut
dice-fair = kości z ziarna serwera zmieszanego z wkładami graczy: nikt nie może sam nimi sterować
dice-fair-count = kości z ziarna serwera zmieszanego z wkładami graczy (wkład { $contributed ->
    [one] dał
    [few] dało
    [many] dało
   *[other] dało
} { $contributed } z { $taken ->
    [one] { $taken } gracza przy stole
    [few] { $taken } graczy przy stole
    [many] { $taken } graczy przy stole
   *[other] { $taken } gracza przy stole
}): nikt nie może sam nimi sterować
dice-seed-alone = kości z samego ziarna (serwer nie zapisał, kto je wybrał)
