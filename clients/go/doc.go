// Package mountaingoats is a thin Go client for the mountain-goats gRPC
// server (package mountain_goats.v1), which hosts games of the dice board
// game Mountain Goats.
//
// The generated stubs live in the mountaingoatsv1 sub-package; this package
// adds what a bot or an observer needs around them:
//
//   - [Dial] connects, in plain text or with TLS ([WithTLS]), to an address
//     it checks first ([CheckAddress]: HOST:PORT). Until a server has
//     answered, a refused connection fails at once, in one line ("no server
//     is listening at ADDR (connection refused): …"), without retries.
//   - [Client.CreateGame] (with seats for the server's house bots:
//     [WithHouseSeat]), [Client.JoinGame] and [Client.FindGame]
//     (matchmaking, with house bots after a wait: [WithHouseAfter]); joining
//     and finding return a [Seat] that keeps the seat token and sends it on
//     every call it makes.
//   - [Seat.Play] watches the game and calls a [Strategy] on each of the
//     seat's turns, submitting the chosen move with the expected version and
//     a fresh request id; it resumes a dropped watch with resume_after,
//     retries a move on UNAVAILABLE, RATE_LIMITED and CONFLICT with the same
//     request id, drops a move the game overtook ([Overtaken]), and plays
//     again the turns of a game that went back ([HistoryLost]).
//   - [Client.GetGame], [Client.ListGames], [Client.ListLegalMoves] and
//     [Client.PreviewMove] read without playing.
//   - [Client.Watch] streams the updates of a game for observers, resuming
//     after a break and after a gap in the versions; [ResumeAfter] starts it
//     after a version (0: the game's whole history).
//   - Calls are retried as docs/clients.md says ([RetryPolicy], [DefaultRetry],
//     [WithRetry]): RATE_LIMITED always, UNAVAILABLE and ABORTED CONFLICT
//     for every call but CreateGame, CreateAccount and RevokeKey, 10 tries
//     with capped exponential backoff and jitter. [Client.RotateKey] draws
//     the new key itself, which makes it safe to repeat.
//   - Errors are [*Error] values carrying the gRPC code and the ErrorInfo
//     reason (see [ReasonOf] and [CodeOf]).
//   - [Roll], [FirstSeat], [VerifyGame] and [VerifyDice] re-derive the dice of
//     a finished game from its revealed seed, mixed with the players'
//     contributions ([MixedSeed], [DiceSeed]) when the game takes them;
//     [DescribeDice] says who could know them (docs/dice.md).
//   - [FormatStandings] writes a finished game's standings as text.
package mountaingoats
