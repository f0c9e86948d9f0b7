// Where a game's dice come from, in words: what describeDice(game, { lang: "pl" })
// says, as Fluent (FTL) text. The messages of the dice section of
// src/cli/locales/pl.ftl (what `mountain-goats watch` prints), unchanged:
// test/dice-words.test.ts checks that they still are. A module rather than an
// .ftl file, so that tsc puts it in dist/ and any bundler takes it along.
export default `
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
`;
