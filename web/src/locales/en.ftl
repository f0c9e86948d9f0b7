# The viewer's messages, in English (the reference: every other language has
# exactly these messages, checked by tests/browser/messages.ts).
# The game's words follow the rules text: goat, mountain, step, foot, summit,
# point token, bonus token, Big Mountain, spot, dice.

## The page

app-title = Mountain Goats
language-label = Language
skip-link = Skip to the content
no-such-page = No such page.
see-every-game = See every game.

## Statuses and options

status-open = Waiting for players
status-playing = Playing
status-finished = Finished
status-cancelled = Cancelled
status-unknown = Unknown
options-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
options-big-mountain = Big Mountain
options-base-game = base game
options-declining = declining groups allowed

## Where the dice come from

dice-chosen = ⚠ chosen seed: the creator knows every roll
    .title = The creator chose the seed the dice come from, so the creator knows every roll in advance.
dice-fair = fair dice: server seed + players' contributions
    .title = The server committed to its seed before anyone joined, and each player's contribution is mixed in when the game starts: neither the server nor any one player can steer the dice.
dice-fair-count = fair dice: server seed + { $contributed } of { $taken ->
    [one] { $taken } player's contributions
   *[other] { $taken } players' contributions
}

## The lobby

lobby-page-title = Games · Mountain Goats
lobby-tagline = Every game on this server, live and finished.
lobby-games = Games
lobby-filters = Show games by status
lobby-filter-all = All
lobby-filter-open = Open
lobby-filter-playing = Live
lobby-filter-finished = Finished
lobby-filter-cancelled = Cancelled
lobby-caption = Games, newest first
lobby-col-game = Game
lobby-col-status = Status
lobby-col-players = Players
lobby-col-options = Options
lobby-col-version = Version
lobby-col-created = Created
lobby-version = version
lobby-newer = ← Newer
lobby-older = Older →
lobby-pages = Pages
lobby-page = Page { $page }
lobby-loading = Loading…
lobby-count = { $count ->
    [one] { $count } game on this page
   *[other] { $count } games on this page
} · updated { $time }
lobby-empty = No games yet.
lobby-error = Could not list the games: { $error }
lobby-free = { $count } free
lobby-won = { $names } won
lobby-shared = { $names } shared the win

## A game's page

game-page-title = Game { $id } · Mountain Goats
game-heading = Game
back-to-lobby = ← All games
conn-connecting = Connecting…
conn-live = ● Live
conn-reconnecting = Reconnecting…
conn-stopped = Stopped: { $detail }
conn-ended = Stream ended
conn-game-over = Game over
conn-game-cancelled = Game cancelled
no-such-game = No such game: { $id }
version-unknown = Version { $version } is not known to this page (it was skipped by a snapshot).

## Replay

replay = Replay
replay-first = « First
    .title = First version
replay-back = ‹ Back
    .title = Previous version
replay-next = Next ›
    .title = Next version
replay-live = Live
    .title = Follow live (last version)
replay-last = Last »
    .title = Last version (the game is over)
replay-play = ▶ Play
    .title = Play the game on from the version shown
replay-pause = ⏸ Pause
    .title = Stop playing
replay-speed = Replay speed
replay-slider = Version of the game shown
replay-version = Version { $version } of { $total }
replay-version-live = Version { $version } of { $total } (live)
replay-version-finished = Version { $version } of { $total } · finished
replay-version-cancelled = Version { $version } of { $total } · cancelled
replay-hint = Keys: ← → step through the versions, Home / End for the first / last, P plays or pauses.

## The game's state

game-status = Game status
status-waiting-seats = Waiting for players: { $taken } of { $seats ->
    [one] { $seats } seat taken
   *[other] { $seats } seats taken
}
status-turn = Turn { $turn }: { $name } to move
status-wins = Game over: { $names } wins
status-share = Game over: { $names } share the win
status-cancelled-expired = Cancelled before it started: nobody joined in time
options-version = version { $version }
end-triggered-over = The end was triggered: { $why }.
end-triggered-now = The end is triggered: { $why }. The round is played out.
end-why-bonus = the last bonus token is taken
end-why-mountains = three mountains have no point tokens left
end-why-other = the end is triggered

## Players

players = Players
player-to-move = to move
player-score = score { $score }
player-no-tokens = no point tokens
player-tokens = { $count ->
    [one] { $count } point token of { $mountain }
   *[other] { $count } point tokens of { $mountain }
}
player-bonus = bonus token { $value }
player-big-goats = { $count ->
    [one] { $count } goat on the Big Mountain
   *[other] { $count } goats on the Big Mountain
}
bonus-left = Bonus tokens left:
bonus-none = none
chances = Chances to win
seat = Seat { $seat }
seat-note-house = house
seat-note-house-bot = house bot
seat-note-seat = seat { $seat }
seat-look-0 = blue circle
seat-look-1 = orange triangle
seat-look-2 = green square
seat-look-3 = purple diamond
seat-look-4 = yellow star

## Dice

dice = Dice
dice-last-move = { $name }'s move
dice-rolled = Rolled
dice-ones = Ones changed
dice-grouped = Grouped
dice-current = { $name } rolled
dice-current-label = The current roll
dice-last-label = The last move
dice-none-open = No die is rolled until every seat is taken.
dice-none = No roll to show.
dice-faces = dice { $dice }
die-was = was { $face }
die-n = die { $n }
group-declined = declined every die
group-mountain = mountain { $sum }
group-spot = Big Mountain spot { $sum }
group-nothing = no mountain

## The board

board = The board
mountain = Mountain { $number }
tokens-left = { $count ->
    [one] { $count } point token left
   *[other] { $count } point tokens left
}
place-foot = foot
place-step = step { $step }
place-summit = summit
place-goats = { $place }: { $names }
place-empty = { $place }: empty
big-mountain = Big Mountain
spot = spot { $spot }: { $name }
spot-empty = spot { $spot }: empty
bonus-tokens = Bonus tokens
win-chances-soon = Chances to win appear here when the server estimates them.
chance-seat = { $chance }
    .title = { $rollouts ->
        [one] Chance to win: { $chance } ± { $error }, from { $rollouts } game played out
       *[other] Chance to win: { $chance } ± { $error }, from { $rollouts } games played out
    }
chance-seat-final = { $chance }
    .title = Chance to win: { $chance }. The game is over.
chances-explain = { $rollouts ->
    [one] Estimated from { $rollouts } game played out from this version; each chance is good to about ± { $error }.
   *[other] Estimated from { $rollouts } games played out from this version; each chance is good to about ± { $error }.
}
chances-final = The game is over: these chances are its result.
chances-version = v{ $version }
chances-plot-label = { $count ->
    [one] Chances to win over the game: { $count } version estimated, from version { $from } to { $to }
   *[other] Chances to win over the game: { $count } versions estimated, from version { $from } to { $to }
}
chances-plot-seat = { $name } ({ $look }): { $now } now, lowest { $low }, highest { $high }

## The end

standings = Final standings
col-rank = Rank
col-player = Player
col-score = Score
col-point-tokens = Point tokens
col-bonus = Bonus
col-big-mountain = Big Mountain
col-summits = Summits
tie-summits = The tie was broken by the most goats on summits.
tie-highest = The tie was broken by the highest summit held.
tie-shared = No tie-break separated the leaders: they share the win.
check-ok = ✓ All { $rolls } rolls verified: each comes from the revealed seed, which matches the commitment.
check-ok-players = ✓ All { $rolls } rolls verified: each comes from the revealed seed, which matches the commitment, mixed with the players' contributions.
check-failed = ✗ Dice check failed: { $problem }
check-running = Checking every roll against the revealed seed…
check-waiting = The dice are checked once the whole history is read.

## What happened

log = What happened
log-label = Events, newest first
log-created = The game is created
log-snapshot = (a snapshot: the events of this change were not sent)
ev-seat-joined = { $name } sat down in seat { $seat }
ev-game-started = Every seat is taken: the game starts, { $name } plays first
ev-dice-rolled = Turn { $turn }: { $name } rolled { $dice }
ev-ones-changed = { $name } turned the ones of { $from } into { $to }
ev-move-played = { $name } grouped the dice: { $groups }
ev-move-nothing = nothing
ev-move-declined = no group (declined every die)
ev-goat-climbed = { $name } climbed { $mountain } to step { $step }
ev-summit-reached = { $name } reached the summit of { $mountain }
ev-knocked-down = { $name } was knocked off the summit of { $mountain }
ev-point-token = { $name } took a { $mountain }-point token
ev-bonus-token = { $name } took the { $value }-point bonus token
ev-placed-big = { $name } moved a goat from { $mountain } to spot { $spot } of the Big Mountain
ev-moved-big = { $name } moved a goat on the Big Mountain from spot { $from } to spot { $to }
ev-returned-big = { $name } brought a goat back from spot { $spot } to { $mountain }, step { $step }
ev-wasted = { $name }'s group summing { $sum } did nothing ({ $why })
ev-turn-ended = { $name }'s turn ends
ev-end-triggered = The end is near: { $why }; the round is played out
ev-game-over = The game is over; the seed is revealed
ev-game-cancelled = The server cancelled the game: no seat was taken in time
ev-game-cancelled-other = The server cancelled the game ({ $reason })
ev-clock = { $name }'s clock ran out: the server plays the first listed move for them
ev-house = { $name } ran out of time too often: a { $strategy } house bot plays the seat from now on
ev-unknown = An event this page does not know
waste-no-mountain = no mountain has that number
waste-no-tokens = no point tokens are left there
waste-spot-taken = that Big Mountain spot is taken
waste-no-goat = no goat was named for the Big Mountain
waste-unknown = no reason given

## The ladder (ladder.ts)

ladder-link = Ladder
ladder-page-title = Ladder · Mountain Goats
ladder-title = Ladder
ladder-about = Accounts by displayed rating, highest first. The displayed rating is μ − 3σ: the skill estimated from rated games (μ) less three times its uncertainty (σ), so a new account starts at 0 and climbs as it plays.
ladder-show-unrated = Show accounts with no rated game yet
ladder-caption = The ladder: rank, player, rating, rated games, last game
ladder-col-rank = Rank
ladder-col-player = Player
ladder-col-rating = Rating
ladder-col-games = Rated games
ladder-col-last = Last game
ladder-higher = ← Higher
ladder-lower = Lower →
ladder-count = Ranks { $from }–{ $to } of { $total ->
    [one] { $total } account
   *[other] { $total } accounts
}
ladder-empty = No account has finished a rated game yet.
ladder-empty-all = No accounts yet.
ladder-error = Could not read the ladder: { $error }
ladder-never = never
rating-mu-sigma = μ { $mu } ± { $sigma }
rating-mu-sigma-words = (skill { $mu }, uncertainty { $sigma })

## An account's page (account.ts, chart.ts)

back-to-ladder = ← Ladder
account-heading = Account
account-page-title = { $name } · Mountain Goats
no-such-account = No such account: { $id }
account-error = Could not read the account: { $error }
account-house = house
    .title = The server's own { $strategy } bot: a fixed anchor of the ladder
account-facts = About the account
account-rating = Rating
account-rated-games = Rated games
account-games-count = { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
account-created = Created
account-last-game = Last rated game
account-key = Key
account-key-active = active
account-key-revoked = revoked: the account can no longer join games
account-key-house = none: played by the server ({ $strategy })
account-chart = Rating over time
account-games = Recent games
account-games-caption = Rated games, newest first
account-games-kept = Only the last { $count } rated games are kept.
account-col-number = #
account-col-game = Game
account-col-ended = Ended
account-col-place = Place
account-col-rating = Rating after
account-col-change = Change
account-no-games = No rated game yet.
account-more-games = Show { $count } more
# $place comes as an ordinal number: its variants are the ordinal categories.
account-place = { $place ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
} of { $players }
chart-axis-games = Rated game
chart-axis-rating = Rating
chart-label = { $name }'s rating over { $count ->
    [one] { $count } rated game
   *[other] { $count } rated games
}
chart-point = Rated game { $number }: { $rating } ({ $change })
chart-summary = Displayed rating { $first } after the first game shown and { $last } after the last; lowest { $low }, highest { $high }.
chart-legend-displayed = displayed rating (μ − 3σ)
chart-legend-band = μ ± σ
