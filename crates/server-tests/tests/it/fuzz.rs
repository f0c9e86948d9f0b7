//! A fuzz harness for the request path: bytes → decode → parse → hub →
//! rules, in process, against a live game.
//!
//! Each case is a request to one of the calls, made from random bytes, from
//! a valid request with bytes flipped or cut, or from random fields. The
//! invariants, for every case:
//! - nothing panics (a panic in a game's task would answer `INTERNAL`);
//! - every refusal is a status with a `google.rpc.ErrorInfo` reason;
//! - a refused request leaves the game exactly as it was.
//!
//! `tests/run` runs a bounded number of cases (`PROPTEST_CASES`, 256 by
//! default); a longer run by hand:
//! `PROPTEST_CASES=50000 cargo test --release --test fuzz`.

use std::sync::Arc;

use mountain_goats_core::hosted::DiceSource;
use mountain_goats_core::hub::HubOptions;
use mountain_goats_core::store::{Durability, Store};
use mountain_goats_rules::{Config, Seed};
use mountain_goats_server::api::v1 as pb;
use mountain_goats_server::api::v1::server::game_service_server::GameService;
use mountain_goats_server::fanout::Hub;
use mountain_goats_server::service::GameApi;
use proptest::prelude::*;
use proptest::test_runner::{Config as RunnerConfig, TestRunner};
use prost::Message;
use tonic::metadata::MetadataValue;
use tonic_types::StatusExt;

/// The calls a case can make.
#[derive(Clone, Copy, Debug)]
enum Call {
    Create,
    Get,
    List,
    Join,
    Submit,
    Legal,
    Preview,
}

/// How a case's request body is made.
#[derive(Clone, Debug)]
enum Body {
    /// Bytes from nowhere.
    Random(Vec<u8>),
    /// A valid request with some bytes replaced, and maybe cut short.
    Mutated {
        flips: Vec<(usize, u8)>,
        cut: Option<usize>,
    },
    /// A valid request as is (the move: one of the legal ones, or not).
    Valid,
}

#[derive(Clone, Debug)]
struct Case {
    call: Call,
    body: Body,
    /// Whose token goes in `authorization`: 0/1 the seats, 2 a stranger's,
    /// 3 garbage, 4 none.
    token: u8,
    /// Use the live game's name (else a random one from the body).
    live_name: bool,
}

fn case() -> impl Strategy<Value = Case> {
    let call = prop_oneof![
        Just(Call::Create),
        Just(Call::Get),
        Just(Call::List),
        Just(Call::Join),
        Just(Call::Submit),
        Just(Call::Submit),
        Just(Call::Submit),
        Just(Call::Legal),
        Just(Call::Preview),
    ];
    let body = prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..200).prop_map(Body::Random),
        (
            proptest::collection::vec((0usize..256, any::<u8>()), 1..6),
            proptest::option::of(0usize..256)
        )
            .prop_map(|(flips, cut)| Body::Mutated { flips, cut }),
        Just(Body::Valid),
    ];
    (call, body, 0u8..5, any::<bool>()).prop_map(|(call, body, token, live_name)| Case {
        call,
        body,
        token,
        live_name,
    })
}

struct Fixture {
    api: GameApi,
    hub: Arc<Hub>,
    name: String,
    id: String,
    tokens: [String; 2],
}

async fn fixture() -> Fixture {
    let (store, _thread) =
        Store::sqlite(std::path::Path::new(":memory:"), Durability::Process).expect("a store");
    let hub = Hub::new(store, HubOptions::default());
    let api = GameApi::new(hub.clone());
    let seed = Seed([42; 32]);
    let config = Config::new(2).with_first_seat(0);
    let view = hub
        .create(
            config,
            seed,
            DiceSource::ChosenSeed,
            false,
            Default::default(),
            &[],
        )
        .await
        .expect("created");
    let tokens = [
        "Qw3rTy7uIo9pAs2dFg5hJk8lZx1cVb4n".to_owned(),
        "Mn6bVc3xZl9kJh2gFd5sAp8oIu1yTr4e".to_owned(),
    ];
    for (seat, token) in tokens.iter().enumerate() {
        hub.join(
            &view.id,
            Some(seat as u8),
            format!("p{seat}"),
            Some(token.clone()),
            Vec::new(),
        )
        .await
        .expect("joined");
    }
    Fixture {
        api,
        hub,
        name: format!("games/{}", view.id),
        id: view.id.clone(),
        tokens,
    }
}

/// The live game, as `GetGame` encodes it.
async fn snapshot(f: &Fixture) -> Vec<u8> {
    let game = f.hub.get(&f.id).await.expect("the live game");
    mountain_goats_server::fanout::game_answer(&game).encode_to_vec()
}

/// A valid request of `call` for the live game at its current state.
async fn valid(f: &Fixture, call: Call) -> Vec<u8> {
    let name = f.name.clone();
    match call {
        Call::Create => pb::CreateGameRequest {
            options: Some(pb::GameOptions {
                players: 3,
                ..Default::default()
            }),
            ..Default::default()
        }
        .encode_to_vec(),
        Call::Get => pb::GetGameRequest { name }.encode_to_vec(),
        Call::List => pb::ListGamesRequest {
            page_size: 5,
            ..Default::default()
        }
        .encode_to_vec(),
        Call::Join => pb::JoinGameRequest {
            name,
            player_name: "late".into(),
            ..Default::default()
        }
        .encode_to_vec(),
        Call::Legal => pb::ListLegalMovesRequest { name }.encode_to_vec(),
        Call::Submit | Call::Preview => {
            let legal = f.hub.legal_moves(&f.id).await.ok();
            let mv = legal
                .map(|l| mountain_goats_server::fanout::list_answer(&l).encode_to_vec())
                .and_then(|bytes| pb::ListLegalMovesResponse::decode(bytes.as_slice()).ok())
                .and_then(|l| l.legal_moves.into_iter().next())
                .and_then(|l| l.r#move);
            if matches!(call, Call::Preview) {
                pb::PreviewMoveRequest { name, r#move: mv }.encode_to_vec()
            } else {
                pb::SubmitMoveRequest {
                    name,
                    r#move: mv,
                    expected_version: None,
                    request_id: String::new(),
                }
                .encode_to_vec()
            }
        }
    }
}

fn body_bytes(body: &Body, valid: Vec<u8>) -> Vec<u8> {
    match body {
        Body::Random(bytes) => bytes.clone(),
        Body::Valid => valid,
        Body::Mutated { flips, cut } => {
            let mut bytes = valid;
            if bytes.is_empty() {
                return bytes;
            }
            for (at, value) in flips {
                let i = at % bytes.len();
                bytes[i] = *value;
            }
            if let Some(cut) = cut {
                bytes.truncate(cut % (bytes.len() + 1));
            }
            bytes
        }
    }
}

fn request<T>(message: T, f: &Fixture, token: u8) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    let value = match token {
        0 | 1 => Some(format!("Bearer {}", f.tokens[usize::from(token)])),
        2 => Some("Bearer Zx9cVb8nMl7kJh6gFd5sAq4wEr3tYu2i".to_owned()),
        3 => Some("Bearer \u{7f}garbage".to_owned()),
        _ => None,
    };
    if let Some(value) = value
        && let Ok(value) = MetadataValue::try_from(value.as_str())
    {
        request.metadata_mut().insert("authorization", value);
    }
    request
}

/// What a case's call answered: `Ok(true)` accepted, `Ok(false)` a body
/// that does not decode (refused by the codec before any of this), or the
/// status.
async fn run(f: &Fixture, case: &Case) -> Result<bool, tonic::Status> {
    let bytes = body_bytes(&case.body, valid(f, case.call).await);
    // The server's codec turns undecodable bytes into INVALID_ARGUMENT with
    // a reason; here the same: a body that does not decode is that refusal.
    macro_rules! decoded {
        ($ty:ty) => {{
            let mut message = match <$ty>::decode(bytes.as_slice()) {
                Ok(message) => message,
                Err(_) => return Ok(false),
            };
            if case.live_name {
                message.name = f.name.clone();
            }
            message
        }};
    }
    match case.call {
        Call::Create => {
            let message = match pb::CreateGameRequest::decode(bytes.as_slice()) {
                Ok(message) => message,
                Err(_) => return Ok(false),
            };
            f.api
                .create_game(request(message, f, case.token))
                .await
                .map(|_| true)
        }
        Call::Get => f
            .api
            .get_game(request(decoded!(pb::GetGameRequest), f, case.token))
            .await
            .map(|_| true),
        Call::List => {
            let message = match pb::ListGamesRequest::decode(bytes.as_slice()) {
                Ok(message) => message,
                Err(_) => return Ok(false),
            };
            f.api
                .list_games(request(message, f, case.token))
                .await
                .map(|_| true)
        }
        Call::Join => f
            .api
            .join_game(request(decoded!(pb::JoinGameRequest), f, case.token))
            .await
            .map(|_| true),
        Call::Submit => f
            .api
            .submit_move(request(decoded!(pb::SubmitMoveRequest), f, case.token))
            .await
            .map(|_| true),
        Call::Legal => f
            .api
            .list_legal_moves(request(decoded!(pb::ListLegalMovesRequest), f, case.token))
            .await
            .map(|_| true),
        Call::Preview => f
            .api
            .preview_move(request(decoded!(pb::PreviewMoveRequest), f, case.token))
            .await
            .map(|_| true),
    }
}

/// Whether the live game is over (then a fresh one is made).
async fn finished(f: &Fixture) -> bool {
    let answer = snapshot(f).await;
    pb::GetGameResponse::decode(answer.as_slice())
        .ok()
        .and_then(|r| r.game)
        .is_none_or(|g| g.status == pb::GameStatus::Finished as i32)
}

#[test]
fn the_request_path_never_panics_always_gives_a_reason_and_refusals_change_nothing() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let fixture = std::cell::RefCell::new(std::rc::Rc::new(runtime.block_on(fixture())));
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256);
    let mut runner = TestRunner::new(RunnerConfig {
        cases,
        failure_persistence: None,
        ..RunnerConfig::default()
    });
    let counts = std::cell::RefCell::new(std::collections::BTreeMap::<String, u32>::new());
    let result = runner.run(&case(), |case| {
        runtime.block_on(async {
            // A finished game refuses every move: play on a fresh one.
            let current = fixture.borrow().clone();
            if finished(&current).await {
                let fresh = std::rc::Rc::new(self::fixture().await);
                *fixture.borrow_mut() = fresh;
            }
            let fixture = fixture.borrow().clone();
            let before = snapshot(&fixture).await;
            let outcome = run(&fixture, &case).await;
            let after = snapshot(&fixture).await;
            let mut counts = counts.borrow_mut();
            match outcome {
                Ok(accepted) => {
                    let key = if accepted { "ok" } else { "undecodable" };
                    *counts.entry(key.into()).or_default() += 1;
                }
                Err(status) => {
                    prop_assert_ne!(status.code(), tonic::Code::Internal, "{:?}", status);
                    prop_assert_ne!(status.code(), tonic::Code::Unknown, "{:?}", status);
                    let details = status.get_error_details();
                    let info = details.error_info();
                    prop_assert!(info.is_some(), "no ErrorInfo in {:?}", status);
                    let reason = info.map(|i| i.reason.clone()).unwrap_or_default();
                    prop_assert!(!reason.is_empty());
                    prop_assert!(before == after, "a refusal ({}) changed the game", reason);
                    *counts.entry(reason).or_default() += 1;
                }
            }
            Ok(())
        })
    });
    let counts = counts.into_inner();
    println!("outcomes over {cases} cases: {counts:?}");
    if let Err(failure) = result {
        panic!("{failure}");
    }
    // The harness reached both sides: accepted calls and refusals.
    assert!(counts.get("ok").is_some_and(|&n| n > 0), "{counts:?}");
    assert!(counts.len() > 3, "too few kinds of outcome: {counts:?}");
}
