# Wat `mountain-goats watch` toont en de zinnen die `mountain-goats export`
# schrijft, in het Nederlands. De woorden van het spel zijn die van de regels
# en van de viewer (web/src/locales/nl.ftl): geit, berg, plek, voet, top,
# Puntfiche, bonusfiche, Big Mountain, dobbelstenen.

## Plaatsen

seat-free = plaats { $seat }
seat-taken = { $name } op plaats { $seat }
seats-none = nog niemand aan tafel

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

## Het volgen

watch-snapshot = { $status ->
    [open] een open spel
    [playing] een lopend spel
    [finished] een afgelopen spel
    [cancelled] een geannuleerd spel
   *[other] een spel
} met { $seats ->
    [one] { $seats } plaats
   *[other] { $seats } plaatsen
}, { $seated }; { $dice }
watch-created = het spel is gemaakt
watch-created-dice = het spel is gemaakt; { $dice }
watch-no-change = (nog geen wijziging)
watch-rank = plaats { $rank }: { $name } met { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
watch-cancelled = het spel werd geannuleerd voor het begon: geen uitslag
watch-verified-cancelled = gecontroleerd: { $versions ->
    [one] { $versions } versie
   *[other] { $versions } versies
} op volgorde, geannuleerd voor de eerste worp
watch-verified = gecontroleerd: { $versions ->
    [one] { $versions } versie
   *[other] { $versions } versies
} op volgorde, { $rolls ->
    [one] { $rolls } worp
   *[other] { $rolls } worpen
} uit { $from ->
    [players] de seed gemengd met de bijdragen van de spelers
   *[seed] de seed
}, eindstand nagespeeld

## Gebeurtenissen

ev-seat-joined = { $name } neemt plaats { $seat }
ev-clock = de tijd van { $name } is op: de server speelt de eerste zet uit de lijst
ev-house = { $name } had te vaak geen tijd meer: een { $strategy }-bot van het huis speelt voortaan plaats { $seat }
ev-game-started = alle plaatsen zijn bezet: het spel begint, { $name } begint
ev-dice-rolled = beurt { $turn }: { $name } gooit { $dice }
ev-ones-changed = { $name } draait de 1-en van { $from } naar { $to }
ev-move-played = { $name } groepeert de dobbelstenen: { $groups }
ev-move-nothing = niets
ev-move-declined = geen groep (geen enkele dobbelsteen gebruikt)
ev-move-unreadable = een zet die dit volgen niet kan lezen ({ $error })
ev-goat-climbed = de geit van { $name } klimt op berg { $mountain } naar plek { $step }
ev-summit-reached = de geit van { $name } bereikt de top van berg { $mountain }
ev-knocked-down = de geit van { $name } wordt van de top van berg { $mountain } naar de voet gestuurd
ev-point-token = { $name } pakt een Puntfiche van { $mountain }
ev-bonus-token = { $name } pakt het bonusfiche van { $value }
ev-placed-big = { $name } zet een geit van berg { $mountain } op plek { $spot } van de Big Mountain
ev-moved-big = { $name } verzet een geit op de Big Mountain van plek { $from } naar plek { $to }
ev-returned-big = { $name } haalt een geit terug van plek { $spot } naar berg { $mountain }, plek { $step }
ev-wasted = de groep van { $name } met som { $sum } doet niets ({ $why })
waste-no-mountain = geen berg heeft dat nummer
waste-no-tokens = daar zijn geen Puntfiches meer
waste-spot-taken = die plek van de Big Mountain is bezet
waste-no-goat = er is geen geit genoemd voor de Big Mountain
waste-unknown = geen reden opgegeven
ev-turn-ended = de beurt van { $name } is voorbij
ev-end-triggered = het einde nadert: { $why }; de ronde wordt afgemaakt
end-why-bonus = het laatste bonusfiche is gepakt
end-why-mountains = drie bergen hebben geen Puntfiches meer
end-why-other = het einde is ingeluid
ev-game-over = het spel is voorbij; de seed is onthuld
ev-game-cancelled = de server heeft het spel geannuleerd: er werd te lang geen plaats genomen
ev-game-cancelled-other = de server heeft het spel geannuleerd ({ $reason })
ev-unknown = een gebeurtenis die dit volgen niet kent
