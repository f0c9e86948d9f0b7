//! Whole games over gRPC: bots play, a watcher sees every version, and the
//! result is what the rules engine computes from the same seed and moves.

use crate::common;

use std::collections::HashMap;

use common::{Server, options};
use mountain_goats_bot::pb::{self, event::Kind, watch_game_response::Update};
use mountain_goats_bot::{Greedy, Strategy, play};
use std::sync::{Arc, Mutex};

/// Plays greedily and records each move it picks, by turn.
#[derive(Clone, Default)]
struct Recorder(Arc<Mutex<HashMap<u64, (u8, pb::Move)>>>);

impl Strategy for Recorder {
    fn choose(&mut self, game: &pb::Game, seat: u32, legal_moves: &[pb::LegalMove]) -> usize {
        let chosen = Greedy.choose(game, seat, legal_moves);
        let turn = game.board.as_ref().expect("board").turn;
        let mv = legal_moves[chosen].r#move.clone().expect("move");
        self.0.lock().expect("lock").insert(turn, (seat as u8, mv));
        chosen
    }
}
use mountain_goats_rules::{Config, Game, GoatRef, Group, Mountain, Move, Roll, Seed};
use tokio_stream::StreamExt;

fn rules_move(mv: &pb::Move) -> Move {
    let faces: [u8; 4] = std::array::from_fn(|i| mv.faces[i] as u8);
    Move::new(
        faces,
        mv.groups.iter().map(|g| Group {
            dice: g.dice.iter().map(|&d| d as u8).collect(),
            goat: g
                .goat
                .as_ref()
                .and_then(|goat| goat.place.as_ref())
                .map(|p| match p {
                    pb::goat_ref::Place::Mountain(n) => {
                        GoatRef::Mountain(Mountain::new(*n as u8).expect("a mountain"))
                    }
                    pb::goat_ref::Place::BigMountainSpot(s) => GoatRef::BigMountain(*s as u8),
                }),
        }),
    )
}

async fn whole_game(options: pb::GameOptions, seed: [u8; 32]) {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let players = options.players;
    let created = client
        .create_game(pb::CreateGameRequest {
            options: Some(options),
            seed: seed.to_vec(),
            house_seats: Vec::new(),
        })
        .await
        .expect("created")
        .into_inner()
        .game
        .expect("game");
    assert_eq!(created.version, 1);
    assert_eq!(created.seed_sha256, Seed(seed).commitment());
    assert!(
        created.seed.is_empty(),
        "the seed stays secret until the end"
    );

    // The watcher connects first and must see every version.
    let mut watch = client
        .watch_game(pb::WatchGameRequest {
            name: created.name.clone(),
            resume_after: None,
        })
        .await
        .expect("watch")
        .into_inner();

    let recorder = Recorder::default();
    let mut bots = Vec::new();
    for seat in 0..players {
        let mut recorder = recorder.clone();
        let mut client = server.client().await;
        let name = created.name.clone();
        bots.push(tokio::spawn(async move {
            let ticket = mountain_goats_bot::join_game(
                &mut client,
                &name,
                &format!("bot{seat}"),
                Some(seat),
            )
            .await
            .expect("joins");
            play(&mut client, &ticket, &mut recorder)
                .await
                .expect("plays to the end")
        }));
    }

    let mut versions = Vec::new();
    let mut rolls: HashMap<u64, [u8; 4]> = HashMap::new();
    let mut last_game = None;
    while let Some(message) = watch.next().await {
        match message
            .expect("a healthy stream")
            .update
            .expect("an update")
        {
            Update::Snapshot(s) => {
                let game = s.game.expect("game");
                assert!(versions.is_empty(), "one snapshot, first");
                versions.push(game.version);
            }
            Update::Change(c) => {
                versions.push(c.version);
                for event in &c.events {
                    if let Some(Kind::DiceRolled(r)) = &event.kind {
                        let dice = r
                            .roll
                            .as_ref()
                            .expect("roll")
                            .dice
                            .iter()
                            .map(|&d| d as u8)
                            .collect::<Vec<_>>();
                        rolls.insert(r.turn, dice.try_into().expect("4 dice"));
                    }
                }
                last_game = c.game;
            }
            Update::Heartbeat(_) => {}
        }
    }
    let finished = last_game.expect("changes came");
    assert_eq!(finished.status, pb::GameStatus::Finished as i32);
    let expected: Vec<u64> = (1..=finished.version).collect();
    assert_eq!(versions, expected, "every version, in order, no gap");
    for bot in bots {
        let game = bot.await.expect("bot task");
        assert_eq!(game.version, finished.version);
    }

    // The revealed seed re-derives every roll seen on the stream.
    let seed = Seed::from_slice(&finished.seed).expect("the seed is revealed");
    assert_eq!(seed.commitment(), created.seed_sha256);
    assert!(!rolls.is_empty());
    for (turn, dice) in &rolls {
        assert_eq!(seed.roll(*turn), Roll(*dice), "turn {turn}");
    }

    // The rules engine replaying the same seed and moves gives the same end.
    let first_seat = finished
        .options
        .as_ref()
        .and_then(|o| o.first_seat)
        .expect("first seat") as u8;
    let config = Config::new(players as u8)
        .with_big_mountain(options.big_mountain)
        .with_declining_groups(options.allow_declining_groups)
        .with_first_seat(first_seat);
    let mut game = Game::new(config).expect("valid");
    let mut history: Vec<(u64, (u8, pb::Move))> = recorder
        .0
        .lock()
        .expect("lock")
        .clone()
        .into_iter()
        .collect();
    history.sort_by_key(|(turn, _)| *turn);
    assert_eq!(
        history.len() as u64,
        finished.board.as_ref().expect("board").turn + 1
    );
    for (_, (seat, mv)) in history {
        game.roll(seed.roll(game.turn())).expect("roll");
        game.play(seat, &rules_move(&mv))
            .expect("the server's moves are legal");
    }
    assert!(game.is_over());
    let result = game.result().expect("result");
    let board_result = finished
        .board
        .as_ref()
        .and_then(|b| b.result.as_ref())
        .expect("result on the wire");
    let wire: Vec<(u32, u32, u32)> = board_result
        .standings
        .iter()
        .map(|s| (s.seat, s.rank, s.score))
        .collect();
    let engine: Vec<(u32, u32, u32)> = result
        .standings
        .iter()
        .map(|s| (u32::from(s.seat), u32::from(s.rank), s.score.total()))
        .collect();
    assert_eq!(wire, engine);
}

#[tokio::test]
async fn four_bots_play_a_whole_game_while_a_watcher_sees_every_version() {
    whole_game(options(4), [7; 32]).await;
}
