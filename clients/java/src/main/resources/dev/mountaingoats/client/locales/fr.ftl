### Where a game's dice come from, in words: what Dice.describe(game, locale) says
### in this language. The messages of the dice section of src/cli/locales/fr.ftl
### (what `mountain-goats watch` prints), unchanged: DiceTest checks that they
### still are, and that every language has the messages English has.

## D’où viennent les dés

dice-chosen = dés tirés d’une graine choisie par le créateur : le créateur connaît chaque lancer
dice-fair = dés tirés de la graine du serveur mêlée aux apports des joueurs : personne ne peut les orienter seul
dice-fair-count = dés tirés de la graine du serveur mêlée aux apports des joueurs ({ $contributed } { $contributed ->
    [one] joueur assis sur { $taken } a apporté le sien
   *[other] joueurs assis sur { $taken } ont apporté le leur
}) : personne ne peut les orienter seul
dice-seed-alone = dés tirés de la seule graine (le serveur n’a pas noté qui l’a choisie)
