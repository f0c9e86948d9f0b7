//! The Rust bot's runner of the conformance suite (clients/conformance): reads
//! one case a line on stdin (`{"case": name, "action": {...}}`), does the
//! case's action through the bot's library against the scripted server at its
//! last argument, and prints one JSON line with what it reported.
//!
//! The bot has no call of its own to get a game or submit one move: those
//! cases go through the pieces its own calls are made of
//! ([`with_retries`], [`routing::about_game`], [`SeatTicket::authorize`]),
//! which is what a bot copied from this crate does.

use std::io::BufRead;

use mountain_goats_bot::account::{AccountKey, create_account, find_rated_game};
use mountain_goats_bot::retry::{retryable, with_retries};
use mountain_goats_bot::{
    Client, SeatTicket, Strategy, Watch, code_name, connect, create_game, find_game, join_game, pb,
    play, reason, request_id, routing,
};
use pb::watch_game_response::Update;
use serde_json::{Map, Value, json};
use tonic::Status;

/// The first legal move, as every client's runner plays.
#[derive(Debug)]
struct FirstLegalMove;

impl Strategy for FirstLegalMove {
    fn choose(&mut self, _: &pb::Game, _: u32, _: &[pb::LegalMove]) -> usize {
        0
    }
}

/// The one move of every case that submits one: the scripted server takes any.
fn a_move() -> pb::Move {
    pb::Move {
        faces: vec![1, 2, 3, 4],
        groups: vec![pb::Group {
            dice: vec![0, 1, 2, 3],
            goat: None,
        }],
    }
}

fn text<'a>(action: &'a Value, key: &str) -> &'a str {
    action[key].as_str().unwrap_or_default()
}

async fn run(addr: &str, action: &Value) -> Result<Map<String, Value>, String> {
    let mut client: Client = connect(addr).await.map_err(|e| e.to_string())?;
    let game = text(action, "game").to_owned();
    let mut report = Map::new();
    let outcome: Result<(), Status> = match text(action, "do") {
        "get_game" => with_retries(
            || {
                let mut client = client.clone();
                let request = routing::about_game(&game, pb::GetGameRequest { name: game.clone() });
                async move { client.get_game(request).await }
            },
            retryable,
        )
        .await
        .map(|r| {
            let version = r.into_inner().game.map_or(0, |g| g.version);
            report.insert("version".into(), json!(version));
        }),
        "create_game" if action.get("house_seats").is_some() => {
            return Ok(skip("the bot creates no house seats"));
        }
        "create_game" => {
            let players = action["players"].as_u64().unwrap_or(2) as u32;
            let options = pb::GameOptions {
                players,
                ..Default::default()
            };
            create_game(&mut client, options).await.map(|g| {
                report.insert("version".into(), json!(g.version));
            })
        }
        "join_game" if action.get("seat_token").is_some() => {
            return Ok(skip("the bot always draws its seat token"));
        }
        "join_game" => {
            let seat = action["seat"].as_u64().map(|s| s as u32);
            join_game(&mut client, &game, text(action, "player"), seat)
                .await
                .map(|t| seated(&mut report, &t))
        }
        "find_game" | "find_and_play" if action["rated"].as_bool() == Some(true) => {
            let Some(key) = account_key(action)? else {
                // The bot's rated find takes the key as an argument, and its
                // command line refuses --rated without one before any call.
                return Ok(skip(
                    "the bot's rated find takes a key: one without is not expressible",
                ));
            };
            let options = pb::GameOptions {
                players: action["players"].as_u64().unwrap_or(2) as u32,
                ..Default::default()
            };
            match find_rated_game(&mut client, options, &key, None).await {
                Ok(ticket) if text(action, "do") == "find_and_play" => {
                    report.insert("token".into(), json!(ticket.token));
                    play(&mut client, &ticket, &mut FirstLegalMove)
                        .await
                        .map(|g| {
                            report.insert("version".into(), json!(g.version));
                        })
                }
                Ok(ticket) => {
                    seated(&mut report, &ticket);
                    Ok(())
                }
                Err(status) => Err(status),
            }
        }
        "create_account" => create_account(&mut client, text(action, "display_name"))
            .await
            .map(|made| {
                report.insert("account".into(), json!(made.account.name));
                report.insert("key".into(), json!(made.key.expose()));
            }),
        "find_game" => {
            let options = pb::GameOptions {
                players: action["players"].as_u64().unwrap_or(2) as u32,
                ..Default::default()
            };
            find_game(&mut client, options, text(action, "player"), None, "")
                .await
                .map(|t| seated(&mut report, &t))
        }
        "submit_move" => {
            let ticket = ticket(action);
            let request_id = action["request_id"]
                .as_str()
                .map_or_else(request_id, str::to_owned);
            let request = pb::SubmitMoveRequest {
                name: game.clone(),
                r#move: Some(a_move()),
                expected_version: action["expected_version"].as_u64(),
                request_id,
            };
            with_retries(
                || {
                    let mut client = client.clone();
                    let request = ticket.authorize(request.clone());
                    async move { client.submit_move(request).await }
                },
                retryable,
            )
            .await
            .map(|r| {
                let version = r.into_inner().game.map_or(0, |g| g.version);
                report.insert("version".into(), json!(version));
            })
        }
        "watch" => {
            let mut watch =
                Watch::new(client.clone(), game.clone()).after(action["resume_after"].as_u64());
            let mut updates = Vec::new();
            let outcome = loop {
                match watch.next().await {
                    Ok(Some(Update::Snapshot(s))) => {
                        updates.push(format!("snapshot {}", s.game.map_or(0, |g| g.version)));
                    }
                    Ok(Some(Update::Change(c))) => updates.push(format!("change {}", c.version)),
                    Ok(Some(Update::Heartbeat(_))) => {}
                    Ok(None) => break Ok(()),
                    Err(status) => break Err(status),
                }
            };
            report.insert("updates".into(), json!(updates));
            outcome
        }
        "play" => play(&mut client, &ticket(action), &mut FirstLegalMove)
            .await
            .map(|g| {
                report.insert("version".into(), json!(g.version));
            }),
        other => return Ok(skip(&format!("no action {other}"))),
    };
    match outcome {
        Ok(()) => report.insert("ok".into(), json!(true)),
        Err(status) => {
            report.insert("code".into(), json!(code_name(status.code())));
            report.insert("reason".into(), json!(reason(&status).unwrap_or_default()));
            report.insert("ok".into(), json!(false))
        }
    };
    Ok(report)
}

fn ticket(action: &Value) -> SeatTicket {
    SeatTicket {
        game: text(action, "game").to_owned(),
        seat: 0,
        token: text(action, "token").to_owned(),
    }
}

/// The case's account key, if it gives one.
fn account_key(action: &Value) -> Result<Option<AccountKey>, String> {
    action["key"]
        .as_str()
        .map(str::parse::<AccountKey>)
        .transpose()
}

fn seated(report: &mut Map<String, Value>, ticket: &SeatTicket) {
    report.insert("seat".into(), json!(ticket.seat));
    report.insert("token".into(), json!(ticket.token));
}

fn skip(why: &str) -> Map<String, Value> {
    let mut report = Map::new();
    report.insert("skip".into(), json!(why));
    report
}

#[tokio::main]
async fn main() {
    let addr = std::env::args().next_back().unwrap_or_default();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let case: Value = match serde_json::from_str(&line) {
            Ok(case) => case,
            Err(e) => {
                eprintln!("conformance: a line that is not a case: {e}");
                std::process::exit(2);
            }
        };
        let mut report = run(&addr, &case["action"]).await.unwrap_or_else(|crash| {
            eprintln!("{}: {crash}", case["case"]);
            let mut report = Map::new();
            report.insert("crash".into(), json!(crash));
            report
        });
        report.insert("case".into(), case["case"].clone());
        println!("{}", Value::Object(report));
    }
}
