//! `mountain-goats watch`: a client that prints a game live and checks it —
//! every version in order with no gap, every roll re-derived from the
//! revealed seed (mixed with the players' contributions when the game takes
//! them), and the final standings replayed with the rules engine. It prints
//! in the language [`Words`] are in; its errors stay in English.

use fluent_bundle::FluentValue;
use mountain_goats_rules::{Config, Seed};

use super::words::Words;
use mountain_goats_server::api::parse_move;
use mountain_goats_server::api::v1 as pb;
use mountain_goats_server::api::v1::game_service_client::GameServiceClient;
use mountain_goats_server::api::v1::watch_game_response::Update;

/// What went wrong while watching.
#[derive(Debug, thiserror::Error)]
pub enum WatchError {
    /// The server could not be reached (its one line names the cause).
    #[error("{0}")]
    Connect(#[from] mountain_goats_bot::ConnectError),
    /// The server refused the watch.
    #[error("{}", status_in_words(.0))]
    Status(#[from] tonic::Status),
    /// The stream kept breaking: every attempt in a row to resume it failed.
    #[error(
        "gave up after {} attempts in a row to resume the watch; the last: {}",
        mountain_goats_bot::TRIES,
        status_in_words(.0)
    )]
    GaveUp(tonic::Status),
    /// The game does not check out.
    #[error("check failed: {0}")]
    Check(String),
}

impl WatchError {
    /// How a [`mountain_goats_bot::Watch`] failed: with an answer it does
    /// not resume after, or with the last of its failed attempts.
    fn from_watch(status: tonic::Status) -> WatchError {
        if mountain_goats_bot::retry::resumable(&status) {
            WatchError::GaveUp(status)
        } else {
            WatchError::Status(status)
        }
    }
}

fn check(ok: bool, message: impl FnOnce() -> String) -> Result<(), WatchError> {
    if ok {
        Ok(())
    } else {
        Err(WatchError::Check(message()))
    }
}

/// A client of the server at `addr` (`host:port` or a URI; `https://…` is
/// TLS), trusting the PEM certificates `ca_pem` instead of the system's
/// roots when given (see [`mountain_goats_bot::endpoint`]).
pub async fn connect(
    addr: &str,
    ca_pem: Option<&[u8]>,
) -> Result<GameServiceClient<tonic::transport::Channel>, mountain_goats_bot::ConnectError> {
    let channel = mountain_goats_bot::endpoint(addr, ca_pem)?
        .connect()
        .await
        .map_err(|error| mountain_goats_bot::ConnectError::dialling(addr, error))?;
    Ok(GameServiceClient::new(channel).max_decoding_message_size(16 * 1024 * 1024))
}

/// Watches `game` on `addr` to its end, printing each change in plain
/// `words`; with `verify`, reads the game from its creation (also once it is
/// over) and checks it as described in the module docs.
pub async fn watch(
    words: &Words,
    addr: &str,
    ca_pem: Option<&[u8]>,
    game: &str,
    verify: bool,
) -> Result<(), WatchError> {
    let client = connect(addr, ca_pem).await?;
    // From the creation with --verify: every change, every roll, every
    // move. Resumed after the last version printed when the stream breaks
    // or the server restarts, and repaired after a gap, as every client's
    // watch is (docs/clients.md): each version is printed once, in order.
    let mut watch = mountain_goats_bot::Watch::new(client, game)
        .after(verify.then_some(0))
        .with_heartbeats(true);
    let mut first_version: Option<u64> = None;
    let mut last: Option<pb::Game> = None;
    let mut rolls = Vec::new();
    let mut moves = Vec::new();
    while let Some(update) = watch.next().await.map_err(WatchError::from_watch)? {
        match update {
            Update::Snapshot(snapshot) => {
                let game = snapshot
                    .game
                    .ok_or_else(|| WatchError::Check("a snapshot without a game".into()))?;
                println!("v{} {}", game.version, snapshot_words(words, &game));
                // The server sends a second snapshot in place of changes it
                // no longer keeps: fine to follow, not to verify.
                check(!verify || first_version.is_none(), || {
                    "a second snapshot: the changes before it are not all there to check".into()
                })?;
                first_version.get_or_insert(game.version);
                last = Some(game);
            }
            Update::Change(change) => {
                let previous = last.as_ref().map_or(0, |g| g.version);
                check(change.version == previous + 1, || {
                    format!("version {} after {previous}", change.version)
                })?;
                first_version.get_or_insert(change.version);
                let names = change
                    .game
                    .as_ref()
                    .or(last.as_ref())
                    .map(|game| names(words, game))
                    .unwrap_or_default();
                if change.version == 1 {
                    let created = match &change.game {
                        Some(game) => words.say(
                            "watch-created-dice",
                            &[("dice", dice_words(words, game).into())],
                        ),
                        None => words.say("watch-created", &[]),
                    };
                    println!("v1 {created}");
                }
                for event in &change.events {
                    println!("v{} {}", change.version, describe(words, event, &names));
                    match &event.kind {
                        Some(pb::event::Kind::DiceRolled(r)) => {
                            rolls.push((r.turn, r.roll.clone().unwrap_or_default()))
                        }
                        Some(pb::event::Kind::MovePlayed(m)) => {
                            moves.push((m.seat, m.r#move.clone()))
                        }
                        _ => {}
                    }
                }
                last = change.game;
            }
            Update::Heartbeat(beat) => {
                println!("v{} {}", beat.version, words.say("watch-no-change", &[]))
            }
        }
    }
    let last = last.ok_or_else(|| WatchError::Check("the stream sent nothing".into()))?;
    if let Some(result) = last.board.as_ref().and_then(|b| b.result.as_ref()) {
        let names = names(words, &last);
        for s in &result.standings {
            println!(
                "{}",
                words.say(
                    "watch-rank",
                    &[
                        ("rank", s.rank.into()),
                        ("name", name_of(words, &names, s.seat).into()),
                        ("points", s.score.into()),
                    ],
                )
            );
        }
    }
    if last.status() == pb::GameStatus::Cancelled {
        // Nothing to reveal or replay: no die was rolled, no move played.
        println!("{}", words.say("watch-cancelled", &[]));
        if verify {
            check(first_version == Some(1), || {
                format!(
                    "the server sent the game from v{}, not from its creation",
                    first_version.unwrap_or(0)
                )
            })?;
            check(rolls.is_empty() && moves.is_empty(), || {
                "a cancelled game with rolls or moves".into()
            })?;
            println!(
                "{}",
                words.say(
                    "watch-verified-cancelled",
                    &[("versions", last.version.into())]
                )
            );
        }
        return Ok(());
    }
    println!("{}", dice_words(words, &last));
    if verify {
        check(first_version == Some(1), || {
            format!(
                "the server sent the game from v{}, not from its creation",
                first_version.unwrap_or(0)
            )
        })?;
        replay(&last, &rolls, &moves)?;
        let from = match last.dice_source() {
            pb::DiceSource::ServerSeedAndPlayers => "players",
            _ => "seed",
        };
        println!(
            "{}",
            words.say(
                "watch-verified",
                &[
                    ("versions", last.version.into()),
                    ("rolls", rolls.len().into()),
                    ("from", from.into()),
                ],
            )
        );
    }
    Ok(())
}

fn replay(
    last: &pb::Game,
    rolls: &[(u64, pb::Roll)],
    moves: &[(u32, Option<pb::Move>)],
) -> Result<(), WatchError> {
    check(last.status() == pb::GameStatus::Finished, || {
        "the game did not finish".into()
    })?;
    let committed =
        Seed::from_slice(&last.seed).ok_or_else(|| WatchError::Check("no revealed seed".into()))?;
    check(committed.commitment() == last.seed_sha256, || {
        "the seed does not match its commitment".into()
    })?;
    let seed = dice_seed(last, committed);
    for (turn, roll) in rolls {
        let derived = seed.roll(*turn).0.map(u32::from);
        check(roll.dice == derived, || {
            format!(
                "turn {turn}: rolled {:?}, the seed gives {derived:?}",
                roll.dice
            )
        })?;
    }
    let options = last.options.unwrap_or_default();
    let config = Config::new(options.players as u8)
        .with_big_mountain(options.big_mountain)
        .with_declining_groups(options.allow_declining_groups)
        .with_first_seat(options.first_seat.unwrap_or(0) as u8);
    let moves = moves
        .iter()
        .map(|(seat, mv)| Ok((*seat as u8, parse_move(mv.as_ref())?)))
        .collect::<Result<Vec<_>, mountain_goats_server::api::ParseError>>()
        .map_err(|e| WatchError::Check(e.to_string()))?;
    let game = mountain_goats_rules::replay(config, &seed, moves.iter().map(|(s, m)| (*s, m)))
        .map_err(|e| WatchError::Check(format!("an illegal move was accepted: {e}")))?;
    let result = game
        .result()
        .ok_or_else(|| WatchError::Check("the replayed game is not over".into()))?;
    let wire: Vec<(u32, u32, u32)> = last
        .board
        .as_ref()
        .and_then(|b| b.result.as_ref())
        .map(|r| {
            r.standings
                .iter()
                .map(|s| (s.seat, s.rank, s.score))
                .collect()
        })
        .unwrap_or_default();
    let replayed: Vec<(u32, u32, u32)> = result
        .standings
        .iter()
        .map(|s| (u32::from(s.seat), u32::from(s.rank), s.score.total()))
        .collect();
    check(wire == replayed, || {
        format!("standings {wire:?}, the rules give {replayed:?}")
    })?;
    Ok(())
}

/// The seed a game's dice come from, given its revealed `seed`: that seed
/// mixed with the seats' contributions, in seat order, when the game takes
/// them; the seed alone otherwise (docs/dice.md).
pub fn dice_seed(game: &pb::Game, seed: Seed) -> Seed {
    match game.dice_source() {
        pb::DiceSource::ServerSeedAndPlayers => {
            seed.mixed_with(game.seats.iter().map(|s| s.dice_contribution.as_slice()))
        }
        pb::DiceSource::ChosenSeed | pb::DiceSource::Unspecified => seed,
    }
}

/// Where a game's dice come from, and so who could know them, in words.
pub fn dice_words(words: &Words, game: &pb::Game) -> String {
    match game.dice_source() {
        pb::DiceSource::ChosenSeed => words.say("dice-chosen", &[]),
        pb::DiceSource::ServerSeedAndPlayers => {
            let taken = game.seats.iter().filter(|s| s.taken).count();
            let contributed = game
                .seats
                .iter()
                .filter(|s| !s.dice_contribution.is_empty())
                .count();
            if taken == 0 {
                words.say("dice-fair", &[])
            } else {
                words.say(
                    "dice-fair-count",
                    &[("contributed", contributed.into()), ("taken", taken.into())],
                )
            }
        }
        pb::DiceSource::Unspecified => words.say("dice-seed-alone", &[]),
    }
}

/// A status as a person reads it: what went wrong, then the code and the
/// reason a program would match on.
pub fn status_in_words(status: &tonic::Status) -> String {
    use tonic_types::StatusExt;
    let reason = status
        .get_error_details()
        .error_info()
        .map(|i| format!(", reason {}", i.reason))
        .unwrap_or_default();
    let code = format!("{:?}", status.code());
    // `NotFound` → `NOT_FOUND`, as gRPC names codes.
    let mut upper = String::new();
    for (i, c) in code.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            upper.push('_');
        }
        upper.push(c.to_ascii_uppercase());
    }
    format!("{} (gRPC {upper}{reason})", status.message())
}

/// The player in each seat, or `seat N` while it is free.
pub fn names(words: &Words, game: &pb::Game) -> Vec<String> {
    game.seats
        .iter()
        .map(|s| {
            if s.taken {
                s.player_name.clone()
            } else {
                free_seat(words, s.index)
            }
        })
        .collect()
}

fn free_seat(words: &Words, seat: u32) -> String {
    words.say("seat-free", &[("seat", seat.into())])
}

fn name_of(words: &Words, names: &[String], seat: u32) -> String {
    names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| free_seat(words, seat))
}

/// A game as a snapshot shows it: its status, its seats and who sits in
/// them, and where its dice come from.
fn snapshot_words(words: &Words, game: &pb::Game) -> String {
    let taken: Vec<String> = game
        .seats
        .iter()
        .filter(|s| s.taken)
        .map(|s| {
            words.say(
                "seat-taken",
                &[
                    ("name", s.player_name.as_str().into()),
                    ("seat", s.index.into()),
                ],
            )
        })
        .collect();
    let seated = if taken.is_empty() {
        words.say("seats-none", &[])
    } else {
        taken.join(", ")
    };
    let status = match game.status() {
        pb::GameStatus::Open => "open",
        pb::GameStatus::Playing => "playing",
        pb::GameStatus::Finished => "finished",
        pb::GameStatus::Cancelled => "cancelled",
        pb::GameStatus::Unspecified => "unknown",
    };
    words.say(
        "watch-snapshot",
        &[
            ("status", status.into()),
            ("seats", game.seats.len().into()),
            ("seated", seated.into()),
            ("dice", dice_words(words, game).into()),
        ],
    )
}

fn dice(roll: Option<&pb::Roll>) -> String {
    roll.map(|r| {
        r.dice
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    })
    .unwrap_or_default()
}

/// A move's groups in plain words, each as the faces it adds up and their
/// sum: `3+1+1 = 5, 5 = 5`. A group names dice by their index, so the faces
/// come from the move's own `faces` (after the ones rule), read through the
/// rules' [`Move`](mountain_goats_rules::Move), which the server itself plays.
fn move_words(words: &Words, mv: Option<&pb::Move>) -> String {
    let Some(mv) = mv else {
        return words.say("ev-move-nothing", &[]);
    };
    let mv = match parse_move(Some(mv)) {
        Ok(mv) => mv,
        Err(e) => return words.say("ev-move-unreadable", &[("error", e.to_string().into())]),
    };
    if mv.groups.is_empty() {
        return words.say("ev-move-declined", &[]);
    }
    mv.groups
        .iter()
        .map(|g| {
            let faces: Vec<String> = g
                .dice
                .iter()
                .map(|&i| match mv.faces.get(usize::from(i)) {
                    Some(face) => face.to_string(),
                    None => "?".into(),
                })
                .collect();
            let mut words = format!("{} = {}", faces.join("+"), g.sum(&mv.faces));
            if let Some(goat) = g.goat {
                words.push_str(&format!(" ({goat})"));
            }
            words
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// An event in plain `words`, players called by name.
pub fn describe(words: &Words, event: &pb::Event, names: &[String]) -> String {
    use pb::event::Kind;
    let who = |seat: u32| FluentValue::from(name_of(words, names, seat));
    let say = |id: &str, args: &[(&str, FluentValue<'_>)]| words.say(id, args);
    match &event.kind {
        Some(Kind::SeatJoined(e)) => say(
            "ev-seat-joined",
            &[
                ("name", e.player_name.as_str().into()),
                ("seat", e.seat.into()),
            ],
        ),
        Some(Kind::ClockRanOut(e)) => say("ev-clock", &[("name", who(e.seat))]),
        Some(Kind::SeatPassedToHouse(e)) => say(
            "ev-house",
            &[
                ("name", who(e.seat)),
                ("strategy", e.strategy.as_str().into()),
                ("seat", e.seat.into()),
            ],
        ),
        Some(Kind::GameStarted(e)) => say("ev-game-started", &[("name", who(e.first_seat))]),
        Some(Kind::DiceRolled(e)) => say(
            "ev-dice-rolled",
            &[
                ("turn", (e.turn + 1).into()),
                ("name", who(e.seat)),
                ("dice", dice(e.roll.as_ref()).into()),
            ],
        ),
        Some(Kind::OnesChanged(e)) => say(
            "ev-ones-changed",
            &[
                ("name", who(e.seat)),
                ("from", dice(e.from.as_ref()).into()),
                ("to", dice(e.to.as_ref()).into()),
            ],
        ),
        Some(Kind::MovePlayed(e)) => say(
            "ev-move-played",
            &[
                ("name", who(e.seat)),
                ("groups", move_words(words, e.r#move.as_ref()).into()),
            ],
        ),
        Some(Kind::GoatClimbed(e)) => say(
            "ev-goat-climbed",
            &[
                ("name", who(e.seat)),
                ("mountain", e.mountain.into()),
                ("step", e.to_position.into()),
            ],
        ),
        Some(Kind::SummitReached(e)) => say(
            "ev-summit-reached",
            &[("name", who(e.seat)), ("mountain", e.mountain.into())],
        ),
        Some(Kind::GoatKnockedDown(e)) => say(
            "ev-knocked-down",
            &[("name", who(e.seat)), ("mountain", e.mountain.into())],
        ),
        Some(Kind::PointTokenTaken(e)) => say(
            "ev-point-token",
            &[("name", who(e.seat)), ("mountain", e.mountain.into())],
        ),
        Some(Kind::BonusTokenTaken(e)) => say(
            "ev-bonus-token",
            &[("name", who(e.seat)), ("value", e.value.into())],
        ),
        Some(Kind::GoatPlacedOnBigMountain(e)) => say(
            "ev-placed-big",
            &[
                ("name", who(e.seat)),
                ("mountain", e.from_mountain.into()),
                ("spot", e.spot.into()),
            ],
        ),
        Some(Kind::GoatMovedOnBigMountain(e)) => say(
            "ev-moved-big",
            &[
                ("name", who(e.seat)),
                ("from", e.from_spot.into()),
                ("to", e.to_spot.into()),
            ],
        ),
        Some(Kind::GoatReturnedFromBigMountain(e)) => say(
            "ev-returned-big",
            &[
                ("name", who(e.seat)),
                ("spot", e.from_spot.into()),
                ("mountain", e.mountain.into()),
                ("step", e.position.into()),
            ],
        ),
        Some(Kind::GroupWasted(e)) => {
            let why = match e.reason() {
                pb::WasteReason::NoMountain => "waste-no-mountain",
                pb::WasteReason::NoTokensLeft => "waste-no-tokens",
                pb::WasteReason::SpotTaken => "waste-spot-taken",
                pb::WasteReason::NoGoatNamed => "waste-no-goat",
                pb::WasteReason::Unspecified => "waste-unknown",
            };
            say(
                "ev-wasted",
                &[
                    ("name", who(e.seat)),
                    ("sum", e.sum.into()),
                    ("why", say(why, &[]).into()),
                ],
            )
        }
        Some(Kind::TurnEnded(e)) => say("ev-turn-ended", &[("name", who(e.seat))]),
        Some(Kind::EndTriggered(e)) => {
            let why = match e.trigger() {
                pb::EndTrigger::BonusTokensGone => "end-why-bonus",
                pb::EndTrigger::ThreeMountainsEmpty => "end-why-mountains",
                pb::EndTrigger::Unspecified => "end-why-other",
            };
            say("ev-end-triggered", &[("why", say(why, &[]).into())])
        }
        Some(Kind::GameOver(_)) => say("ev-game-over", &[]),
        Some(Kind::GameCancelled(e)) => match e.reason.as_str() {
            "EXPIRED" => say("ev-game-cancelled", &[]),
            reason => say("ev-game-cancelled-other", &[("reason", reason.into())]),
        },
        None => say("ev-unknown", &[]),
    }
}

#[cfg(test)]
mod tests {
    use mountain_goats_core::hosted::GameEvent;
    use mountain_goats_rules::{Config, Game, Seed};
    use proptest::prelude::*;

    use super::*;
    use crate::cli::words::Lang;
    use mountain_goats_bot::wire::move_to_pb;
    use mountain_goats_server::api::event_to_proto;

    /// The rules' own text of a move's groups (`faces 3,5,1,1: [3+1+1]=5
    /// [5]=5 (the goat on mountain 5)`), in the watcher's form (`3+1+1 = 5,
    /// 5 = 5 (the goat on mountain 5)`).
    fn rules_words(mv: &mountain_goats_rules::Move) -> String {
        let text = mv.to_string();
        let (_, groups) = text.split_once(": ").unwrap_or_default();
        if groups == "no groups" {
            return "no group (declined every die)".into();
        }
        groups
            .trim_start_matches('[')
            .split(" [")
            .map(|group| group.replacen("]=", " = ", 1))
            .collect::<Vec<_>>()
            .join(", ")
    }

    #[test]
    fn a_cancellation_reads_as_one() {
        let english = Words::new(Lang::En);
        let expired = pb::Event {
            kind: Some(pb::event::Kind::GameCancelled(pb::GameCancelled {
                reason: "EXPIRED".into(),
            })),
        };
        assert_eq!(
            describe(&english, &expired, &[]),
            "the server cancelled the game: no seat was taken for too long"
        );
        let cancelled = pb::Game {
            status: pb::GameStatus::Cancelled.into(),
            seats: vec![pb::Seat::default(), pb::Seat::default()],
            ..Default::default()
        };
        assert!(
            snapshot_words(&english, &cancelled)
                .starts_with("a cancelled game of 2 seats, no one seated yet; "),
            "{}",
            snapshot_words(&english, &cancelled)
        );
    }

    /// A whole 3-player game with the Big Mountain, from the seats taken to
    /// its end, as the server sends its events: each seat plays its first
    /// legal move.
    fn fixed_game() -> (Vec<pb::Event>, Vec<String>) {
        let config = Config::new(3).with_big_mountain(true);
        let mut game = Game::new(config).expect("a valid config");
        let seed = Seed([7; 32]);
        let names: Vec<String> = ["Ada", "Bo", "Cy"].map(String::from).into();
        let mut events: Vec<GameEvent> = names
            .iter()
            .enumerate()
            .map(|(seat, name)| GameEvent::SeatJoined {
                seat: seat as u8,
                player_name: name.clone(),
            })
            .collect();
        events.push(GameEvent::GameStarted {
            first_seat: game.current_seat(),
        });
        while !game.is_over() {
            let rolled = game.roll(seed.roll(game.turn())).expect("a roll when due");
            events.extend(rolled.into_iter().map(GameEvent::Rules));
            let seat = game.current_seat();
            let mv = game.legal_moves().swap_remove(0);
            events.push(GameEvent::MovePlayed {
                seat,
                mv: mv.clone(),
            });
            let played = game.play(seat, &mv).expect("a listed move is legal");
            events.extend(played.into_iter().map(GameEvent::Rules));
        }
        (events.iter().map(event_to_proto).collect(), names)
    }

    #[test]
    fn a_game_reads_in_each_language() {
        use pb::event::Kind;
        let (events, names) = fixed_game();
        let kinds = |pick: fn(&Kind) -> bool| {
            events
                .iter()
                .filter(|e| e.kind.as_ref().is_some_and(pick))
                .count()
        };
        // The game has what the words below are about.
        assert!(kinds(|k| matches!(k, Kind::GoatClimbed(_))) > 0);
        assert!(kinds(|k| matches!(k, Kind::SummitReached(_))) > 0);
        assert!(kinds(|k| matches!(k, Kind::PointTokenTaken(_))) > 0);
        assert!(kinds(|k| matches!(k, Kind::EndTriggered(_))) > 0);
        // Each language's words for the game's own things, in its lines.
        for (lang, known) in [
            (
                Lang::En,
                &[
                    "sat down in seat",
                    "climbed mountain",
                    "summit",
                    "point token",
                    "the end is near",
                ],
            ),
            (
                Lang::Fr,
                &[
                    "s’assoit à la place",
                    "chèvre",
                    "montagne",
                    "sommet",
                    "jeton Points",
                ],
            ),
            (
                Lang::Nl,
                &["neemt plaats", "geit", "berg", "top van berg", "Puntfiche"],
            ),
            (
                Lang::Uk,
                &["займає місце", "коза", "гор", "вершини", "жетон очок"],
            ),
            (
                Lang::Pl,
                &["zajmuje miejsce", "koza", "gór", "szczyt", "Żeton Punktowy"],
            ),
        ] {
            let words = Words::new(lang);
            let lines: Vec<String> = events.iter().map(|e| describe(&words, e, &names)).collect();
            let text = lines.join("\n");
            for word in known {
                assert!(
                    text.contains(word),
                    "{}: no {word:?} in\n{text}",
                    lang.code()
                );
            }
            for line in &lines {
                // Every message found, every variable given.
                assert!(
                    !line.contains('{') && !line.starts_with("ev-") && !line.contains("waste-"),
                    "{}: {line}",
                    lang.code()
                );
            }
            assert!(lines.iter().any(|l| l.contains("Ada")), "names are kept");
        }
    }

    #[test]
    fn a_snapshot_reads_in_each_language() {
        let game = pb::Game {
            status: pb::GameStatus::Playing.into(),
            dice_source: pb::DiceSource::ServerSeedAndPlayers.into(),
            seats: (0..5)
                .map(|index| pb::Seat {
                    index,
                    taken: true,
                    player_name: format!("P{index}"),
                    dice_contribution: vec![1],
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        };
        for (lang, expected) in [
            (Lang::En, "a running game of 5 seats, P0 in seat 0, "),
            (
                Lang::Fr,
                "une partie en cours à 5 places, P0 à la place 0, ",
            ),
            (Lang::Nl, "een lopend spel met 5 plaatsen, P0 op plaats 0, "),
            (Lang::Uk, "поточна гра на 5 місць, P0 на місці 0, "),
            (Lang::Pl, "trwająca gra na 5 miejsc, P0 na miejscu 0, "),
        ] {
            let line = snapshot_words(&Words::new(lang), &game);
            assert!(line.starts_with(expected), "{line}");
            assert!(line.contains("5"), "{line}");
        }
        let english = snapshot_words(&Words::new(Lang::En), &game);
        assert!(
            english.ends_with(
                "; dice from the server's seed mixed with the players' contributions \
                 (5 of 5 seated players contributed): nobody can steer them alone"
            ),
            "{english}"
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Every move a watcher or an export describes reads as the rules
        /// read it: faces, not die indices.
        #[test]
        fn moves_read_as_the_rules_write_them(
            seed in any::<[u8; 32]>(),
            players in 2u8..=5,
            big_mountain: bool,
            picks in proptest::collection::vec(any::<prop::sample::Index>(), 1..120),
        ) {
            // Five players need the Big Mountain.
            let config = Config::new(players).with_big_mountain(big_mountain || players == 5);
            let mut game = Game::new(config).expect("a valid config");
            let seed = Seed(seed);
            let names: Vec<String> = (0..players).map(|s| format!("P{s}")).collect();
            let english = Words::new(Lang::En);
            for pick in picks {
                if game.is_over() {
                    break;
                }
                game.roll(seed.roll(game.turn())).expect("a roll when one is due");
                let moves = game.legal_moves();
                for mv in &moves {
                    let seat = game.current_seat();
                    let event = pb::Event {
                        kind: Some(pb::event::Kind::MovePlayed(pb::MovePlayed {
                            seat: u32::from(seat),
                            r#move: Some(move_to_pb(mv)),
                        })),
                    };
                    let expected = format!("P{seat} grouped the dice: {}", rules_words(mv));
                    prop_assert_eq!(describe(&english, &event, &names), expected);
                }
                let mv = pick.get(&moves);
                game.play(game.current_seat(), mv).expect("a listed move is legal");
            }
        }
    }
}
