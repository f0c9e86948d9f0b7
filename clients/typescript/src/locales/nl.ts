// Where a game's dice come from, in words: what describeDice(game, { lang: "nl" })
// says, as Fluent (FTL) text. The messages of the dice section of
// src/cli/locales/nl.ftl (what `mountain-goats watch` prints), unchanged:
// test/dice-words.test.ts checks that they still are. A module rather than an
// .ftl file, so that tsc puts it in dist/ and any bundler takes it along.
export default `
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
`;
