//! The Rust bot keeps the clients' contract (docs/clients.md): its retries,
//! its backoff, and its watch's resume and gap repair, each checked against
//! a scripted server that records what the bot sent.

mod scripted;

use std::time::Duration;

use mountain_goats_bot::arena::{self, ArenaError, ArenaOptions, ServerEntrant, ServerOptions};
use mountain_goats_bot::pb::watch_game_response::Update;
use mountain_goats_bot::{Greedy, HouseStrategy, SeatTicket, Watch, pb, retry, routing};
use mountain_goats_rules::Config;
use scripted::{Script, Scripted, refused};
use tonic::{Code, Status};

const GAME: &str = "games/scripted";

/// The contract's wait after the `n`-th failure, before the jitter.
fn ceiling(n: u32) -> Duration {
    let doubled = 100u64 * 2u64.pow(n - 1);
    Duration::from_millis(doubled.min(2000))
}

#[test]
fn backoff_is_the_contracts_capped_exponential_with_jitter() {
    for n in 1..=12 {
        let full = ceiling(n);
        let waits: Vec<Duration> = (0..400).map(|_| retry::backoff(n)).collect();
        for wait in &waits {
            assert!(
                *wait >= full / 2 && *wait < full,
                "after failure {n}: waited {wait:?}, not in [{:?}, {full:?})",
                full / 2
            );
        }
        // Jittered: spread over the range, not one value.
        let low = waits.iter().filter(|w| **w < full * 3 / 4).count();
        assert!(
            low > 0 && low < waits.len(),
            "after failure {n}: every wait in one half of the range: {waits:?}"
        );
    }
    assert_eq!(retry::TRIES, 10);
}

async fn client(server: &Scripted) -> mountain_goats_bot::Client {
    mountain_goats_bot::connect(&server.addr)
        .await
        .expect("connects to the scripted server")
}

fn game(version: u64, finished: bool) -> pb::Game {
    let status = if finished {
        pb::GameStatus::Finished
    } else {
        pb::GameStatus::Playing
    };
    pb::Game {
        name: GAME.to_owned(),
        version,
        status: status as i32,
        options: Some(pb::GameOptions {
            players: 2,
            first_seat: Some(0),
            ..pb::GameOptions::default()
        }),
        // Always the other seat's turn: the bot only watches.
        board: Some(pb::Board {
            current_seat: 1,
            ..pb::Board::default()
        }),
        ..pb::Game::default()
    }
}

fn snapshot(version: u64) -> Result<pb::WatchGameResponse, Status> {
    Ok(pb::WatchGameResponse {
        update: Some(Update::Snapshot(pb::GameSnapshot {
            game: Some(game(version, false)),
            legal_moves: Vec::new(),
        })),
    })
}

fn change(version: u64, finished: bool) -> Result<pb::WatchGameResponse, Status> {
    Ok(pb::WatchGameResponse {
        update: Some(Update::Change(pb::GameChange {
            version,
            events: Vec::new(),
            game: Some(game(version, finished)),
            legal_moves: Vec::new(),
        })),
    })
}

fn ticket() -> SeatTicket {
    SeatTicket {
        game: GAME.to_owned(),
        seat: 0,
        token: "ab".repeat(32),
    }
}

/// Answers every `CreateGame` with one status.
struct CreateFails(Status);

impl Script for CreateFails {
    fn create_game(
        &self,
        _: usize,
        _: &pb::CreateGameRequest,
    ) -> Result<pb::CreateGameResponse, Status> {
        Err(self.0.clone())
    }
}

/// `CreateGame` on `UNAVAILABLE`, with a reason or without: its first
/// request may have created a game, so it is sent once.
#[tokio::test]
async fn create_game_is_sent_once_when_unavailable() {
    let answers = [
        refused(Code::Unavailable, "SHUTTING_DOWN"),
        refused(Code::Unavailable, "STORE_UNAVAILABLE"),
        Status::unavailable("no reason"),
    ];
    for answer in answers {
        let server = Scripted::start(CreateFails(answer.clone())).await;
        let mut client = client(&server).await;
        let options = pb::GameOptions {
            players: 2,
            ..pb::GameOptions::default()
        };
        let failed = mountain_goats_bot::create_game(&mut client, options)
            .await
            .expect_err("the server refused");
        assert_eq!(failed.code(), Code::Unavailable);
        assert_eq!(server.creates().len(), 1, "after {answer:?}");
    }
}

/// The arena's server mode creates its games the same way.
#[tokio::test]
async fn the_arena_sends_create_game_once_when_unavailable() {
    let server = Scripted::start(CreateFails(refused(Code::Unavailable, "SHUTTING_DOWN"))).await;
    let options = ArenaOptions {
        games: 1,
        seed: 1,
        config: Config::new(2),
        move_time: None,
        threads: Some(1),
        progress: false,
    };
    let lineup = [
        ServerEntrant::House(HouseStrategy::Greedy),
        ServerEntrant::House(HouseStrategy::Random),
    ];
    let served = ServerOptions {
        addr: server.addr.clone(),
        ca_pem: None,
    };
    let failed = arena::play_on_server(&options, &served, &lineup).await;
    assert!(
        matches!(&failed, Err(ArenaError::Server(why)) if why.contains("SHUTTING_DOWN")),
        "{failed:?}"
    );
    assert_eq!(server.creates().len(), 1);
}

/// `RATE_LIMITED` is a refusal before the server read the request: retried.
struct CreateRateLimited;

impl Script for CreateRateLimited {
    fn create_game(
        &self,
        n: usize,
        _: &pb::CreateGameRequest,
    ) -> Result<pb::CreateGameResponse, Status> {
        if n < 2 {
            return Err(refused(Code::ResourceExhausted, "RATE_LIMITED"));
        }
        Ok(pb::CreateGameResponse {
            game: Some(game(1, false)),
        })
    }
}

#[tokio::test]
async fn create_game_is_retried_when_rate_limited() {
    let server = Scripted::start(CreateRateLimited).await;
    let mut client = client(&server).await;
    let options = pb::GameOptions {
        players: 2,
        ..pb::GameOptions::default()
    };
    let created = mountain_goats_bot::create_game(&mut client, options)
        .await
        .expect("created on the third try");
    assert_eq!(created.name, GAME);
    let creates = server.creates();
    assert_eq!(creates.len(), 3);
    assert!(creates.iter().all(|c| *c == creates[0]), "the same request");
}

/// `ABORTED`/`CONFLICT` twice, then the move is taken.
struct SubmitConflicts;

impl Script for SubmitConflicts {
    fn submit_move(
        &self,
        n: usize,
        _: &pb::SubmitMoveRequest,
    ) -> Result<pb::SubmitMoveResponse, Status> {
        if n < 2 {
            return Err(refused(Code::Aborted, "CONFLICT"));
        }
        Ok(pb::SubmitMoveResponse::default())
    }
}

#[tokio::test]
async fn a_move_is_retried_with_the_same_request_id_after_a_conflict() {
    let server = Scripted::start(SubmitConflicts).await;
    let mut client = client(&server).await;
    let ticket = ticket();
    let mv = pb::Move {
        faces: vec![1, 2, 3, 4],
        groups: Vec::new(),
    };
    mountain_goats_bot::submit(&mut client, &ticket, mv.clone(), 7)
        .await
        .expect("taken on the third try");
    let submits = server.submits();
    assert_eq!(submits.len(), 3, "{submits:?}");
    let (first, _) = &submits[0];
    assert_eq!(first.request_id.len(), 32);
    for (request, token) in &submits {
        assert_eq!(request, first, "the same request, request id included");
        assert_eq!(request.expected_version, Some(7));
        assert_eq!(request.r#move.as_ref(), Some(&mv));
        assert_eq!(
            token.as_deref(),
            Some(format!("Bearer {}", ticket.token).as_str())
        );
    }
}

/// A seat's watch that breaks, then repeats a version and skips one.
struct BrokenSeatWatch;

impl Script for BrokenSeatWatch {
    fn watch_game(
        &self,
        n: usize,
        _: &pb::WatchGameRequest,
    ) -> Vec<Result<pb::WatchGameResponse, Status>> {
        match n {
            // A snapshot at v5, v6, then the connection drops.
            0 => vec![
                snapshot(5),
                change(6, false),
                Err(Status::unavailable("connection reset")),
            ],
            // A repeat of v6, then v8: v7 is lost.
            1 => vec![change(6, false), change(8, false)],
            // Anything else: the rest of the game from where it was asked.
            _ => vec![change(7, false), change(8, false), change(9, true)],
        }
    }
}

/// The bot resumes after the last version it saw, after a dropped stream
/// and after a gap, not from the game's creation.
#[tokio::test]
async fn the_bot_resumes_after_the_last_version_it_saw() {
    let server = Scripted::start(BrokenSeatWatch).await;
    let mut client = client(&server).await;
    let ticket = ticket();
    let finished = mountain_goats_bot::play_as(&mut client, &ticket, &mut Greedy)
        .await
        .expect("played to the end");
    assert_eq!(finished.version, 9);
    let watches = server.watches();
    let resumed: Vec<Option<u64>> = watches.iter().map(|(r, _)| r.resume_after).collect();
    assert_eq!(resumed, [None, Some(6), Some(6)]);
    for (request, token) in &watches {
        assert_eq!(request.name, GAME);
        assert_eq!(
            token.as_deref(),
            Some(format!("Bearer {}", ticket.token).as_str()),
            "every watch as the seat"
        );
    }
    assert!(server.submits().is_empty(), "never the bot's turn");
}

/// The versions a [`Watch`] passes on until the game is over.
async fn versions(mut watch: Watch) -> Result<Vec<u64>, Status> {
    let mut seen = Vec::new();
    while let Some(update) = watch.next().await? {
        match update {
            Update::Snapshot(s) => seen.push(s.game.map_or(0, |g| g.version)),
            Update::Change(c) => seen.push(c.version),
            Update::Heartbeat(_) => {}
        }
    }
    Ok(seen)
}

/// An open game the bot sits in alone, then its cancellation (nobody else
/// joined in time); the stream would go on, but a client must not wait. A
/// watch that resumes is refused, so that one that waited fails at once.
struct Cancelled;

impl Script for Cancelled {
    fn watch_game(
        &self,
        _: usize,
        request: &pb::WatchGameRequest,
    ) -> Vec<Result<pb::WatchGameResponse, Status>> {
        if request.resume_after.is_some() {
            return vec![Err(refused(Code::NotFound, "GAME_NOT_FOUND"))];
        }
        let open = pb::Game {
            status: pb::GameStatus::Open as i32,
            board: None,
            ..game(2, false)
        };
        let cancelled = pb::Game {
            status: pb::GameStatus::Cancelled as i32,
            version: 3,
            ..open.clone()
        };
        vec![
            Ok(pb::WatchGameResponse {
                update: Some(Update::Snapshot(pb::GameSnapshot {
                    game: Some(open),
                    legal_moves: Vec::new(),
                })),
            }),
            Ok(pb::WatchGameResponse {
                update: Some(Update::Change(pb::GameChange {
                    version: 3,
                    events: vec![pb::Event {
                        kind: Some(pb::event::Kind::GameCancelled(pb::GameCancelled {
                            reason: "EXPIRED".into(),
                        })),
                    }],
                    game: Some(cancelled),
                    legal_moves: Vec::new(),
                })),
            }),
            // Never sent by a server; a client that waits past the
            // cancellation would read it and fail.
            change(4, false),
        ]
    }
}

/// A cancelled game ends the seat's play with the game as it ended, and a
/// watch with nothing after the cancelling change.
#[tokio::test]
async fn a_cancelled_game_ends_play_and_watch() {
    let server = Scripted::start(Cancelled).await;
    let mut client = client(&server).await;
    let ended = mountain_goats_bot::play_as(&mut client, &ticket(), &mut Greedy)
        .await
        .expect("the play ends");
    assert_eq!(ended.version, 3);
    assert!(mountain_goats_bot::is_cancelled(&ended));
    assert!(mountain_goats_bot::is_over(&ended));
    assert_eq!(server.watches().len(), 1, "no second watch");
    let watch = Watch::new(client.clone(), GAME);
    assert_eq!(versions(watch).await.expect("ends"), [2, 3]);
    assert_eq!(server.watches().len(), 2);
}

/// From the creation: v1, v2, then v4 (a gap), then on the resumed stream
/// v3 and v4 again, the finished game.
struct Gap;

impl Script for Gap {
    fn watch_game(
        &self,
        n: usize,
        _: &pb::WatchGameRequest,
    ) -> Vec<Result<pb::WatchGameResponse, Status>> {
        match n {
            0 => vec![change(1, false), change(2, false), change(4, false)],
            _ => vec![change(2, false), change(3, false), change(4, true)],
        }
    }
}

#[tokio::test]
async fn a_gap_is_repaired_by_resuming_after_the_last_version_seen() {
    let server = Scripted::start(Gap).await;
    let watch = Watch::new(client(&server).await, GAME).after(Some(0));
    assert_eq!(versions(watch).await.expect("repaired"), [1, 2, 3, 4]);
    let resumed: Vec<Option<u64>> = server
        .watches()
        .iter()
        .map(|(r, _)| r.resume_after)
        .collect();
    assert_eq!(resumed, [Some(0), Some(2)]);
}

/// Each stream fails once with a status, after one new change.
struct FailsWith(Status);

impl Script for FailsWith {
    fn watch_game(
        &self,
        n: usize,
        _: &pb::WatchGameRequest,
    ) -> Vec<Result<pb::WatchGameResponse, Status>> {
        let version = n as u64 + 1;
        if version == 3 {
            return vec![change(3, true)];
        }
        vec![change(version, false), Err(self.0.clone())]
    }
}

/// `ABORTED`, with the reason `CONFLICT` or none, and `UNAVAILABLE` resume a
/// watch; an answer such as `NOT_FOUND` ends it with that error.
#[tokio::test]
async fn a_watch_resumes_on_aborted_and_unavailable_not_on_answers() {
    for status in [
        refused(Code::Aborted, "CONFLICT"),
        Status::aborted("stream reset"),
        refused(Code::Unavailable, "SHUTTING_DOWN"),
        refused(Code::ResourceExhausted, "RATE_LIMITED"),
    ] {
        let server = Scripted::start(FailsWith(status.clone())).await;
        let watch = Watch::new(client(&server).await, GAME).after(Some(0));
        assert_eq!(
            versions(watch).await.expect("resumed"),
            [1, 2, 3],
            "{status:?}"
        );
        let resumed: Vec<Option<u64>> = server
            .watches()
            .iter()
            .map(|(r, _)| r.resume_after)
            .collect();
        assert_eq!(resumed, [Some(0), Some(1), Some(2)], "{status:?}");
    }
    let server = Scripted::start(FailsWith(refused(Code::NotFound, "GAME_NOT_FOUND"))).await;
    let watch = Watch::new(client(&server).await, GAME).after(Some(0));
    let failed = versions(watch).await.expect_err("not resumed");
    assert_eq!(failed.code(), Code::NotFound);
    assert_eq!(server.watches().len(), 1);
}

/// Every stream ends at once, before the game does.
struct EndsAtOnce;

impl Script for EndsAtOnce {
    fn watch_game(
        &self,
        _: usize,
        _: &pb::WatchGameRequest,
    ) -> Vec<Result<pb::WatchGameResponse, Status>> {
        Vec::new()
    }
}

/// After ten attempts in a row without progress, the watch gives up with
/// an error that says so, having waited the contract's backoff between
/// them (on tokio's paused clock).
#[tokio::test(start_paused = true)]
async fn a_watch_gives_up_after_ten_attempts_without_progress() {
    let server = Scripted::start(EndsAtOnce).await;
    let watch = Watch::new(client(&server).await, GAME).after(Some(4));
    let started = tokio::time::Instant::now();
    let failed = versions(watch).await.expect_err("gave up");
    let waited = started.elapsed();
    assert_eq!(failed.code(), Code::Unavailable);
    assert!(
        failed.message().contains("kept ending before the game did"),
        "{failed:?}"
    );
    let watches = server.watches();
    assert_eq!(watches.len(), 10);
    assert!(watches.iter().all(|(r, _)| r.resume_after == Some(4)));
    let least: Duration = (1..10).map(|n| ceiling(n) / 2).sum();
    let most: Duration = (1..10).map(ceiling).sum();
    assert!(
        waited >= least && waited < most + Duration::from_secs(1),
        "waited {waited:?}, not in [{least:?}, {most:?})"
    );
}

#[test]
fn the_routing_value_is_the_game_name_percent_encoded_as_every_client_sends_it() {
    // The same cases are in every client's tests: the bytes must agree.
    let cases = [
        ("games/0f3a9c", "name=games/0f3a9c"),
        ("games/AZaz09-_.~", "name=games/AZaz09-_.~"),
        ("games/a b/\u{fc}%", "name=games/a%20b%2F%C3%BC%25"),
        ("0f3a9c", "name=0f3a9c"),
        ("game/x", "name=game%2Fx"),
        ("", "name="),
    ];
    for (name, value) in cases {
        assert_eq!(routing::request_params(name), value, "{name:?}");
    }
}

/// Answers every call the bot makes, after failing the first try of each
/// but `CreateGame` with `UNAVAILABLE`, so that retries are seen. A watch
/// from a snapshot sends version 1, where seat 1 is to move, and breaks;
/// resumed, it sends version 2, the game's end.
struct Routed;

impl Script for Routed {
    fn create_game(
        &self,
        _: usize,
        _: &pb::CreateGameRequest,
    ) -> Result<pb::CreateGameResponse, Status> {
        Ok(pb::CreateGameResponse {
            game: Some(game(0, false)),
        })
    }

    fn find_game(
        &self,
        n: usize,
        request: &pb::FindGameRequest,
    ) -> Result<pb::FindGameResponse, Status> {
        if n == 0 {
            return Err(Status::unavailable("try again"));
        }
        Ok(pb::FindGameResponse {
            game: Some(game(1, false)),
            seat: 1,
            seat_token: request.seat_token.clone(),
        })
    }

    fn join_game(
        &self,
        n: usize,
        request: &pb::JoinGameRequest,
    ) -> Result<pb::JoinGameResponse, Status> {
        if n == 0 {
            return Err(Status::unavailable("try again"));
        }
        Ok(pb::JoinGameResponse {
            game: Some(game(1, false)),
            seat: 1,
            seat_token: request.seat_token.clone(),
        })
    }

    fn list_legal_moves(
        &self,
        n: usize,
        _: &pb::ListLegalMovesRequest,
    ) -> Result<pb::ListLegalMovesResponse, Status> {
        if n == 0 {
            return Err(Status::unavailable("try again"));
        }
        Ok(pb::ListLegalMovesResponse {
            version: 1,
            seat: 1,
            legal_moves: vec![pb::LegalMove {
                r#move: Some(pb::Move {
                    faces: vec![1, 2, 3, 4],
                    groups: Vec::new(),
                }),
                ..pb::LegalMove::default()
            }],
            ..pb::ListLegalMovesResponse::default()
        })
    }

    fn submit_move(
        &self,
        n: usize,
        _: &pb::SubmitMoveRequest,
    ) -> Result<pb::SubmitMoveResponse, Status> {
        if n == 0 {
            return Err(Status::unavailable("try again"));
        }
        Ok(pb::SubmitMoveResponse::default())
    }

    fn watch_game(
        &self,
        _: usize,
        request: &pb::WatchGameRequest,
    ) -> Vec<Result<pb::WatchGameResponse, Status>> {
        match request.resume_after {
            None => vec![snapshot(1), Err(Status::unavailable("the stream broke"))],
            Some(_) => vec![change(2, true)],
        }
    }
}

/// Every call about one game carries the routing header (docs/clients.md,
/// "Routing"), retries and resumed watches included, and `CreateGame` and
/// `FindGame`, which name no game, do not.
#[tokio::test(start_paused = true)]
async fn every_call_about_a_game_carries_the_routing_header() {
    let server = Scripted::start(Routed).await;
    let mut client = client(&server).await;
    let options = pb::GameOptions {
        players: 2,
        ..pb::GameOptions::default()
    };
    mountain_goats_bot::create_game(&mut client, options)
        .await
        .expect("created");
    mountain_goats_bot::find_game(&mut client, options, "finder", None, "")
        .await
        .expect("found on the second try");
    // Seat 1 is to move at version 1: the bot lists its moves (the update
    // carries none) and plays one, then resumes the broken watch.
    let ticket = mountain_goats_bot::join_game(&mut client, GAME, "joiner", None)
        .await
        .expect("joined on the second try");
    let finished = mountain_goats_bot::play(&mut client, &ticket, &mut Greedy)
        .await
        .expect("played to the end");
    assert_eq!(finished.version, 2);
    let watch = Watch::new(client.clone(), GAME);
    assert_eq!(versions(watch).await.expect("resumed"), [1, 2]);

    let routed = Some(format!("name={GAME}"));
    let expected: Vec<(&str, Option<String>)> = vec![
        ("CreateGame", None),
        ("FindGame", None),
        ("FindGame", None),
        ("JoinGame", routed.clone()),
        ("JoinGame", routed.clone()),
        ("WatchGame", routed.clone()),
        ("ListLegalMoves", routed.clone()),
        ("ListLegalMoves", routed.clone()),
        ("SubmitMove", routed.clone()),
        ("SubmitMove", routed.clone()),
        ("WatchGame", routed.clone()),
        ("WatchGame", routed.clone()),
        ("WatchGame", routed.clone()),
    ];
    let routes = server.routes();
    let got: Vec<(&str, Option<String>)> = routes
        .iter()
        .map(|(method, value)| (method.as_str(), value.clone()))
        .collect();
    assert_eq!(got, expected);
    // The seat's calls carry its token as well.
    let submits = server.submits().into_iter().map(|(_, token)| token);
    let watches = server.watches().into_iter().take(2).map(|(_, token)| token);
    for token in submits.chain(watches) {
        assert_eq!(
            token.as_deref(),
            Some(format!("Bearer {}", ticket.token).as_str())
        );
    }
}
