# De berichten van de viewer, in het Nederlands. De woorden van het spel volgen
# de Nederlandse regels: geit, berg, plek, voet van de berg, top, Puntfiche,
# bonusfiche, Big Mountain, dobbelstenen.

## De pagina

app-title = Mountain Goats
language-label = Taal
skip-link = Naar de inhoud
no-such-page = Deze pagina bestaat niet.
see-every-game = Bekijk alle spellen.

## Toestanden en opties

status-open = Wacht op spelers
status-playing = Bezig
status-finished = Afgelopen
status-cancelled = Geannuleerd
status-unknown = Onbekend
options-players = { $count ->
    [one] { $count } speler
   *[other] { $count } spelers
}
options-big-mountain = Big Mountain
options-base-game = basisspel
options-declining = groepen weigeren toegestaan

## Waar de dobbelstenen vandaan komen

dice-chosen = ⚠ gekozen seed: de maker kent elke worp
    .title = De maker van het spel koos de seed waar de dobbelstenen uit komen, en kent dus elke worp van tevoren.
dice-fair = eerlijke dobbelstenen: seed van de server + bijdragen van de spelers
    .title = De server legde zich vast op zijn seed voordat iemand meedeed, en de bijdrage van elke speler wordt erdoor gemengd als het spel begint: noch de server, noch één speler kan de dobbelstenen sturen.
dice-fair-count = eerlijke dobbelstenen: seed van de server + bijdragen van { $contributed } van { $taken ->
    [one] { $taken } speler
   *[other] { $taken } spelers
}

## De lobby

lobby-page-title = Spellen · Mountain Goats
lobby-tagline = Alle spellen op deze server, bezig en afgelopen.
lobby-games = Spellen
lobby-filters = Toon spellen per toestand
lobby-filter-all = Alle
lobby-filter-open = Open
lobby-filter-playing = Live
lobby-filter-finished = Afgelopen
lobby-filter-cancelled = Geannuleerd
lobby-caption = Spellen, nieuwste eerst
lobby-col-game = Spel
lobby-col-status = Toestand
lobby-col-players = Spelers
lobby-col-options = Opties
lobby-col-version = Versie
lobby-col-created = Gemaakt
lobby-version = versie
lobby-newer = ← Nieuwer
lobby-older = Ouder →
lobby-pages = Pagina’s
lobby-page = Pagina { $page }
lobby-loading = Laden…
lobby-count = { $count ->
    [one] { $count } spel op deze pagina
   *[other] { $count } spellen op deze pagina
} · bijgewerkt om { $time }
lobby-empty = Nog geen spellen.
lobby-error = Kon de spellen niet ophalen: { $error }
lobby-free = { $count } vrij
lobby-won = { $names } heeft gewonnen
lobby-shared = { $names } delen de winst

## De pagina van een spel

game-page-title = Spel { $id } · Mountain Goats
game-heading = Spel
back-to-lobby = ← Alle spellen
conn-connecting = Verbinden…
conn-live = ● Live
conn-reconnecting = Opnieuw verbinden…
conn-stopped = Gestopt: { $detail }
conn-ended = Stroom beëindigd
conn-game-over = Spel voorbij
conn-game-cancelled = Spel geannuleerd
no-such-game = Geen spel { $id }
version-unknown = Versie { $version } is onbekend voor deze pagina (een momentopname sloeg haar over).

## Terugkijken

replay = Terugkijken
replay-first = « Eerste
    .title = Eerste versie
replay-back = ‹ Terug
    .title = Vorige versie
replay-next = Volgende ›
    .title = Volgende versie
replay-live = Live
    .title = Live volgen (laatste versie)
replay-last = Laatste »
    .title = Laatste versie (het spel is voorbij)
replay-play = ▶ Afspelen
    .title = Speel het spel af vanaf de getoonde versie
replay-pause = ⏸ Pauze
    .title = Stop met afspelen
replay-speed = Afspeelsnelheid
replay-slider = Getoonde versie van het spel
replay-version = Versie { $version } van { $total }
replay-version-live = Versie { $version } van { $total } (live)
replay-version-finished = Versie { $version } van { $total } · afgelopen
replay-version-cancelled = Versie { $version } van { $total } · geannuleerd
replay-hint = Toetsen: ← → door de versies, Home / End naar de eerste / laatste, P speelt af of pauzeert.

## De toestand van het spel

game-status = Toestand van het spel
status-waiting-seats = Wacht op spelers: { $taken } van { $seats ->
    [one] { $seats } plaats bezet
   *[other] { $seats } plaatsen bezet
}
status-turn = Beurt { $turn }: { $name } is aan zet
status-wins = Spel voorbij: { $names } wint
status-share = Spel voorbij: { $names } delen de winst
status-cancelled-expired = Geannuleerd voor de start: niemand deed op tijd mee
options-version = versie { $version }
end-triggered-over = Het einde werd ingeluid: { $why }.
end-triggered-now = Het einde is ingeluid: { $why }. De ronde wordt afgemaakt.
end-why-bonus = het laatste bonusfiche is gepakt
end-why-mountains = drie bergen hebben geen Puntfiches meer
end-why-other = het einde is ingeluid

## Spelers

players = Spelers
player-to-move = aan zet
player-score = score { $score }
player-no-tokens = geen Puntfiches
player-tokens = { $count ->
    [one] { $count } Puntfiche van berg { $mountain }
   *[other] { $count } Puntfiches van berg { $mountain }
}
player-bonus = bonusfiche { $value }
player-big-goats = { $count ->
    [one] { $count } geit op de Big Mountain
   *[other] { $count } geiten op de Big Mountain
}
bonus-left = Bonusfiches over:
bonus-none = geen
chances = Kans om te winnen
seat = Plaats { $seat }
seat-note-house = huis
seat-note-house-bot = bot van het huis
seat-note-seat = plaats { $seat }
seat-look-0 = blauwe cirkel
seat-look-1 = oranje driehoek
seat-look-2 = groen vierkant
seat-look-3 = paarse ruit
seat-look-4 = gele ster

## Dobbelstenen

dice = Dobbelstenen
dice-last-move = Zet van { $name }
dice-rolled = Geworpen
dice-ones = 1-en gedraaid
dice-grouped = Gegroepeerd
dice-current = { $name } gooide
dice-current-label = De huidige worp
dice-last-label = De laatste zet
dice-none-open = Er wordt niet gegooid voordat alle plaatsen bezet zijn.
dice-none = Geen worp om te tonen.
dice-faces = dobbelstenen { $dice }
die-was = was { $face }
die-n = dobbelsteen { $n }
group-declined = geen enkele dobbelsteen gebruikt
group-mountain = berg { $sum }
group-spot = plek { $sum } van de Big Mountain
group-nothing = geen berg

## Het bord

board = Het bord
mountain = Berg { $number }
tokens-left = { $count ->
    [one] nog { $count } Puntfiche
   *[other] nog { $count } Puntfiches
}
place-foot = voet van de berg
place-step = plek { $step }
place-summit = top
place-goats = { $place }: { $names }
place-empty = { $place }: leeg
big-mountain = Big Mountain
spot = plek { $spot }: { $name }
spot-empty = plek { $spot }: leeg
bonus-tokens = Bonusfiches
win-chances-soon = De kansen om te winnen verschijnen hier zodra de server ze schat.
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Kans om te winnen: { $chance } ± { $error }, uit { $rollouts } uitgespeeld spel
       *[other] Kans om te winnen: { $chance } ± { $error }, uit { $rollouts } uitgespeelde spellen
    }
chance-seat-final = { $chance }
    .title = Kans om te winnen: { $chance }. Het spel is voorbij.
chances-explain = { $rollouts ->
    [one] Geschat uit { $rollouts } spel dat vanaf deze versie is uitgespeeld; elke kans klopt tot op ongeveer ± { $error }.
   *[other] Geschat uit { $rollouts } spellen die vanaf deze versie zijn uitgespeeld; elke kans klopt tot op ongeveer ± { $error }.
}
chances-final = Het spel is voorbij: deze kansen zijn de uitslag.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Kansen om te winnen door het spel heen: { $count } versie geschat, van versie { $from } tot { $to }
   *[other] Kansen om te winnen door het spel heen: { $count } versies geschat, van versie { $from } tot { $to }
}
chances-plot-seat = { $name } ({ $look }): nu { $now }, laagst { $low }, hoogst { $high }

## Het einde

standings = Eindstand
col-rank = Plaats
col-player = Speler
col-score = Score
col-point-tokens = Puntfiches
col-bonus = Bonus
col-big-mountain = Big Mountain
col-summits = Toppen
tie-summits = De gelijke stand werd beslist door de meeste geiten op een top.
tie-highest = De gelijke stand werd beslist door de hoogste bezette top.
tie-shared = Niets scheidde de koplopers: ze delen de winst.
check-ok = ✓ { $rolls ->
    [one] De worp is gecontroleerd
   *[other] Alle { $rolls } worpen zijn gecontroleerd
}: elke worp komt uit de onthulde seed, die klopt met de toezegging.
check-ok-players = ✓ { $rolls ->
    [one] De worp is gecontroleerd
   *[other] Alle { $rolls } worpen zijn gecontroleerd
}: elke worp komt uit de onthulde seed, die klopt met de toezegging, gemengd met de bijdragen van de spelers.
check-failed = ✗ Controle van de dobbelstenen mislukt: { $problem }
check-running = Elke worp wordt gecontroleerd met de onthulde seed…
check-waiting = De dobbelstenen worden gecontroleerd zodra de hele geschiedenis gelezen is.

## Wat er gebeurde

log = Wat er gebeurde
log-label = Gebeurtenissen, nieuwste eerst
log-created = Het spel is gemaakt
log-snapshot = (een momentopname: de gebeurtenissen van deze wijziging zijn niet verstuurd)
ev-seat-joined = { $name } neemt plaats { $seat }
ev-game-started = Alle plaatsen zijn bezet: het spel begint, { $name } begint
ev-dice-rolled = Beurt { $turn }: { $name } gooit { $dice }
ev-ones-changed = { $name } draait de 1-en van { $from } naar { $to }
ev-move-played = { $name } groepeert de dobbelstenen: { $groups }
ev-move-nothing = niets
ev-move-declined = geen groep (geen enkele dobbelsteen gebruikt)
ev-goat-climbed = de geit van { $name } klimt op berg { $mountain } naar plek { $step }
ev-summit-reached = de geit van { $name } bereikt de top van berg { $mountain }
ev-knocked-down = de geit van { $name } wordt van de top van berg { $mountain } naar de voet gestuurd
ev-point-token = { $name } pakt een Puntfiche van { $mountain }
ev-bonus-token = { $name } pakt het bonusfiche van { $value }
ev-placed-big = { $name } zet een geit van berg { $mountain } op plek { $spot } van de Big Mountain
ev-moved-big = { $name } verzet een geit op de Big Mountain van plek { $from } naar plek { $to }
ev-returned-big = { $name } haalt een geit terug van plek { $spot } naar berg { $mountain }, plek { $step }
ev-wasted = de groep van { $name } met som { $sum } doet niets ({ $why })
ev-turn-ended = de beurt van { $name } is voorbij
ev-end-triggered = Het einde nadert: { $why }; de ronde wordt afgemaakt
ev-game-over = Het spel is voorbij; de seed is onthuld
ev-game-cancelled = De server heeft het spel geannuleerd: er werd niet op tijd een plaats genomen
ev-game-cancelled-other = De server heeft het spel geannuleerd ({ $reason })
ev-clock = De tijd van { $name } is op: de server speelt de eerste zet uit de lijst
ev-house = { $name } had te vaak geen tijd meer: een { $strategy }-bot van het huis speelt voortaan deze plaats
ev-unknown = Een gebeurtenis die deze pagina niet kent
waste-no-mountain = geen berg heeft dat nummer
waste-no-tokens = daar zijn geen Puntfiches meer
waste-spot-taken = die plek van de Big Mountain is bezet
waste-no-goat = er is geen geit genoemd voor de Big Mountain
waste-unknown = geen reden opgegeven

## The ladder (ladder.ts)

ladder-link = Ranglijst
ladder-page-title = Ranglijst · Mountain Goats
ladder-title = Ranglijst
ladder-about = Accounts op getoonde rating, de hoogste eerst. De getoonde rating is μ − 3σ: het niveau geschat uit ratingspellen (μ) min drie keer de onzekerheid ervan (σ); een nieuw account begint op 0 en klimt door te spelen.
ladder-show-unrated = Ook accounts zonder ratingspel tonen
ladder-caption = De ranglijst: plaats, speler, rating, ratingspellen, laatste spel
ladder-col-rank = Plaats
ladder-col-player = Speler
ladder-col-rating = Rating
ladder-col-games = Ratingspellen
ladder-col-last = Laatste spel
ladder-higher = ← Hoger
ladder-lower = Lager →
ladder-count = Plaatsen { $from }–{ $to } van { $total ->
    [one] { $total } account
   *[other] { $total } accounts
}
ladder-empty = Nog geen account heeft een ratingspel uitgespeeld.
ladder-empty-all = Nog geen accounts.
ladder-error = Kon de ranglijst niet lezen: { $error }
ladder-never = nooit
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (niveau { $mu }, onzekerheid { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Ranglijst
account-heading = Account
account-page-title = { $name } · Mountain Goats
no-such-account = Geen account { $id }
account-error = Kon het account niet lezen: { $error }
account-house = huis
    .title = De eigen { $strategy }-bot van de server: een vast ijkpunt van de ranglijst
account-facts = Over het account
account-rating = Rating
account-rated-games = Ratingspellen
account-games-count = { $count ->
    [one] { $count } ratingspel
   *[other] { $count } ratingspellen
}
account-created = Gemaakt
account-last-game = Laatste ratingspel
account-key = Sleutel
account-key-active = actief
account-key-revoked = ingetrokken: het account kan niet meer aan spellen meedoen
account-key-house = geen: gespeeld door de server ({ $strategy })
account-chart = Rating in de tijd
account-games = Recente spellen
account-games-caption = Ratingspellen, nieuwste eerst
account-games-kept = Alleen de laatste { $count } ratingspellen worden bewaard.
account-col-number = Nr.
account-col-game = Spel
account-col-ended = Afgelopen
account-col-place = Plaats
account-col-rating = Rating na
account-col-change = Verschil
account-no-games = Nog geen ratingspel.
account-more-games = Nog { $count } tonen
account-place = { $place }e van { $players }
chart-axis-games = Ratingspel
chart-axis-rating = Rating
chart-label = Rating van { $name } over { $count ->
    [one] { $count } ratingspel
   *[other] { $count } ratingspellen
}
chart-point = Ratingspel { $number }: { $rating } ({ $change })
chart-summary = Getoonde rating { $first } na het eerste getoonde spel en { $last } na het laatste; laagste { $low }, hoogste { $high }.
chart-legend-displayed = getoonde rating (μ − 3σ)
chart-legend-band = μ ± σ
