//! `mountain-goats watch`: a client that prints a game live and checks it —
//! every version in order with no gap, every roll re-derived from the
//! revealed seed (mixed with the players' contributions when the game takes
//! them), and the final standings replayed with the rules engine.

use mountain_goats_rules::{Config, Seed};

use mountain_goats_server::api::parse_move;
use mountain_goats_server::api::v1 as pb;
use mountain_goats_server::api::v1::game_service_client::GameServiceClient;
use mountain_goats_server::api::v1::watch_game_response::Update;

/// What went wrong while watching.
#[derive(Debug, thiserror::Error)]
pub enum WatchError {
    /// The server could not be reached.
    #[error(
        "connect to {addr}: {} (is a server listening there? --addr or MOUNTAIN_GOATS_ADDR)",
        mountain_goats_bot::error_chain(error)
    )]
    Connect {
        addr: String,
        error: tonic::transport::Error,
    },
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
) -> Result<GameServiceClient<tonic::transport::Channel>, tonic::transport::Error> {
    let channel = mountain_goats_bot::endpoint(addr, ca_pem)?
        .connect()
        .await?;
    Ok(GameServiceClient::new(channel).max_decoding_message_size(16 * 1024 * 1024))
}

/// Watches `game` on `addr` to its end, printing each change in plain
/// words; with `verify`, reads the game from its creation (also once it is
/// over) and checks it as described in the module docs.
pub async fn watch(
    addr: &str,
    ca_pem: Option<&[u8]>,
    game: &str,
    verify: bool,
) -> Result<(), WatchError> {
    let client = connect(addr, ca_pem)
        .await
        .map_err(|error| WatchError::Connect {
            addr: addr.to_owned(),
            error,
        })?;
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
                println!(
                    "v{} {} game of {} seats, {}; {}",
                    game.version,
                    status_words(game.status()),
                    game.seats.len(),
                    seat_list(&game),
                    dice_words(&game)
                );
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
                    .map(names)
                    .unwrap_or_default();
                if change.version == 1 {
                    match &change.game {
                        Some(game) => println!("v1 the game is created; {}", dice_words(game)),
                        None => println!("v1 the game is created"),
                    }
                }
                for event in &change.events {
                    println!("v{} {}", change.version, describe(event, &names));
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
            Update::Heartbeat(beat) => println!("v{} (no change yet)", beat.version),
        }
    }
    let last = last.ok_or_else(|| WatchError::Check("the stream sent nothing".into()))?;
    if let Some(result) = last.board.as_ref().and_then(|b| b.result.as_ref()) {
        let names = names(&last);
        for s in &result.standings {
            println!(
                "rank {}: {} with {} points",
                s.rank,
                name_of(&names, s.seat),
                s.score
            );
        }
    }
    if last.status() == pb::GameStatus::Cancelled {
        // Nothing to reveal or replay: no die was rolled, no move played.
        println!("the game was cancelled before it started: no result");
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
                "verified: {} versions in order, cancelled before any roll",
                last.version
            );
        }
        return Ok(());
    }
    println!("{}", dice_words(&last));
    if verify {
        check(first_version == Some(1), || {
            format!(
                "the server sent the game from v{}, not from its creation",
                first_version.unwrap_or(0)
            )
        })?;
        replay(&last, &rolls, &moves)?;
        let from = match last.dice_source() {
            pb::DiceSource::ServerSeedAndPlayers => {
                "the seed mixed with the players' contributions"
            }
            _ => "the seed",
        };
        println!(
            "verified: {} versions in order, {} rolls from {from}, standings replayed",
            last.version,
            rolls.len()
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
pub fn dice_words(game: &pb::Game) -> String {
    match game.dice_source() {
        pb::DiceSource::ChosenSeed => {
            "dice from a seed the creator chose: the creator knows every roll".into()
        }
        pb::DiceSource::ServerSeedAndPlayers => {
            let taken = game.seats.iter().filter(|s| s.taken).count();
            let contributed = game
                .seats
                .iter()
                .filter(|s| !s.dice_contribution.is_empty())
                .count();
            let counted = if taken == 0 {
                String::new()
            } else {
                format!(" ({contributed} of {taken} seated players contributed)")
            };
            format!(
                "dice from the server's seed mixed with the players' contributions{counted}: nobody can steer them alone"
            )
        }
        pb::DiceSource::Unspecified => {
            "dice from the seed alone (the server did not record who chose it)".into()
        }
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
pub fn names(game: &pb::Game) -> Vec<String> {
    game.seats
        .iter()
        .map(|s| {
            if s.taken {
                s.player_name.clone()
            } else {
                format!("seat {}", s.index)
            }
        })
        .collect()
}

fn name_of(names: &[String], seat: u32) -> String {
    names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| format!("seat {seat}"))
}

fn seat_list(game: &pb::Game) -> String {
    let taken: Vec<String> = game
        .seats
        .iter()
        .filter(|s| s.taken)
        .map(|s| format!("{} in seat {}", s.player_name, s.index))
        .collect();
    if taken.is_empty() {
        "no one seated yet".into()
    } else {
        taken.join(", ")
    }
}

fn status_words(status: pb::GameStatus) -> &'static str {
    match status {
        pb::GameStatus::Open => "an open",
        pb::GameStatus::Playing => "a running",
        pb::GameStatus::Finished => "a finished",
        pb::GameStatus::Cancelled => "a cancelled",
        pb::GameStatus::Unspecified => "a",
    }
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
fn move_words(mv: Option<&pb::Move>) -> String {
    let Some(mv) = mv else {
        return "nothing".into();
    };
    let mv = match parse_move(Some(mv)) {
        Ok(mv) => mv,
        Err(e) => return format!("a move this watcher cannot read ({e})"),
    };
    if mv.groups.is_empty() {
        return "no group (declined every die)".into();
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

/// An event in plain words, players called by name.
pub fn describe(event: &pb::Event, names: &[String]) -> String {
    use pb::event::Kind;
    let who = |seat: u32| name_of(names, seat);
    match &event.kind {
        Some(Kind::SeatJoined(e)) => format!("{} sat down in seat {}", e.player_name, e.seat),
        Some(Kind::ClockRanOut(e)) => format!(
            "{}'s clock ran out: the server plays the first listed move for them",
            who(e.seat)
        ),
        Some(Kind::SeatPassedToHouse(e)) => format!(
            "{} ran out of time too often: a {} house bot plays seat {} from now on",
            who(e.seat),
            e.strategy,
            e.seat
        ),
        Some(Kind::GameStarted(e)) => {
            format!(
                "every seat is taken: the game starts, {} plays first",
                who(e.first_seat)
            )
        }
        Some(Kind::DiceRolled(e)) => format!(
            "turn {}: {} rolled {}",
            e.turn + 1,
            who(e.seat),
            dice(e.roll.as_ref())
        ),
        Some(Kind::OnesChanged(e)) => format!(
            "{} turned the ones of {} into {}",
            who(e.seat),
            dice(e.from.as_ref()),
            dice(e.to.as_ref())
        ),
        Some(Kind::MovePlayed(e)) => {
            format!(
                "{} grouped the dice: {}",
                who(e.seat),
                move_words(e.r#move.as_ref())
            )
        }
        Some(Kind::GoatClimbed(e)) => format!(
            "{} climbed mountain {} to step {}",
            who(e.seat),
            e.mountain,
            e.to_position
        ),
        Some(Kind::SummitReached(e)) => {
            format!(
                "{} reached the summit of mountain {}",
                who(e.seat),
                e.mountain
            )
        }
        Some(Kind::GoatKnockedDown(e)) => format!(
            "{} was knocked off the summit of mountain {}",
            who(e.seat),
            e.mountain
        ),
        Some(Kind::PointTokenTaken(e)) => {
            format!("{} took a {}-point token", who(e.seat), e.mountain)
        }
        Some(Kind::BonusTokenTaken(e)) => {
            format!("{} took the {}-point bonus token", who(e.seat), e.value)
        }
        Some(Kind::GoatPlacedOnBigMountain(e)) => format!(
            "{} moved a goat from mountain {} to spot {} of the Big Mountain",
            who(e.seat),
            e.from_mountain,
            e.spot
        ),
        Some(Kind::GoatMovedOnBigMountain(e)) => format!(
            "{} moved a goat on the Big Mountain from spot {} to spot {}",
            who(e.seat),
            e.from_spot,
            e.to_spot
        ),
        Some(Kind::GoatReturnedFromBigMountain(e)) => format!(
            "{} brought a goat back from spot {} to mountain {}, step {}",
            who(e.seat),
            e.from_spot,
            e.mountain,
            e.position
        ),
        Some(Kind::GroupWasted(e)) => format!(
            "{}'s group summing {} did nothing ({})",
            who(e.seat),
            e.sum,
            match e.reason() {
                pb::WasteReason::NoMountain => "no mountain has that number",
                pb::WasteReason::NoTokensLeft => "no point tokens are left there",
                pb::WasteReason::SpotTaken => "that Big Mountain spot is taken",
                pb::WasteReason::NoGoatNamed => "no goat was named for the Big Mountain",
                pb::WasteReason::Unspecified => "no reason given",
            }
        ),
        Some(Kind::TurnEnded(e)) => format!("{}'s turn ends", who(e.seat)),
        Some(Kind::EndTriggered(e)) => format!(
            "the end is near: {}; the round is played out",
            match e.trigger() {
                pb::EndTrigger::BonusTokensGone => "the last bonus token is taken",
                pb::EndTrigger::ThreeMountainsEmpty => "three mountains have no tokens left",
                pb::EndTrigger::Unspecified => "the end is triggered",
            }
        ),
        Some(Kind::GameOver(_)) => "the game is over; the seed is revealed".into(),
        Some(Kind::GameCancelled(e)) => match e.reason.as_str() {
            "EXPIRED" => "the server cancelled the game: no seat was taken for too long".into(),
            reason => format!("the server cancelled the game ({reason})"),
        },
        None => "an event this watcher does not know".into(),
    }
}

#[cfg(test)]
mod tests {
    use mountain_goats_rules::{Config, Game, Seed};
    use proptest::prelude::*;

    use super::*;
    use mountain_goats_server::api::move_to_proto;

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
        let expired = pb::Event {
            kind: Some(pb::event::Kind::GameCancelled(pb::GameCancelled {
                reason: "EXPIRED".into(),
            })),
        };
        assert_eq!(
            describe(&expired, &[]),
            "the server cancelled the game: no seat was taken for too long"
        );
        assert_eq!(status_words(pb::GameStatus::Cancelled), "a cancelled");
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
                            r#move: Some(move_to_proto(mv)),
                        })),
                    };
                    let expected = format!("P{seat} grouped the dice: {}", rules_words(mv));
                    prop_assert_eq!(describe(&event, &names), expected);
                }
                let mv = pick.get(&moves);
                game.play(game.current_seat(), mv).expect("a listed move is legal");
            }
        }
    }
}
