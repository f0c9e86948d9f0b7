# Повідомлення переглядача українською. Слова гри — як в українських правилах:
# коза, гора, місце, підніжжя гори, вершина, жетон очок, бонусний жетон,
# Велика гора, кубики. Числа з іменниками мають форми one / few / many.

## Сторінка

app-title = Mountain Goats
language-label = Мова
skip-link = Перейти до вмісту
no-such-page = Такої сторінки немає.
see-every-game = Переглянути всі ігри.

## Стани й параметри

status-open = Чекаємо гравців
status-playing = Триває
status-finished = Завершена
status-cancelled = Скасована
status-unknown = Невідомо
options-players = { $count ->
    [one] { $count } гравець
    [few] { $count } гравці
    [many] { $count } гравців
   *[other] { $count } гравця
}
options-big-mountain = Велика гора
options-base-game = базова гра
options-declining = можна відмовлятися від груп

## Звідки беруться кубики

dice-chosen = ⚠ обране зерно: творець знає кожен кидок
    .title = Творець гри обрав зерно, з якого беруться кубики, тож він знає кожен кидок наперед.
dice-fair = чесні кубики: зерно сервера + внески гравців
    .title = Сервер зобов’язався своїм зерном ще до того, як хтось приєднався, а внесок кожного гравця домішується на початку гри: ні сервер, ні жоден гравець не може керувати кубиками.
dice-fair-count = чесні кубики: зерно сервера + внески { $contributed } з { $taken ->
    [one] { $taken } гравця
    [few] { $taken } гравців
    [many] { $taken } гравців
   *[other] { $taken } гравця
}

## Зала

lobby-page-title = Ігри · Mountain Goats
lobby-tagline = Усі ігри на цьому сервері, поточні й завершені.
lobby-games = Ігри
lobby-filters = Показати ігри за станом
lobby-filter-all = Усі
lobby-filter-open = Відкриті
lobby-filter-playing = Наживо
lobby-filter-finished = Завершені
lobby-filter-cancelled = Скасовані
lobby-caption = Ігри, найновіші спочатку
lobby-col-game = Гра
lobby-col-status = Стан
lobby-col-players = Гравці
lobby-col-options = Параметри
lobby-col-version = Версія
lobby-col-created = Створена
lobby-version = версія
lobby-newer = ← Новіші
lobby-older = Старіші →
lobby-pages = Сторінки
lobby-page = Сторінка { $page }
lobby-loading = Завантаження…
lobby-count = { $count ->
    [one] { $count } гра на цій сторінці
    [few] { $count } гри на цій сторінці
    [many] { $count } ігор на цій сторінці
   *[other] { $count } гри на цій сторінці
} · оновлено о { $time }
lobby-empty = Ігор ще немає.
lobby-error = Не вдалося отримати список ігор: { $error }
lobby-free = { $count ->
    [one] { $count } вільне місце
    [few] { $count } вільні місця
    [many] { $count } вільних місць
   *[other] { $count } вільного місця
}
lobby-won = Перемога: { $names }
lobby-shared = Спільна перемога: { $names }

## Сторінка гри

game-page-title = Гра { $id } · Mountain Goats
game-heading = Гра
back-to-lobby = ← Усі ігри
conn-connecting = З’єднання…
conn-live = ● Наживо
conn-reconnecting = Повторне з’єднання…
conn-stopped = Зупинено: { $detail }
conn-ended = Потік завершився
conn-game-over = Гру завершено
conn-game-cancelled = Гру скасовано
no-such-game = Немає гри { $id }
version-unknown = Версія { $version } невідома цій сторінці (її пропустив знімок).

## Повтор

replay = Повтор гри
replay-first = « Перша
    .title = Перша версія
replay-back = ‹ Назад
    .title = Попередня версія
replay-next = Далі ›
    .title = Наступна версія
replay-live = Наживо
    .title = Стежити наживо (остання версія)
replay-last = Остання »
    .title = Остання версія (гру завершено)
replay-play = ▶ Відтворити
    .title = Відтворити гру від показаної версії
replay-pause = ⏸ Пауза
    .title = Зупинити відтворення
replay-speed = Швидкість відтворення
replay-slider = Показана версія гри
replay-version = Версія { $version } з { $total }
replay-version-live = Версія { $version } з { $total } (наживо)
replay-version-finished = Версія { $version } з { $total } · завершена
replay-version-cancelled = Версія { $version } з { $total } · скасована
replay-hint = Клавіші: ← → — версії по одній, Home / End — перша / остання, P — відтворити чи зупинити.

## Стан гри

game-status = Стан гри
status-waiting-seats = Чекаємо гравців: зайнято { $taken } з { $seats ->
    [one] { $seats } місця
    [few] { $seats } місць
    [many] { $seats } місць
   *[other] { $seats } місця
}
status-turn = Хід { $turn }: ходить { $name }
status-wins = Гру завершено. Перемога: { $names }
status-share = Гру завершено. Спільна перемога: { $names }
status-cancelled-expired = Скасована до початку: ніхто не приєднався вчасно
options-version = версія { $version }
end-triggered-over = Кінець гри настав: { $why }.
end-triggered-now = Настає кінець гри: { $why }. Раунд догравається.
end-why-bonus = узято останній бонусний жетон
end-why-mountains = на трьох горах закінчились жетони очок
end-why-other = настає кінець гри

## Гравці

players = Гравці
player-to-move = ходить
player-score = очки: { $score }
player-no-tokens = жетонів очок немає
player-tokens = { $count ->
    [one] { $count } жетон очок гори { $mountain }
    [few] { $count } жетони очок гори { $mountain }
    [many] { $count } жетонів очок гори { $mountain }
   *[other] { $count } жетона очок гори { $mountain }
}
player-bonus = бонусний жетон { $value }
player-big-goats = { $count ->
    [one] { $count } коза на Великій горі
    [few] { $count } кози на Великій горі
    [many] { $count } кіз на Великій горі
   *[other] { $count } кози на Великій горі
}
bonus-left = Бонусні жетони, що лишилися:
bonus-none = жодного
chances = Шанси на перемогу
seat = Місце { $seat }
seat-note-house = сервер
seat-note-house-bot = бот сервера
seat-note-seat = місце { $seat }
seat-look-0 = синє коло
seat-look-1 = помаранчевий трикутник
seat-look-2 = зелений квадрат
seat-look-3 = фіолетовий ромб
seat-look-4 = жовта зірка

## Кубики

dice = Кубики
dice-last-move = Хід: { $name }
dice-rolled = Випало
dice-ones = Змінені одиниці
dice-grouped = Групи
dice-current = Кидок: { $name }
dice-current-label = Поточний кидок
dice-last-label = Останній хід
dice-none-open = Кубики не кидають, доки не зайняті всі місця.
dice-none = Немає кидка для показу.
dice-faces = кубики { $dice }
die-was = було { $face }
die-n = кубик { $n }
group-declined = жоден кубик не використано
group-mountain = гора { $sum }
group-spot = місце { $sum } Великої гори
group-nothing = жодна гора

## Поле

board = Ігрове поле
mountain = Гора { $number }
tokens-left = { $count ->
    [one] лишився { $count } жетон очок
    [few] лишилося { $count } жетони очок
    [many] лишилося { $count } жетонів очок
   *[other] лишилося { $count } жетона очок
}
place-foot = підніжжя гори
place-step = місце { $step }
place-summit = вершина
place-goats = { $place }: { $names }
place-empty = { $place }: порожньо
big-mountain = Велика гора
spot = місце { $spot }: { $name }
spot-empty = місце { $spot }: порожньо
bonus-tokens = Бонусні жетони
win-chances-soon = Шанси на перемогу з’являться тут, коли сервер їх оцінить.
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Шанс на перемогу: { $chance } ± { $error }, з { $rollouts } партії, зіграної до кінця
        [few] Шанс на перемогу: { $chance } ± { $error }, з { $rollouts } партій, зіграних до кінця
        [many] Шанс на перемогу: { $chance } ± { $error }, з { $rollouts } партій, зіграних до кінця
       *[other] Шанс на перемогу: { $chance } ± { $error }, з { $rollouts } партії, зіграної до кінця
    }
chance-seat-final = { $chance }
    .title = Шанс на перемогу: { $chance }. Гру закінчено.
chances-explain = { $rollouts ->
    [one] Оцінено з { $rollouts } партії, зіграної до кінця від цієї версії; кожен шанс точний приблизно до ± { $error }.
    [few] Оцінено з { $rollouts } партій, зіграних до кінця від цієї версії; кожен шанс точний приблизно до ± { $error }.
    [many] Оцінено з { $rollouts } партій, зіграних до кінця від цієї версії; кожен шанс точний приблизно до ± { $error }.
   *[other] Оцінено з { $rollouts } партії, зіграної до кінця від цієї версії; кожен шанс точний приблизно до ± { $error }.
}
chances-final = Гру закінчено: ці шанси — її результат.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Шанси на перемогу протягом гри: оцінено { $count } версію, від версії { $from } до { $to }
    [few] Шанси на перемогу протягом гри: оцінено { $count } версії, від версії { $from } до { $to }
    [many] Шанси на перемогу протягом гри: оцінено { $count } версій, від версії { $from } до { $to }
   *[other] Шанси на перемогу протягом гри: оцінено { $count } версії, від версії { $from } до { $to }
}
chances-plot-seat = { $name } ({ $look }): зараз { $now }, найменше { $low }, найбільше { $high }

## Кінець

standings = Підсумкова таблиця
col-rank = Місце
col-player = Гравець
col-score = Очки
col-point-tokens = Жетони очок
col-bonus = Бонус
col-big-mountain = Велика гора
col-summits = Вершини
tie-summits = Нічию розв’язано: більше кіз на вершинах.
tie-highest = Нічию розв’язано: найвища зайнята вершина.
tie-shared = Ніщо не розділило лідерів: вони ділять перемогу.
check-ok = ✓ Перевірено { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
}: кожен походить із розкритого зерна, яке збігається із зобов’язанням.
check-ok-players = ✓ Перевірено { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
}: кожен походить із розкритого зерна, яке збігається із зобов’язанням, змішаного з внесками гравців.
check-failed = ✗ Перевірка кубиків не вдалася: { $problem }
check-running = Кожен кидок звіряється з розкритим зерном…
check-waiting = Кубики перевіряються, щойно прочитано всю історію.

## Що сталося

log = Що сталося
log-label = Події, найновіші спочатку
log-created = Гру створено
log-snapshot = (знімок: події цієї зміни не надіслано)
ev-seat-joined = { $name } займає місце { $seat }
ev-game-started = Усі місця зайняті: гра починається, першим ходить гравець { $name }
ev-dice-rolled = Хід { $turn }: { $name } кидає { $dice }
ev-ones-changed = { $name } перетворює одиниці з { $from } на { $to }
ev-move-played = { $name } групує кубики: { $groups }
ev-move-nothing = нічого
ev-move-declined = жодної групи (жоден кубик не використано)
ev-goat-climbed = { $name }: коза піднімається на горі { $mountain } на місце { $step }
ev-summit-reached = { $name }: коза досягає вершини гори { $mountain }
ev-knocked-down = { $name }: козу скинуто з вершини гори { $mountain } до підніжжя
ev-point-token = { $name } бере жетон очок гори { $mountain }
ev-bonus-token = { $name } бере бонусний жетон { $value }
ev-placed-big = { $name } переводить козу з гори { $mountain } на місце { $spot } Великої гори
ev-moved-big = { $name } переставляє козу на Великій горі з місця { $from } на місце { $to }
ev-returned-big = { $name } повертає козу з місця { $spot } на гору { $mountain }, місце { $step }
ev-wasted = { $name }: група із сумою { $sum } нічого не робить ({ $why })
ev-turn-ended = { $name } завершує хід
ev-end-triggered = Кінець близько: { $why }; раунд догравається
ev-game-over = Гру завершено; зерно розкрито
ev-game-cancelled = Сервер скасував гру: ніхто не зайняв місце вчасно
ev-game-cancelled-other = Сервер скасував гру ({ $reason })
ev-clock = { $name }: час вичерпано, сервер робить перший хід зі списку
ev-house = { $name } надто часто не встигає: відтепер за це місце грає бот сервера ({ $strategy })
ev-unknown = Подія, якої ця сторінка не знає
waste-no-mountain = гори з таким номером немає
waste-no-tokens = там не лишилося жетонів очок
waste-spot-taken = це місце Великої гори зайняте
waste-no-goat = для Великої гори не названо козу
waste-unknown = без причини

## The ladder (ladder.ts)

ladder-link = Рейтинг
ladder-page-title = Рейтинг · Mountain Goats
ladder-title = Рейтинг
ladder-about = Облікові записи за показаним рейтингом, від найвищого. Показаний рейтинг — це μ − 3σ: рівень гри, оцінений за рейтинговими іграми (μ), мінус потроєна невизначеність цієї оцінки (σ); новий обліковий запис починає з 0 і піднімається, граючи.
ladder-show-unrated = Показати й облікові записи без рейтингових ігор
ladder-caption = Рейтинг: місце, гравець, рейтинг, рейтингові ігри, остання гра
ladder-col-rank = Місце
ladder-col-player = Гравець
ladder-col-rating = Рейтинг
ladder-col-games = Рейтингові ігри
ladder-col-last = Остання гра
ladder-higher = ← Вище
ladder-lower = Нижче →
ladder-count = Місця { $from }–{ $to } з { $total ->
    [one] { $total } облікового запису
    [few] { $total } облікових записів
    [many] { $total } облікових записів
   *[other] { $total } облікового запису
}
ladder-empty = Жоден обліковий запис ще не завершив рейтингової гри.
ladder-empty-all = Облікових записів ще немає.
ladder-error = Не вдалося прочитати рейтинг: { $error }
ladder-never = ніколи
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (рівень { $mu }, невизначеність { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Рейтинг
account-heading = Обліковий запис
account-page-title = { $name } · Mountain Goats
no-such-account = Немає облікового запису { $id }
account-error = Не вдалося прочитати обліковий запис: { $error }
account-house = сервер
    .title = Власний бот сервера ({ $strategy }): незмінна точка відліку рейтингу
account-facts = Про обліковий запис
account-rating = Рейтинг
account-rated-games = Рейтингові ігри
account-games-count = { $count ->
    [one] { $count } рейтингова гра
    [few] { $count } рейтингові гри
    [many] { $count } рейтингових ігор
   *[other] { $count } рейтингової гри
}
account-created = Створено
account-last-game = Остання рейтингова гра
account-key = Ключ
account-key-active = дійсний
account-key-revoked = відкликаний: обліковий запис більше не може приєднуватися до ігор
account-key-house = немає: грає сервер ({ $strategy })
account-chart = Рейтинг з часом
account-games = Останні ігри
account-games-caption = Рейтингові ігри, найновіші спочатку
account-games-kept = Зберігаються лише останні рейтингові ігри ({ $count }).
account-col-number = №
account-col-game = Гра
account-col-ended = Завершена
account-col-place = Місце
account-col-rating = Рейтинг після
account-col-change = Зміна
account-no-games = Рейтингових ігор ще немає.
account-more-games = Показати ще { $count }
account-place = { $place }-е місце з { $players }
chart-axis-games = Рейтингова гра
chart-axis-rating = Рейтинг
chart-label = Рейтинг: { $name }, за { $count ->
    [one] { $count } рейтингову гру
    [few] { $count } рейтингові гри
    [many] { $count } рейтингових ігор
   *[other] { $count } рейтингової гри
}
chart-point = Рейтингова гра { $number }: { $rating } ({ $change })
chart-summary = Показаний рейтинг { $first } після першої показаної гри і { $last } після останньої; найнижчий { $low }, найвищий { $high }.
chart-legend-displayed = показаний рейтинг (μ − 3σ)
chart-legend-band = μ ± σ
