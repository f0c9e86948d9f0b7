# To, co wypisuje `mountain-goats watch`, i zdania, które zapisuje
# `mountain-goats export`, po polsku. Słowa gry jak w zasadach i w podglądzie
# (web/src/locales/pl.ftl): koza, góra, pole, szczyt, Żeton Punktowy, Żeton
# Premii, Wielka Góra, kości. Liczby z rzeczownikami mają formy one / few /
# many (i other dla ułamków).

## Miejsca

seat-free = miejsce { $seat }
seat-taken = { $name } na miejscu { $seat }
seats-none = nikt jeszcze nie siedzi

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

## Podgląd

watch-snapshot = { $status ->
    [open] otwarta gra
    [playing] trwająca gra
    [finished] zakończona gra
    [cancelled] anulowana gra
   *[other] gra
} na { $seats ->
    [one] { $seats } miejsce
    [few] { $seats } miejsca
    [many] { $seats } miejsc
   *[other] { $seats } miejsca
}, { $seated }; { $dice }
watch-created = gra została utworzona
watch-created-dice = gra została utworzona; { $dice }
watch-no-change = (jeszcze bez zmian)
watch-rank = miejsce { $rank }: { $name }, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
watch-cancelled = gra została anulowana przed rozpoczęciem: brak wyniku
watch-verified-cancelled = sprawdzono: { $versions ->
    [one] { $versions } wersję
    [few] { $versions } wersje
    [many] { $versions } wersji
   *[other] { $versions } wersji
} po kolei, gra anulowana przed pierwszym rzutem
watch-verified = sprawdzono: { $versions ->
    [one] { $versions } wersję
    [few] { $versions } wersje
    [many] { $versions } wersji
   *[other] { $versions } wersji
} po kolei, { $rolls ->
    [one] { $rolls } rzut
    [few] { $rolls } rzuty
    [many] { $rolls } rzutów
   *[other] { $rolls } rzutu
} z { $from ->
    [players] ziarna zmieszanego z wkładami graczy
   *[seed] ziarna
}, wyniki odtworzone

## Zdarzenia

ev-seat-joined = { $name } zajmuje miejsce { $seat }
ev-clock = { $name }: czas minął, serwer wykonuje pierwszy ruch z listy
ev-house = { $name } zbyt często nie zdąża: odtąd na miejscu { $seat } gra bot serwera ({ $strategy })
ev-game-started = wszystkie miejsca zajęte: gra się zaczyna, pierwszy ruch: { $name }
ev-dice-rolled = tura { $turn }: { $name } rzuca { $dice }
ev-ones-changed = { $name } zamienia jedynki z { $from } na { $to }
ev-move-played = { $name } dzieli kości na grupy: { $groups }
ev-move-nothing = nic
ev-move-declined = żadnej grupy (nie użyto żadnej kości)
ev-move-unreadable = ruch, którego ten podgląd nie umie odczytać ({ $error })
ev-goat-climbed = { $name }: koza wspina się na górze { $mountain } na pole { $step }
ev-summit-reached = { $name }: koza zdobywa szczyt góry { $mountain }
ev-knocked-down = { $name }: koza zrzucona ze szczytu góry { $mountain } na sam dół
ev-point-token = { $name } bierze Żeton Punktowy z góry { $mountain }
ev-bonus-token = { $name } bierze Żeton Premii { $value }
ev-placed-big = { $name } przenosi kozę z góry { $mountain } na pole { $spot } Wielkiej Góry
ev-moved-big = { $name } przesuwa kozę na Wielkiej Górze z pola { $from } na pole { $to }
ev-returned-big = { $name } sprowadza kozę z pola { $spot } na górę { $mountain }, pole { $step }
ev-wasted = { $name }: grupa o sumie { $sum } nic nie robi ({ $why })
waste-no-mountain = nie ma góry o tym numerze
waste-no-tokens = nie zostały tam Żetony Punktowe
waste-spot-taken = to pole Wielkiej Góry jest zajęte
waste-no-goat = nie wskazano kozy dla Wielkiej Góry
waste-unknown = bez podanego powodu
ev-turn-ended = { $name } kończy turę
ev-end-triggered = koniec blisko: { $why }; dokańczamy bieżącą rundę
end-why-bonus = wzięto ostatni Żeton Premii
end-why-mountains = na trzech górach zabrakło Żetonów Punktowych
end-why-other = koniec gry jest wywołany
ev-game-over = koniec gry; ziarno zostało ujawnione
ev-game-cancelled = serwer anulował grę: zbyt długo nikt nie zajął miejsca
ev-game-cancelled-other = serwer anulował grę ({ $reason })
ev-unknown = zdarzenie nieznane temu podglądowi
