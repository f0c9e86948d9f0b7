# Те, що друкує `mountain-goats watch`, і речення, які пише
# `mountain-goats export`, українською. Слова гри — як у правилах і в
# переглядачі (web/src/locales/uk.ftl): коза, гора, місце, підніжжя, вершина,
# жетон очок, бонусний жетон, Велика гора, кубики. Числа з іменниками мають
# форми one / few / many (і other для дробів).

## Місця

seat-free = місце { $seat }
seat-taken = { $name } на місці { $seat }
seats-none = ще ніхто не сів

## Звідки беруться кубики

dice-chosen = кубики із зерна, яке обрав творець: творець знає кожен кидок
dice-fair = кубики із зерна сервера, змішаного з внесками гравців: ніхто не може керувати ними сам
dice-fair-count = кубики із зерна сервера, змішаного з внесками гравців (внесок { $contributed ->
    [one] зробив
    [few] зробили
    [many] зробили
   *[other] зробили
} { $contributed } з { $taken ->
    [one] { $taken } гравця за столом
    [few] { $taken } гравців за столом
    [many] { $taken } гравців за столом
   *[other] { $taken } гравця за столом
}): ніхто не може керувати ними сам
dice-seed-alone = кубики лише із зерна (сервер не записав, хто його обрав)

## Перегляд

watch-snapshot = { $status ->
    [open] відкрита гра
    [playing] поточна гра
    [finished] завершена гра
    [cancelled] скасована гра
   *[other] гра
} на { $seats ->
    [one] { $seats } місце
    [few] { $seats } місця
    [many] { $seats } місць
   *[other] { $seats } місця
}, { $seated }; { $dice }
watch-created = гру створено
watch-created-dice = гру створено; { $dice }
watch-no-change = (поки без змін)
watch-rank = місце { $rank }: { $name }, { $points ->
    [one] { $points } очко
    [few] { $points } очки
    [many] { $points } очок
   *[other] { $points } очка
}
watch-cancelled = гру скасовано до початку: результату немає
watch-verified-cancelled = перевірено: { $versions ->
    [one] { $versions } версію
    [few] { $versions } версії
    [many] { $versions } версій
   *[other] { $versions } версії
} по порядку, гру скасовано до першого кидка
watch-verified = перевірено: { $versions ->
    [one] { $versions } версію
    [few] { $versions } версії
    [many] { $versions } версій
   *[other] { $versions } версії
} по порядку, { $rolls ->
    [one] { $rolls } кидок
    [few] { $rolls } кидки
    [many] { $rolls } кидків
   *[other] { $rolls } кидка
} { $from ->
    [players] із зерна, змішаного з внесками гравців
   *[seed] із зерна
}, підсумки відтворено

## Події

ev-seat-joined = { $name } займає місце { $seat }
ev-clock = { $name }: час вичерпано, сервер робить перший хід зі списку
ev-house = { $name } надто часто не встигає: відтепер за місце { $seat } грає бот сервера ({ $strategy })
ev-game-started = усі місця зайняті: гра починається, першим ходить гравець { $name }
ev-dice-rolled = хід { $turn }: { $name } кидає { $dice }
ev-ones-changed = { $name } перетворює одиниці з { $from } на { $to }
ev-move-played = { $name } групує кубики: { $groups }
ev-move-nothing = нічого
ev-move-declined = жодної групи (жоден кубик не використано)
ev-move-unreadable = хід, який цей перегляд не може прочитати ({ $error })
ev-goat-climbed = { $name }: коза піднімається на горі { $mountain } на місце { $step }
ev-summit-reached = { $name }: коза досягає вершини гори { $mountain }
ev-knocked-down = { $name }: козу скинуто з вершини гори { $mountain } до підніжжя
ev-point-token = { $name } бере жетон очок гори { $mountain }
ev-bonus-token = { $name } бере бонусний жетон { $value }
ev-placed-big = { $name } переводить козу з гори { $mountain } на місце { $spot } Великої гори
ev-moved-big = { $name } переставляє козу на Великій горі з місця { $from } на місце { $to }
ev-returned-big = { $name } повертає козу з місця { $spot } на гору { $mountain }, місце { $step }
ev-wasted = { $name }: група із сумою { $sum } нічого не робить ({ $why })
waste-no-mountain = гори з таким номером немає
waste-no-tokens = там не лишилося жетонів очок
waste-spot-taken = це місце Великої гори зайняте
waste-no-goat = для Великої гори не названо козу
waste-unknown = без причини
ev-turn-ended = { $name } завершує хід
ev-end-triggered = кінець близько: { $why }; раунд догравається
end-why-bonus = узято останній бонусний жетон
end-why-mountains = на трьох горах закінчились жетони очок
end-why-other = настає кінець гри
ev-game-over = гру завершено; зерно розкрито
ev-game-cancelled = сервер скасував гру: надто довго ніхто не займав місце
ev-game-cancelled-other = сервер скасував гру ({ $reason })
ev-unknown = подія, якої цей перегляд не знає
