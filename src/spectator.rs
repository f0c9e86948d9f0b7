//! `mountain-goats watch`: a client that prints a game live and checks it —
//! every version in order with no gap, every roll re-derived from the
//! revealed seed, and the final standings replayed with the rules engine.

use mountain_goats_rules::{Config, Game, Seed};
use tokio_stream::StreamExt;

use crate::api::parse_move;
use crate::api::v1 as pb;
use crate::api::v1::game_service_client::GameServiceClient;
use crate::api::v1::watch_game_response::Update;

/// What went wrong while watching.
#[derive(Debug, thiserror::Error)]
pub enum WatchError {
    /// The server could not be reached.
    #[error("connect: {0}")]
    Connect(#[from] tonic::transport::Error),
    /// The server refused or dropped the stream.
    #[error("watch: {0}")]
    Status(#[from] tonic::Status),
    /// The game does not check out.
    #[error("check failed: {0}")]
    Check(String),
}

fn check(ok: bool, message: impl FnOnce() -> String) -> Result<(), WatchError> {
    if ok {
        Ok(())
    } else {
        Err(WatchError::Check(message()))
    }
}

/// Watches `game` on `addr` to its end, printing each change; with
/// `verify`, checks the game as described in the module docs.
pub async fn watch(addr: &str, game: &str, verify: bool) -> Result<(), WatchError> {
    let uri = if addr.contains("://") {
        addr.to_owned()
    } else {
        format!("http://{addr}")
    };
    let mut client = GameServiceClient::connect(uri).await?;
    let mut stream = client
        .watch_game(pb::WatchGameRequest {
            name: game.to_owned(),
            resume_after: None,
        })
        .await?
        .into_inner();
    let mut first: Option<pb::Game> = None;
    let mut last: Option<pb::Game> = None;
    let mut rolls = Vec::new();
    let mut moves = Vec::new();
    while let Some(message) = stream.next().await {
        match message?.update {
            Some(Update::Snapshot(snapshot)) => {
                let game = snapshot
                    .game
                    .ok_or_else(|| WatchError::Check("a snapshot without a game".into()))?;
                println!(
                    "v{} snapshot: {:?}, {} seats",
                    game.version,
                    game.status(),
                    game.seats.len()
                );
                check(first.is_none(), || {
                    "a second snapshot: the watcher fell behind".into()
                })?;
                first = Some(game.clone());
                last = Some(game);
            }
            Some(Update::Change(change)) => {
                let previous = last.as_ref().map_or(0, |g| g.version);
                check(change.version == previous + 1, || {
                    format!("version {} after {previous}", change.version)
                })?;
                for event in &change.events {
                    println!("v{} {}", change.version, describe(event));
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
            Some(Update::Heartbeat(beat)) => println!("v{} heartbeat", beat.version),
            None => {}
        }
    }
    let last = last.ok_or_else(|| WatchError::Check("the stream sent nothing".into()))?;
    if let Some(result) = last.board.as_ref().and_then(|b| b.result.as_ref()) {
        for s in &result.standings {
            println!("rank {} seat {} score {}", s.rank, s.seat, s.score);
        }
    }
    if verify {
        let first = first.ok_or_else(|| WatchError::Check("no snapshot".into()))?;
        check(first.version == 1, || {
            format!(
                "watch from creation to verify; started at v{}",
                first.version
            )
        })?;
        replay(&last, &rolls, &moves)?;
        println!(
            "verified: {} versions in order, {} rolls from the seed, standings replayed",
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
    let seed =
        Seed::from_slice(&last.seed).ok_or_else(|| WatchError::Check("no revealed seed".into()))?;
    check(seed.commitment() == last.seed_sha256, || {
        "the seed does not match its commitment".into()
    })?;
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
    let mut game = Game::new(config).map_err(|e| WatchError::Check(e.to_string()))?;
    for (seat, mv) in moves {
        game.roll(seed.roll(game.turn()))
            .map_err(|e| WatchError::Check(e.to_string()))?;
        let mv = parse_move(mv.as_ref()).map_err(|e| WatchError::Check(e.to_string()))?;
        game.play(*seat as u8, &mv)
            .map_err(|e| WatchError::Check(format!("an illegal move was accepted: {e}")))?;
    }
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

fn describe(event: &pb::Event) -> String {
    use pb::event::Kind;
    match &event.kind {
        Some(Kind::SeatJoined(e)) => format!("{} joined seat {}", e.player_name, e.seat),
        Some(Kind::GameStarted(e)) => format!("the game starts; seat {} plays first", e.first_seat),
        Some(Kind::DiceRolled(e)) => format!(
            "turn {}: seat {} rolled {:?}",
            e.turn,
            e.seat,
            e.roll.as_ref().map(|r| &r.dice)
        ),
        Some(Kind::MovePlayed(e)) => format!(
            "seat {} played {:?}",
            e.seat,
            e.r#move.as_ref().map(|m| (
                &m.faces,
                m.groups.iter().map(|g| &g.dice).collect::<Vec<_>>()
            ))
        ),
        Some(Kind::GoatClimbed(e)) => format!(
            "seat {} climbed mountain {} to {}",
            e.seat, e.mountain, e.to_position
        ),
        Some(Kind::SummitReached(e)) => {
            format!("seat {} reached the summit of {}", e.seat, e.mountain)
        }
        Some(Kind::GoatKnockedDown(e)) => {
            format!("seat {}'s goat was knocked off {}", e.seat, e.mountain)
        }
        Some(Kind::PointTokenTaken(e)) => {
            format!("seat {} took a {}-point token", e.seat, e.mountain)
        }
        Some(Kind::BonusTokenTaken(e)) => {
            format!("seat {} took the {}-point bonus token", e.seat, e.value)
        }
        Some(Kind::GameOver(_)) => "game over".into(),
        Some(Kind::EndTriggered(e)) => format!("the end is triggered ({:?})", e.trigger()),
        Some(other) => format!("{other:?}"),
        None => "an empty event".into(),
    }
}
