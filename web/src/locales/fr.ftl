# Les messages du visualiseur, en français. Les mots du jeu suivent la règle
# française : chèvre, montagne, case, pied de la montagne, sommet, jeton Points,
# jeton Points Bonus, Grande Montagne, marche, dés.

## La page

app-title = Mountain Goats
language-label = Langue
skip-link = Aller au contenu
no-such-page = Cette page n’existe pas.
see-every-game = Voir toutes les parties.

## États et options

status-open = En attente de joueurs
status-playing = En cours
status-finished = Terminée
status-cancelled = Annulée
status-unknown = Inconnu
options-players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
options-big-mountain = Grande Montagne
options-base-game = jeu de base
options-declining = groupes facultatifs

## D’où viennent les dés

dice-chosen = ⚠ graine choisie : le créateur connaît chaque lancer
    .title = Le créateur a choisi la graine d’où viennent les dés : il connaît donc chaque lancer à l’avance.
dice-fair = dés équitables : graine du serveur + apports des joueurs
    .title = Le serveur s’est engagé sur sa graine avant que quiconque ne s’assoie, et l’apport de chaque joueur y est mêlé au début de la partie : ni le serveur ni aucun joueur ne peut orienter les dés.
dice-fair-count = dés équitables : graine du serveur + apports de { $contributed } { $contributed ->
    [one] joueur sur { $taken }
   *[other] joueurs sur { $taken }
}

## Le salon

lobby-page-title = Parties · Mountain Goats
lobby-tagline = Toutes les parties de ce serveur, en cours et terminées.
lobby-games = Parties
lobby-filters = Afficher les parties selon leur état
lobby-filter-all = Toutes
lobby-filter-open = Ouvertes
lobby-filter-playing = En cours
lobby-filter-finished = Terminées
lobby-filter-cancelled = Annulées
lobby-caption = Parties, les plus récentes d’abord
lobby-col-game = Partie
lobby-col-status = État
lobby-col-players = Joueurs
lobby-col-options = Options
lobby-col-version = Version
lobby-col-created = Créée
lobby-version = version
lobby-newer = ← Plus récentes
lobby-older = Plus anciennes →
lobby-pages = Pages
lobby-page = Page { $page }
lobby-loading = Chargement…
lobby-count = { $count ->
    [one] { $count } partie sur cette page
   *[other] { $count } parties sur cette page
} · mis à jour à { $time }
lobby-empty = Aucune partie pour l’instant.
lobby-error = Impossible de lister les parties : { $error }
lobby-free = { $count ->
    [one] { $count } place libre
   *[other] { $count } places libres
}
lobby-won = { $names } a gagné
lobby-shared = { $names } se partagent la victoire

## La page d’une partie

game-page-title = Partie { $id } · Mountain Goats
game-heading = Partie
back-to-lobby = ← Toutes les parties
conn-connecting = Connexion…
conn-live = ● En direct
conn-reconnecting = Reconnexion…
conn-stopped = Arrêté : { $detail }
conn-ended = Flux terminé
conn-game-over = Partie terminée
conn-game-cancelled = Partie annulée
no-such-game = Aucune partie { $id }
version-unknown = La version { $version } est inconnue de cette page (un instantané l’a sautée).

## Rejouer

replay = Rejouer la partie
replay-first = « Début
    .title = Première version
replay-back = ‹ Retour
    .title = Version précédente
replay-next = Suivant ›
    .title = Version suivante
replay-live = En direct
    .title = Suivre en direct (dernière version)
replay-last = Fin »
    .title = Dernière version (la partie est terminée)
replay-play = ▶ Lecture
    .title = Rejouer la partie à partir de la version affichée
replay-pause = ⏸ Pause
    .title = Arrêter la lecture
replay-speed = Vitesse de lecture
replay-slider = Version de la partie affichée
replay-version = Version { $version } sur { $total }
replay-version-live = Version { $version } sur { $total } (en direct)
replay-version-finished = Version { $version } sur { $total } · terminée
replay-version-cancelled = Version { $version } sur { $total } · annulée
replay-hint = Touches : ← → pour avancer ou reculer, Début / Fin pour la première / la dernière version, P pour lancer ou arrêter la lecture.

## L’état de la partie

game-status = État de la partie
status-waiting-seats = En attente de joueurs : { $taken } { $seats ->
    [one] place prise sur { $seats }
   *[other] places prises sur { $seats }
}
status-turn = Tour { $turn } : à { $name } de jouer
status-wins = Partie terminée : { $names } gagne
status-share = Partie terminée : { $names } se partagent la victoire
status-cancelled-expired = Annulée avant de commencer : personne n’a rejoint à temps
options-version = version { $version }
end-triggered-over = La fin a été déclenchée : { $why }.
end-triggered-now = La fin est déclenchée : { $why }. On termine le tour de table.
end-why-bonus = le dernier jeton Points Bonus a été pris
end-why-mountains = trois montagnes n’ont plus de jetons Points
end-why-other = la fin est déclenchée

## Les joueurs

players = Joueurs
player-to-move = à jouer
player-score = score { $score }
player-no-tokens = aucun jeton Points
player-tokens = { $count ->
    [one] { $count } jeton Points de la montagne { $mountain }
   *[other] { $count } jetons Points de la montagne { $mountain }
}
player-bonus = jeton Points Bonus de { $value }
player-big-goats = { $count ->
    [one] { $count } chèvre sur la Grande Montagne
   *[other] { $count } chèvres sur la Grande Montagne
}
bonus-left = Jetons Points Bonus restants :
bonus-none = aucun
chances = Chances de gagner
seat = Place { $seat }
seat-note-house = maison
seat-note-house-bot = robot de la maison
seat-note-seat = place { $seat }
seat-look-0 = rond bleu
seat-look-1 = triangle orange
seat-look-2 = carré vert
seat-look-3 = losange violet
seat-look-4 = étoile jaune

## Les dés

dice = Dés
dice-last-move = Coup de { $name }
dice-rolled = Lancés
dice-ones = « 1 » changés
dice-grouped = Groupés
dice-current = { $name } a lancé
dice-current-label = Le lancer en cours
dice-last-label = Le dernier coup
dice-none-open = Aucun dé n’est lancé avant que toutes les places soient prises.
dice-none = Aucun lancer à montrer.
dice-faces = dés { $dice }
die-was = était { $face }
die-n = dé { $n }
group-declined = aucun dé utilisé
group-mountain = montagne { $sum }
group-spot = marche { $sum } de la Grande Montagne
group-nothing = aucune montagne

## Le plateau

board = Le plateau
mountain = Montagne { $number }
tokens-left = { $count ->
    [one] { $count } jeton Points restant
   *[other] { $count } jetons Points restants
}
place-foot = pied de la montagne
place-step = case { $step }
place-summit = sommet
place-goats = { $place } : { $names }
place-empty = { $place } : vide
big-mountain = Grande Montagne
spot = marche { $spot } : { $name }
spot-empty = marche { $spot } : vide
bonus-tokens = Jetons Points Bonus
win-chances-soon = Les chances de gagner s’afficheront ici quand le serveur les estimera.
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Chance de gagner : { $chance } ± { $error }, sur { $rollouts } partie jouée jusqu’au bout
       *[other] Chance de gagner : { $chance } ± { $error }, sur { $rollouts } parties jouées jusqu’au bout
    }
chance-seat-final = { $chance }
    .title = Chance de gagner : { $chance }. La partie est finie.
chances-explain = { $rollouts ->
    [one] Estimées sur { $rollouts } partie jouée jusqu’au bout depuis cette version ; chaque chance est juste à environ ± { $error } près.
   *[other] Estimées sur { $rollouts } parties jouées jusqu’au bout depuis cette version ; chaque chance est juste à environ ± { $error } près.
}
chances-final = La partie est finie : ces chances sont son résultat.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Chances de gagner au fil de la partie : { $count } version estimée, de la version { $from } à la version { $to }
   *[other] Chances de gagner au fil de la partie : { $count } versions estimées, de la version { $from } à la version { $to }
}
chances-plot-seat = { $name } ({ $look }) : { $now } maintenant, au plus bas { $low }, au plus haut { $high }

## La fin

standings = Classement final
col-rank = Rang
col-player = Joueur
col-score = Score
col-point-tokens = Jetons Points
col-bonus = Bonus
col-big-mountain = Grande Montagne
col-summits = Sommets
tie-summits = L’égalité a été départagée par le plus de chèvres au sommet.
tie-highest = L’égalité a été départagée par le sommet le plus élevé.
tie-shared = Rien n’a départagé les premiers : ils se partagent la victoire.
check-ok = ✓ { $rolls ->
    [one] Le lancer est vérifié
   *[other] Les { $rolls } lancers sont vérifiés
} : chacun vient de la graine révélée, qui correspond à l’engagement.
check-ok-players = ✓ { $rolls ->
    [one] Le lancer est vérifié
   *[other] Les { $rolls } lancers sont vérifiés
} : chacun vient de la graine révélée, qui correspond à l’engagement, mêlée aux apports des joueurs.
check-failed = ✗ Échec de la vérification des dés : { $problem }
check-running = Vérification de chaque lancer avec la graine révélée…
check-waiting = Les dés seront vérifiés une fois tout l’historique lu.

## Ce qui s’est passé

log = Ce qui s’est passé
log-label = Événements, les plus récents d’abord
log-created = La partie est créée
log-snapshot = (un instantané : les événements de ce changement n’ont pas été envoyés)
ev-seat-joined = { $name } s’assoit à la place { $seat }
ev-game-started = Toutes les places sont prises : la partie commence, { $name } joue en premier
ev-dice-rolled = Tour { $turn } : { $name } lance { $dice }
ev-ones-changed = { $name } change les « 1 » de { $from } en { $to }
ev-move-played = { $name } groupe les dés : { $groups }
ev-move-nothing = rien
ev-move-declined = aucun groupe (aucun dé utilisé)
ev-goat-climbed = la chèvre de { $name } monte sur la montagne { $mountain } jusqu’à la case { $step }
ev-summit-reached = la chèvre de { $name } atteint le sommet de la montagne { $mountain }
ev-knocked-down = la chèvre de { $name } est renvoyée du sommet de la montagne { $mountain } au pied
ev-point-token = { $name } prend un jeton Points de { $mountain }
ev-bonus-token = { $name } prend le jeton Points Bonus de { $value }
ev-placed-big = { $name } déplace une chèvre de la montagne { $mountain } sur la marche { $spot } de la Grande Montagne
ev-moved-big = { $name } déplace une chèvre de la Grande Montagne de la marche { $from } à la marche { $to }
ev-returned-big = { $name } ramène une chèvre de la marche { $spot } sur la montagne { $mountain }, case { $step }
ev-wasted = le groupe de { $name } qui fait { $sum } ne sert à rien ({ $why })
ev-turn-ended = fin du tour de { $name }
ev-end-triggered = La fin approche : { $why } ; on termine le tour de table
ev-game-over = La partie est terminée ; la graine est révélée
ev-game-cancelled = Le serveur a annulé la partie : aucune place n’a été prise à temps
ev-game-cancelled-other = Le serveur a annulé la partie ({ $reason })
ev-clock = Le temps de { $name } est écoulé : le serveur joue pour lui le premier coup de la liste
ev-house = { $name } a trop souvent manqué de temps : un robot { $strategy } de la maison joue désormais cette place
ev-unknown = Un événement que cette page ne connaît pas
waste-no-mountain = aucune montagne ne porte ce numéro
waste-no-tokens = il n’y reste plus de jeton Points
waste-spot-taken = cette marche de la Grande Montagne est prise
waste-no-goat = aucune chèvre n’a été désignée pour la Grande Montagne
waste-unknown = sans raison donnée

## The ladder (ladder.ts)

ladder-link = Classement
ladder-page-title = Classement · Mountain Goats
ladder-title = Classement
ladder-about = Les comptes par cote affichée, la plus haute d’abord. La cote affichée est μ − 3σ : le niveau estimé d’après les parties classées (μ) moins trois fois son incertitude (σ) ; un nouveau compte part de 0 et monte en jouant.
ladder-show-unrated = Afficher aussi les comptes sans partie classée
ladder-caption = Le classement : rang, joueur, cote, parties classées, dernière partie
ladder-col-rank = Rang
ladder-col-player = Joueur
ladder-col-rating = Cote
ladder-col-games = Parties classées
ladder-col-last = Dernière partie
ladder-higher = ← Plus haut
ladder-lower = Plus bas →
ladder-count = Rangs { $from } à { $to } sur { $total ->
    [one] { $total } compte
   *[other] { $total } comptes
}
ladder-empty = Aucun compte n’a encore terminé de partie classée.
ladder-empty-all = Aucun compte pour l’instant.
ladder-error = Impossible de lire le classement : { $error }
ladder-never = jamais
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (niveau { $mu }, incertitude { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Classement
account-heading = Compte
account-page-title = { $name } · Mountain Goats
no-such-account = Aucun compte { $id }
account-error = Impossible de lire le compte : { $error }
account-house = maison
    .title = Le robot { $strategy } du serveur : un repère fixe du classement
account-facts = À propos du compte
account-rating = Cote
account-rated-games = Parties classées
account-games-count = { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
}
account-created = Créé
account-last-game = Dernière partie classée
account-key = Clé
account-key-active = active
account-key-revoked = révoquée : le compte ne peut plus rejoindre de partie
account-key-house = aucune : joué par le serveur ({ $strategy })
account-chart = La cote au fil des parties
account-games = Parties récentes
account-games-caption = Parties classées, les plus récentes d’abord
account-games-kept = Seules les { $count } dernières parties classées sont conservées.
account-col-number = N°
account-col-game = Partie
account-col-ended = Terminée
account-col-place = Place
account-col-rating = Cote après
account-col-change = Variation
account-no-games = Aucune partie classée pour l’instant.
account-more-games = Afficher { $count } de plus
# $place est un nombre ordinal : ses variantes sont les catégories ordinales.
account-place = { $place ->
    [one] { $place }er
   *[other] { $place }e
} sur { $players }
chart-axis-games = Partie classée
chart-axis-rating = Cote
chart-label = Cote de { $name } sur { $count ->
    [one] { $count } partie classée
   *[other] { $count } parties classées
}
chart-point = Partie classée { $number } : { $rating } ({ $change })
chart-summary = Cote affichée { $first } après la première partie montrée et { $last } après la dernière ; la plus basse { $low }, la plus haute { $high }.
chart-legend-displayed = cote affichée (μ − 3σ)
chart-legend-band = μ ± σ
