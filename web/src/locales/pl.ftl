# Komunikaty przeglądarki gier po polsku. Słowa gry jak w polskich zasadach:
# koza, góra, pole, dół góry, szczyt, Żeton Punktowy, Żeton Premii,
# Wielka Góra, kości. Liczby z rzeczownikami mają formy one / few / many.

## Strona

app-title = Mountain Goats
language-label = Język
skip-link = Przejdź do treści
no-such-page = Nie ma takiej strony.
see-every-game = Zobacz wszystkie gry.

## Stany i opcje

status-open = Czeka na graczy
status-playing = W toku
status-finished = Zakończona
status-cancelled = Anulowana
status-unknown = Nieznany
options-players = { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
    [many] { $count } graczy
   *[other] { $count } gracza
}
options-big-mountain = Wielka Góra
options-base-game = gra podstawowa
options-declining = można odrzucać grupy

## Skąd biorą się kości

dice-chosen = ⚠ wybrane ziarno: twórca zna każdy rzut
    .title = Twórca gry wybrał ziarno, z którego biorą się kości, więc zna każdy rzut z góry.
dice-fair = uczciwe kości: ziarno serwera + wkłady graczy
    .title = Serwer zobowiązał się do swojego ziarna, zanim ktokolwiek dołączył, a wkład każdego gracza jest do niego domieszany na początku gry: ani serwer, ani żaden gracz nie może sterować kośćmi.
dice-fair-count = uczciwe kości: ziarno serwera + wkłady { $contributed } z { $taken ->
    [one] { $taken } gracza
    [few] { $taken } graczy
    [many] { $taken } graczy
   *[other] { $taken } gracza
}

## Poczekalnia

lobby-page-title = Gry · Mountain Goats
lobby-tagline = Wszystkie gry na tym serwerze, trwające i zakończone.
lobby-games = Gry
lobby-filters = Pokaż gry według stanu
lobby-filter-all = Wszystkie
lobby-filter-open = Otwarte
lobby-filter-playing = Na żywo
lobby-filter-finished = Zakończone
lobby-filter-cancelled = Anulowane
lobby-caption = Gry, najnowsze najpierw
lobby-col-game = Gra
lobby-col-status = Stan
lobby-col-players = Gracze
lobby-col-options = Opcje
lobby-col-version = Wersja
lobby-col-created = Utworzona
lobby-version = wersja
lobby-newer = ← Nowsze
lobby-older = Starsze →
lobby-pages = Strony
lobby-page = Strona { $page }
lobby-loading = Wczytywanie…
lobby-count = { $count ->
    [one] { $count } gra na tej stronie
    [few] { $count } gry na tej stronie
    [many] { $count } gier na tej stronie
   *[other] { $count } gry na tej stronie
} · odświeżono o { $time }
lobby-empty = Jeszcze nie ma gier.
lobby-error = Nie udało się pobrać listy gier: { $error }
lobby-free = { $count ->
    [one] { $count } wolne miejsce
    [few] { $count } wolne miejsca
    [many] { $count } wolnych miejsc
   *[other] { $count } wolnego miejsca
}
lobby-won = Wygrana: { $names }
lobby-shared = Wspólna wygrana: { $names }

## Strona gry

game-page-title = Gra { $id } · Mountain Goats
game-heading = Gra
back-to-lobby = ← Wszystkie gry
conn-connecting = Łączenie…
conn-live = ● Na żywo
conn-reconnecting = Ponowne łączenie…
conn-stopped = Zatrzymano: { $detail }
conn-ended = Strumień zakończony
conn-game-over = Koniec gry
conn-game-cancelled = Gra anulowana
no-such-game = Nie ma gry { $id }
version-unknown = Wersja { $version } jest nieznana tej stronie (pominęła ją migawka).

## Powtórka

replay = Powtórka
replay-first = « Pierwsza
    .title = Pierwsza wersja
replay-back = ‹ Wstecz
    .title = Poprzednia wersja
replay-next = Dalej ›
    .title = Następna wersja
replay-live = Na żywo
    .title = Śledź na żywo (ostatnia wersja)
replay-last = Ostatnia »
    .title = Ostatnia wersja (gra jest zakończona)
replay-play = ▶ Odtwórz
    .title = Odtwórz grę od pokazanej wersji
replay-pause = ⏸ Pauza
    .title = Zatrzymaj odtwarzanie
replay-speed = Szybkość odtwarzania
replay-slider = Pokazana wersja gry
replay-version = Wersja { $version } z { $total }
replay-version-live = Wersja { $version } z { $total } (na żywo)
replay-version-finished = Wersja { $version } z { $total } · zakończona
replay-version-cancelled = Wersja { $version } z { $total } · anulowana
replay-hint = Klawisze: ← → kolejne wersje, Home / End pierwsza / ostatnia, P odtwarza lub zatrzymuje.

## Stan gry

game-status = Stan gry
status-waiting-seats = Czeka na graczy: zajęte { $taken } z { $seats ->
    [one] { $seats } miejsca
    [few] { $seats } miejsc
    [many] { $seats } miejsc
   *[other] { $seats } miejsca
}
status-turn = Tura { $turn }: ruch gracza { $name }
status-wins = Koniec gry. Wygrana: { $names }
status-share = Koniec gry. Wspólna wygrana: { $names }
status-cancelled-expired = Anulowana przed rozpoczęciem: nikt nie dołączył na czas
options-version = wersja { $version }
end-triggered-over = Koniec gry został wywołany: { $why }.
end-triggered-now = Koniec gry jest wywołany: { $why }. Dokańczamy bieżącą rundę.
end-why-bonus = wzięto ostatni Żeton Premii
end-why-mountains = na trzech górach zabrakło Żetonów Punktowych
end-why-other = koniec gry jest wywołany

## Gracze

players = Gracze
player-to-move = ruch
player-score = punkty: { $score }
player-no-tokens = brak Żetonów Punktowych
player-tokens = { $count ->
    [one] { $count } Żeton Punktowy z góry { $mountain }
    [few] { $count } Żetony Punktowe z góry { $mountain }
    [many] { $count } Żetonów Punktowych z góry { $mountain }
   *[other] { $count } Żetonu Punktowego z góry { $mountain }
}
player-bonus = Żeton Premii { $value }
player-big-goats = { $count ->
    [one] { $count } koza na Wielkiej Górze
    [few] { $count } kozy na Wielkiej Górze
    [many] { $count } kóz na Wielkiej Górze
   *[other] { $count } kozy na Wielkiej Górze
}
bonus-left = Pozostałe Żetony Premii:
bonus-none = brak
chances = Szanse na wygraną
seat = Miejsce { $seat }
seat-note-house = serwer
seat-note-house-bot = bot serwera
seat-note-seat = miejsce { $seat }
seat-look-0 = niebieskie koło
seat-look-1 = pomarańczowy trójkąt
seat-look-2 = zielony kwadrat
seat-look-3 = fioletowy romb
seat-look-4 = żółta gwiazda

## Kości

dice = Kości
dice-last-move = Ruch: { $name }
dice-rolled = Wyrzucono
dice-ones = Zmienione jedynki
dice-grouped = Grupy
dice-current = Rzut: { $name }
dice-current-label = Bieżący rzut
dice-last-label = Ostatni ruch
dice-none-open = Nikt nie rzuca, dopóki wszystkie miejsca nie są zajęte.
dice-none = Brak rzutu do pokazania.
dice-faces = kości { $dice }
die-was = było { $face }
die-n = kość { $n }
group-declined = nie użyto żadnej kości
group-mountain = góra { $sum }
group-spot = pole { $sum } Wielkiej Góry
group-nothing = żadna góra

## Plansza

board = Plansza
mountain = Góra { $number }
tokens-left = { $count ->
    [one] został { $count } Żeton Punktowy
    [few] zostały { $count } Żetony Punktowe
    [many] zostało { $count } Żetonów Punktowych
   *[other] zostało { $count } Żetonu Punktowego
}
place-foot = dół góry
place-step = pole { $step }
place-summit = szczyt
place-goats = { $place }: { $names }
place-empty = { $place }: puste
big-mountain = Wielka Góra
spot = pole { $spot }: { $name }
spot-empty = pole { $spot }: puste
bonus-tokens = Żetony Premii
win-chances-soon = Szanse na wygraną pojawią się tutaj, gdy serwer je oszacuje.
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Szansa na wygraną: { $chance } ± { $error }, z { $rollouts } partii rozegranej do końca
        [few] Szansa na wygraną: { $chance } ± { $error }, z { $rollouts } partii rozegranych do końca
        [many] Szansa na wygraną: { $chance } ± { $error }, z { $rollouts } partii rozegranych do końca
       *[other] Szansa na wygraną: { $chance } ± { $error }, z { $rollouts } partii rozegranej do końca
    }
chance-seat-final = { $chance }
    .title = Szansa na wygraną: { $chance }. Gra jest skończona.
chances-explain = { $rollouts ->
    [one] Oszacowano z { $rollouts } partii rozegranej do końca od tej wersji; każda szansa jest dokładna do około ± { $error }.
    [few] Oszacowano z { $rollouts } partii rozegranych do końca od tej wersji; każda szansa jest dokładna do około ± { $error }.
    [many] Oszacowano z { $rollouts } partii rozegranych do końca od tej wersji; każda szansa jest dokładna do około ± { $error }.
   *[other] Oszacowano z { $rollouts } partii rozegranej do końca od tej wersji; każda szansa jest dokładna do około ± { $error }.
}
chances-final = Gra jest skończona: te szanse to jej wynik.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Szanse na wygraną w trakcie gry: oszacowano { $count } wersję, od wersji { $from } do { $to }
    [few] Szanse na wygraną w trakcie gry: oszacowano { $count } wersje, od wersji { $from } do { $to }
    [many] Szanse na wygraną w trakcie gry: oszacowano { $count } wersji, od wersji { $from } do { $to }
   *[other] Szanse na wygraną w trakcie gry: oszacowano { $count } wersji, od wersji { $from } do { $to }
}
chances-plot-seat = { $name } ({ $look }): teraz { $now }, najmniej { $low }, najwięcej { $high }

## Koniec

standings = Wyniki końcowe
col-rank = Miejsce
col-player = Gracz
col-score = Punkty
col-point-tokens = Żetony Punktowe
col-bonus = Premia
col-big-mountain = Wielka Góra
col-summits = Szczyty
tie-summits = Remis rozstrzygnęła większa liczba kóz na szczytach.
tie-highest = Remis rozstrzygnął najwyżej punktowany zajęty szczyt.
tie-shared = Nic nie rozdzieliło prowadzących: dzielą się wygraną.
check-ok = ✓ Sprawdzono { $rolls ->
    [one] { $rolls } rzut
    [few] { $rolls } rzuty
    [many] { $rolls } rzutów
   *[other] { $rolls } rzutu
}: każdy pochodzi z ujawnionego ziarna, które zgadza się ze zobowiązaniem.
check-ok-players = ✓ Sprawdzono { $rolls ->
    [one] { $rolls } rzut
    [few] { $rolls } rzuty
    [many] { $rolls } rzutów
   *[other] { $rolls } rzutu
}: każdy pochodzi z ujawnionego ziarna, które zgadza się ze zobowiązaniem, zmieszanego z wkładami graczy.
check-failed = ✗ Sprawdzenie kości nie powiodło się: { $problem }
check-running = Sprawdzanie każdego rzutu z ujawnionym ziarnem…
check-waiting = Kości zostaną sprawdzone po wczytaniu całej historii.

## Co się wydarzyło

log = Co się wydarzyło
log-label = Zdarzenia, najnowsze najpierw
log-created = Gra została utworzona
log-snapshot = (migawka: zdarzenia tej zmiany nie zostały wysłane)
ev-seat-joined = { $name } zajmuje miejsce { $seat }
ev-game-started = Wszystkie miejsca zajęte: gra się zaczyna, pierwszy ruch: { $name }
ev-dice-rolled = Tura { $turn }: { $name } rzuca { $dice }
ev-ones-changed = { $name } zamienia jedynki z { $from } na { $to }
ev-move-played = { $name } dzieli kości na grupy: { $groups }
ev-move-nothing = nic
ev-move-declined = żadnej grupy (nie użyto żadnej kości)
ev-goat-climbed = { $name }: koza wspina się na górze { $mountain } na pole { $step }
ev-summit-reached = { $name }: koza zdobywa szczyt góry { $mountain }
ev-knocked-down = { $name }: koza zrzucona ze szczytu góry { $mountain } na sam dół
ev-point-token = { $name } bierze Żeton Punktowy z góry { $mountain }
ev-bonus-token = { $name } bierze Żeton Premii { $value }
ev-placed-big = { $name } przenosi kozę z góry { $mountain } na pole { $spot } Wielkiej Góry
ev-moved-big = { $name } przesuwa kozę na Wielkiej Górze z pola { $from } na pole { $to }
ev-returned-big = { $name } sprowadza kozę z pola { $spot } na górę { $mountain }, pole { $step }
ev-wasted = { $name }: grupa o sumie { $sum } nic nie robi ({ $why })
ev-turn-ended = { $name } kończy turę
ev-end-triggered = Koniec blisko: { $why }; dokańczamy bieżącą rundę
ev-game-over = Koniec gry; ziarno zostało ujawnione
ev-game-cancelled = Serwer anulował grę: nikt nie zajął miejsca na czas
ev-game-cancelled-other = Serwer anulował grę ({ $reason })
ev-clock = { $name }: czas minął, serwer wykonuje pierwszy ruch z listy
ev-house = { $name } zbyt często nie zdąża: odtąd to miejsce gra bot serwera ({ $strategy })
ev-unknown = Zdarzenie nieznane tej stronie
waste-no-mountain = nie ma góry o tym numerze
waste-no-tokens = nie zostały tam Żetony Punktowe
waste-spot-taken = to pole Wielkiej Góry jest zajęte
waste-no-goat = nie wskazano kozy dla Wielkiej Góry
waste-unknown = bez podanego powodu

## The ladder (ladder.ts)

ladder-link = Ranking
ladder-page-title = Ranking · Mountain Goats
ladder-title = Ranking
ladder-about = Konta według wyświetlanego rankingu, od najwyższego. Wyświetlany ranking to μ − 3σ: umiejętność oszacowana na podstawie gier rankingowych (μ) minus trzykrotna niepewność tej oceny (σ); nowe konto zaczyna od 0 i pnie się w górę, grając.
ladder-show-unrated = Pokaż też konta bez gier rankingowych
ladder-caption = Ranking: miejsce, gracz, ranking, gry rankingowe, ostatnia gra
ladder-col-rank = Miejsce
ladder-col-player = Gracz
ladder-col-rating = Ranking
ladder-col-games = Gry rankingowe
ladder-col-last = Ostatnia gra
ladder-higher = ← Wyżej
ladder-lower = Niżej →
ladder-count = Miejsca { $from }–{ $to } z { $total ->
    [one] { $total } konta
    [few] { $total } kont
    [many] { $total } kont
   *[other] { $total } konta
}
ladder-empty = Żadne konto nie ukończyło jeszcze gry rankingowej.
ladder-empty-all = Nie ma jeszcze kont.
ladder-error = Nie udało się odczytać rankingu: { $error }
ladder-never = nigdy
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (umiejętność { $mu }, niepewność { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Ranking
account-heading = Konto
account-page-title = { $name } · Mountain Goats
no-such-account = Nie ma konta { $id }
account-error = Nie udało się odczytać konta: { $error }
account-house = serwer
    .title = Własny bot serwera ({ $strategy }): stały punkt odniesienia rankingu
account-facts = O koncie
account-rating = Ranking
account-rated-games = Gry rankingowe
account-games-count = { $count ->
    [one] { $count } gra rankingowa
    [few] { $count } gry rankingowe
    [many] { $count } gier rankingowych
   *[other] { $count } gry rankingowej
}
account-created = Utworzone
account-last-game = Ostatnia gra rankingowa
account-key = Klucz
account-key-active = aktywny
account-key-revoked = unieważniony: konto nie może już dołączać do gier
account-key-house = brak: gra serwer ({ $strategy })
account-chart = Ranking w czasie
account-games = Ostatnie gry
account-games-caption = Gry rankingowe, najnowsze najpierw
account-games-kept = Przechowywane są tylko ostatnie gry rankingowe ({ $count }).
account-col-number = Nr
account-col-game = Gra
account-col-ended = Zakończona
account-col-place = Miejsce
account-col-rating = Ranking po grze
account-col-change = Zmiana
account-no-games = Nie ma jeszcze gier rankingowych.
account-more-games = Pokaż jeszcze { $count }
account-place = { $place }. miejsce z { $players }
chart-axis-games = Gra rankingowa
chart-axis-rating = Ranking
chart-label = Ranking: { $name }, po { $count ->
    [one] { $count } grze rankingowej
    [few] { $count } grach rankingowych
    [many] { $count } grach rankingowych
   *[other] { $count } grze rankingowej
}
chart-point = Gra rankingowa { $number }: { $rating } ({ $change })
chart-summary = Wyświetlany ranking { $first } po pierwszej pokazanej grze i { $last } po ostatniej; najniższy { $low }, najwyższy { $high }.
chart-legend-displayed = wyświetlany ranking (μ − 3σ)
chart-legend-band = μ ± σ
