# What `mountain-goats watch` prints and the words `mountain-goats export`
# writes, in English: the reference, whose messages every other language has
# exactly (checked by the tests in src/cli/words.rs). A key the viewer has
# too (web/src/locales) names the same sentence there. Each line follows a
# version (`v12 `), so sentences start in lower case.

## Seats

seat-free = seat { $seat }
seat-taken = { $name } in seat { $seat }
seats-none = no one seated yet

## Where the dice come from

dice-chosen = dice from a seed the creator chose: the creator knows every roll
dice-fair = dice from the server's seed mixed with the players' contributions: nobody can steer them alone
dice-fair-count = dice from the server's seed mixed with the players' contributions ({ $contributed } of { $taken ->
    [one] { $taken } seated player contributed
   *[other] { $taken } seated players contributed
}): nobody can steer them alone
dice-seed-alone = dice from the seed alone (the server did not record who chose it)

## The watch

watch-snapshot = { $status ->
    [open] an open
    [playing] a running
    [finished] a finished
    [cancelled] a cancelled
   *[other] a
} game of { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
}, { $seated }; { $dice }
watch-created = the game is created
watch-created-dice = the game is created; { $dice }
watch-no-change = (no change yet)
watch-rank = rank { $rank }: { $name } with { $points ->
    [one] { $points } point
   *[other] { $points } points
}
watch-cancelled = the game was cancelled before it started: no result
watch-verified-cancelled = verified: { $versions ->
    [one] { $versions } version
   *[other] { $versions } versions
} in order, cancelled before any roll
watch-verified = verified: { $versions ->
    [one] { $versions } version
   *[other] { $versions } versions
} in order, { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
} from { $from ->
    [players] the seed mixed with the players' contributions
   *[seed] the seed
}, standings replayed

## Events

ev-seat-joined = { $name } sat down in seat { $seat }
ev-clock = { $name }'s clock ran out: the server plays the first listed move for them
ev-house = { $name } ran out of time too often: a { $strategy } house bot plays seat { $seat } from now on
ev-game-started = every seat is taken: the game starts, { $name } plays first
ev-dice-rolled = turn { $turn }: { $name } rolled { $dice }
ev-ones-changed = { $name } turned the ones of { $from } into { $to }
ev-move-played = { $name } grouped the dice: { $groups }
ev-move-nothing = nothing
ev-move-declined = no group (declined every die)
ev-move-unreadable = a move this watcher cannot read ({ $error })
ev-goat-climbed = { $name } climbed mountain { $mountain } to step { $step }
ev-summit-reached = { $name } reached the summit of mountain { $mountain }
ev-knocked-down = { $name } was knocked off the summit of mountain { $mountain }
ev-point-token = { $name } took a { $mountain }-point token
ev-bonus-token = { $name } took the { $value }-point bonus token
ev-placed-big = { $name } moved a goat from mountain { $mountain } to spot { $spot } of the Big Mountain
ev-moved-big = { $name } moved a goat on the Big Mountain from spot { $from } to spot { $to }
ev-returned-big = { $name } brought a goat back from spot { $spot } to mountain { $mountain }, step { $step }
ev-wasted = { $name }'s group summing { $sum } did nothing ({ $why })
waste-no-mountain = no mountain has that number
waste-no-tokens = no point tokens are left there
waste-spot-taken = that Big Mountain spot is taken
waste-no-goat = no goat was named for the Big Mountain
waste-unknown = no reason given
ev-turn-ended = { $name }'s turn ends
ev-end-triggered = the end is near: { $why }; the round is played out
end-why-bonus = the last bonus token is taken
end-why-mountains = three mountains have no tokens left
end-why-other = the end is triggered
ev-game-over = the game is over; the seed is revealed
ev-game-cancelled = the server cancelled the game: no seat was taken for too long
ev-game-cancelled-other = the server cancelled the game ({ $reason })
ev-unknown = an event this watcher does not know
