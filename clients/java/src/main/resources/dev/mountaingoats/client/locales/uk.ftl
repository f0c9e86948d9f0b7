### Where a game's dice come from, in words: what Dice.describe(game, locale) says
### in this language. The messages of the dice section of src/cli/locales/uk.ftl
### (what `mountain-goats watch` prints), unchanged: DiceTest checks that they
### still are, and that every language has the messages English has.

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
