// Where a game's dice come from, in words: what describeDice(game, { lang: "en" })
// says, as Fluent (FTL) text. The messages of the dice section of
// src/cli/locales/en.ftl (what `mountain-goats watch` prints), unchanged:
// test/dice-words.test.ts checks that they still are. A module rather than an
// .ftl file, so that tsc puts it in dist/ and any bundler takes it along.
export default `
## Where the dice come from

dice-chosen = dice from a seed the creator chose: the creator knows every roll
dice-fair = dice from the server's seed mixed with the players' contributions: nobody can steer them alone
dice-fair-count = dice from the server's seed mixed with the players' contributions ({ $contributed } of { $taken ->
    [one] { $taken } seated player contributed
   *[other] { $taken } seated players contributed
}): nobody can steer them alone
dice-seed-alone = dice from the seed alone (the server did not record who chose it)
`;
