# Ce qu’affiche `mountain-goats watch` et les phrases qu’écrit
# `mountain-goats export`, en français. Les mots du jeu sont ceux de la règle
# et du visualiseur (web/src/locales/fr.ftl) : chèvre, montagne, case, pied,
# sommet, jeton Points, jeton Points Bonus, Grande Montagne, marche, dés.

## Les places

seat-free = place { $seat }
seat-taken = { $name } à la place { $seat }
seats-none = personne n’est encore assis

## D’où viennent les dés

dice-chosen = dés tirés d’une graine choisie par le créateur : le créateur connaît chaque lancer
dice-fair = dés tirés de la graine du serveur mêlée aux apports des joueurs : personne ne peut les orienter seul
dice-fair-count = dés tirés de la graine du serveur mêlée aux apports des joueurs ({ $contributed } { $contributed ->
    [one] joueur assis sur { $taken } a apporté le sien
   *[other] joueurs assis sur { $taken } ont apporté le leur
}) : personne ne peut les orienter seul
dice-seed-alone = dés tirés de la seule graine (le serveur n’a pas noté qui l’a choisie)

## Le suivi

watch-snapshot = { $status ->
    [open] une partie ouverte
    [playing] une partie en cours
    [finished] une partie terminée
    [cancelled] une partie annulée
   *[other] une partie
} à { $seats ->
    [one] { $seats } place
   *[other] { $seats } places
}, { $seated } ; { $dice }
watch-created = la partie est créée
watch-created-dice = la partie est créée ; { $dice }
watch-no-change = (aucun changement pour l’instant)
watch-rank = rang { $rank } : { $name } avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}
watch-cancelled = la partie a été annulée avant de commencer : pas de résultat
watch-verified-cancelled = vérifié : { $versions ->
    [one] { $versions } version
   *[other] { $versions } versions
} dans l’ordre, annulée avant tout lancer
watch-verified = vérifié : { $versions ->
    [one] { $versions } version
   *[other] { $versions } versions
} dans l’ordre, { $rolls ->
    [one] { $rolls } lancer tiré
   *[other] { $rolls } lancers tirés
} { $from ->
    [players] de la graine mêlée aux apports des joueurs
   *[seed] de la graine
}, classement rejoué

## Les événements

ev-seat-joined = { $name } s’assoit à la place { $seat }
ev-clock = le temps de { $name } est écoulé : le serveur joue pour lui le premier coup de la liste
ev-house = { $name } a trop souvent manqué de temps : un robot { $strategy } de la maison joue désormais la place { $seat }
ev-game-started = toutes les places sont prises : la partie commence, { $name } joue en premier
ev-dice-rolled = tour { $turn } : { $name } lance { $dice }
ev-ones-changed = { $name } change les « 1 » de { $from } en { $to }
ev-move-played = { $name } groupe les dés : { $groups }
ev-move-nothing = rien
ev-move-declined = aucun groupe (aucun dé utilisé)
ev-move-unreadable = un coup que ce suivi ne sait pas lire ({ $error })
ev-goat-climbed = la chèvre de { $name } monte sur la montagne { $mountain } jusqu’à la case { $step }
ev-summit-reached = la chèvre de { $name } atteint le sommet de la montagne { $mountain }
ev-knocked-down = la chèvre de { $name } est renvoyée du sommet de la montagne { $mountain } au pied
ev-point-token = { $name } prend un jeton Points de { $mountain }
ev-bonus-token = { $name } prend le jeton Points Bonus de { $value }
ev-placed-big = { $name } déplace une chèvre de la montagne { $mountain } sur la marche { $spot } de la Grande Montagne
ev-moved-big = { $name } déplace une chèvre de la Grande Montagne de la marche { $from } à la marche { $to }
ev-returned-big = { $name } ramène une chèvre de la marche { $spot } sur la montagne { $mountain }, case { $step }
ev-wasted = le groupe de { $name } qui fait { $sum } ne sert à rien ({ $why })
waste-no-mountain = aucune montagne ne porte ce numéro
waste-no-tokens = il n’y reste plus de jeton Points
waste-spot-taken = cette marche de la Grande Montagne est prise
waste-no-goat = aucune chèvre n’a été désignée pour la Grande Montagne
waste-unknown = sans raison donnée
ev-turn-ended = fin du tour de { $name }
ev-end-triggered = la fin approche : { $why } ; on termine le tour de table
end-why-bonus = le dernier jeton Points Bonus a été pris
end-why-mountains = trois montagnes n’ont plus de jetons Points
end-why-other = la fin est déclenchée
ev-game-over = la partie est terminée ; la graine est révélée
ev-game-cancelled = le serveur a annulé la partie : aucune place n’a été prise à temps
ev-game-cancelled-other = le serveur a annulé la partie ({ $reason })
ev-unknown = un événement que ce suivi ne connaît pas
