//! The arena's server mode: the same deals as in process, played on a
//! server, with any mix of the server's house bots and players of this
//! process (house strategies or your own [`Entrant`]s) over gRPC.
//!
//! Every game is created with the deal's seed and seat 0 first, so it rolls
//! the dice of its in-process twin; the line-up turns one seat per game as
//! in process, and a house entrant is played by the server wherever it
//! sits. The record of a game is rebuilt from the server's history of it:
//! every roll is checked against the deal seed and every move replayed
//! through the rules, so a record says what the server played, not what
//! this process believes it played.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use mountain_goats_rules::{Config, Game, Move, Phase, Seed};
use sha2::{Digest, Sha256};
use tokio::task::JoinSet;
use tonic::Status;

use super::table::{
    ArenaError, ArenaOptions, Entrant, GameRecord, MoveRecord, Report, SeatRecord, deal_seed,
    figures, finish_record, mind_seed, progress_bar, seated,
};
use crate::pb::event::Kind;
use crate::pb::watch_game_response::Update;
use crate::retry::{TRIES, create_refused, with_retries};
use crate::{Client, Watch, connect_with_ca, describe, pb, wire};
use mountain_goats_strategies::{HouseStrategy, Player};

/// The server a run plays on.
#[derive(Clone, Debug)]
pub struct ServerOptions {
    /// `host:port` or `http://…` in plain text, `https://…` over TLS.
    pub addr: String,
    /// PEM certificates to trust for TLS instead of the system's roots.
    pub ca_pem: Option<Vec<u8>>,
}

/// Who plays a line-up entry's seats on a server.
#[derive(Clone, Debug)]
pub enum ServerEntrant {
    /// This process, over gRPC, with players the entrant makes.
    Local(Entrant),
    /// The server's own house bot of this strategy.
    House(HouseStrategy),
}

/// The names the records and the report use, one per line-up entry. A house
/// entrant of a strategy that also plays locally is `… (house)`: the two are
/// not the same player (the server's experts think on its own clock).
fn names(lineup: &[ServerEntrant]) -> Vec<String> {
    let local = |name: &str| {
        lineup
            .iter()
            .any(|e| matches!(e, ServerEntrant::Local(l) if l.name() == name))
    };
    lineup
        .iter()
        .map(|entrant| match entrant {
            ServerEntrant::Local(e) => e.name().to_owned(),
            ServerEntrant::House(s) if local(s.name()) => format!("{} (house)", s.name()),
            ServerEntrant::House(s) => s.name().to_owned(),
        })
        .collect()
}

/// What every game of a run shares.
struct Table {
    client: Client,
    addr: String,
    config: Config,
    seed: u64,
    move_ms: Option<u64>,
    names: Vec<String>,
    lineup: Vec<ServerEntrant>,
}

/// Plays `options.games` games of the line-up on the server, at most
/// `options.threads` at once (twice the cores if `None`), and rates the
/// entrants as [`play`](crate::arena::play) does. The records carry the
/// server's game names, and mark the house seats, whose moves have no
/// decision time.
pub async fn play_on_server(
    options: &ArenaOptions,
    server: &ServerOptions,
    lineup: &[ServerEntrant],
) -> Result<Report, ArenaError> {
    if lineup.len() != usize::from(options.config.players) {
        return Err(ArenaError::Options(format!(
            "{} strategies for {} seats",
            lineup.len(),
            options.config.players
        )));
    }
    let config = options.config.with_first_seat(0);
    Game::new(config).map_err(|e| ArenaError::Options(e.to_string()))?;
    // Games mostly wait on the network, so more of them than cores keep
    // the cores busy.
    let at_once = options
        .threads
        .unwrap_or_else(|| 2 * std::thread::available_parallelism().map_or(1, usize::from))
        .max(1);
    let client = connect_with_ca(&server.addr, server.ca_pem.as_deref())
        .await
        .map_err(|e| ArenaError::Server(e.to_string()))?;
    let names = names(lineup);
    let table = Arc::new(Table {
        client,
        addr: server.addr.clone(),
        config,
        seed: options.seed,
        move_ms: options.move_time.map(|t| t.as_millis() as u64),
        names: names.clone(),
        lineup: lineup.to_vec(),
    });
    let bar = progress_bar(options);
    let started = Instant::now();
    let mut running = JoinSet::new();
    let mut next = 0u64;
    let mut records = Vec::new();
    while next < options.games || !running.is_empty() {
        while next < options.games && running.len() < at_once {
            running.spawn(play_game(Arc::clone(&table), next));
            next += 1;
        }
        // Dropping `running` on an error aborts the games still playing.
        match running.join_next().await {
            Some(Ok(record)) => {
                records.push(record?);
                bar.inc(1);
            }
            Some(Err(e)) => {
                return Err(ArenaError::Server(format!("a game's task failed: {e}")));
            }
            None => break,
        }
    }
    let elapsed = started.elapsed();
    bar.finish_and_clear();
    // The ratings depend on the order games are rated in: the run's order,
    // not the order they happened to finish in.
    records.sort_by_key(|r| r.game);
    Ok(Report {
        options: ArenaOptions {
            threads: Some(at_once),
            ..options.clone()
        },
        strategies: figures(&names, &records),
        lineup: names,
        elapsed,
        records,
        server: Some(server.addr.clone()),
    })
}

/// Runs `future` to completion on a fresh multi-threaded runtime, on a
/// thread of its own so that the caller may be any thread, one inside
/// another runtime included (where blocking on a runtime would panic).
pub(crate) fn block_on<T: Send>(
    future: impl Future<Output = Result<T, ArenaError>> + Send,
) -> Result<T, ArenaError> {
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .enable_all()
                .build()
                .map_err(|e| ArenaError::Server(format!("cannot start the runtime: {e}")))?;
            runtime.block_on(future)
        });
        worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// Game `index`: created with its house seats, joined and played by this
/// process in the others, then recorded from the server's history.
async fn play_game(table: Arc<Table>, index: u64) -> Result<GameRecord, ArenaError> {
    let failed = |what: &str, status: &Status| {
        ArenaError::Server(format!("game {index}: {what}: {}", describe(status)))
    };
    let config = table.config;
    let players = config.players;
    let seed = deal_seed(table.seed, index / u64::from(players));
    let entry = |seat| &table.lineup[seated(index, seat, players)];
    let seats: Vec<SeatRecord> = (0..players)
        .map(|seat| SeatRecord {
            seat,
            strategy: table.names[seated(index, seat, players)].clone(),
            house: matches!(entry(seat), ServerEntrant::House(_)),
        })
        .collect();
    let house_seats: Vec<pb::HouseSeat> = (0..players)
        .filter_map(|seat| match entry(seat) {
            ServerEntrant::House(strategy) => Some(pb::HouseSeat {
                seat: u32::from(seat),
                strategy: strategy.name().to_owned(),
            }),
            ServerEntrant::Local(_) => None,
        })
        .collect();
    let request = pb::CreateGameRequest {
        options: Some(pb::GameOptions {
            players: u32::from(players),
            big_mountain: config.big_mountain,
            allow_declining_groups: config.allow_declining_groups,
            first_seat: Some(0),
            ..pb::GameOptions::default()
        }),
        seed: seed.0.to_vec(),
        house_seats: house_seats.clone(),
    };
    let mut client = table.client.clone();
    let game = create(&mut client, request)
        .await
        .map_err(|s| failed("CreateGame", &s))?;
    check_created(&table.addr, index, &game, players, &house_seats, &seed)?;

    let mut tickets = Vec::new();
    for seat in (0..players).filter(|&s| !matches!(entry(s), ServerEntrant::House(_))) {
        let name = player_name(&table.names[seated(index, seat, players)]);
        let ticket = crate::join_game(&mut client, &game.name, &name, Some(u32::from(seat)))
            .await
            .map_err(|s| failed(&format!("JoinGame seat {seat}"), &s))?;
        tickets.push((seat, ticket));
    }
    // The game starts with the last join: every local seat plays at once,
    // each on its own watch stream (one connection carries them all).
    let mut playing = JoinSet::new();
    for (seat, ticket) in tickets {
        let ServerEntrant::Local(entrant) = entry(seat) else {
            continue;
        };
        let mut timed = Timed {
            player: (entrant.make)(mind_seed(&seed, index, seat)),
            thinks: BTreeMap::new(),
        };
        let mut client = client.clone();
        playing.spawn(async move {
            let played = crate::play_as(&mut client, &ticket, &mut timed).await;
            (seat, played.map(|_| timed.thinks))
        });
    }
    let mut thinks = BTreeMap::new();
    while let Some(joined) = playing.join_next().await {
        match joined {
            Ok((_, Ok(times))) => thinks.extend(times),
            Ok((seat, Err(status))) => {
                return Err(failed(&format!("playing seat {seat}"), &status));
            }
            Err(e) => {
                return Err(ArenaError::Server(format!(
                    "game {index}: a seat's task failed: {e}"
                )));
            }
        }
    }

    let (moves, rules, finished) = history(&mut client, &game.name, config, &seed, index, &thinks)
        .await
        .map_err(|e| match e {
            History::Status(status) => failed(&format!("watching {}", game.name), &status),
            History::Broken(why) => {
                ArenaError::Server(format!("game {index} ({}): {why}", game.name))
            }
        })?;
    let result = rules.result().ok_or_else(|| {
        ArenaError::Server(format!(
            "game {index} ({}): the server says it is over, the rules do not",
            game.name
        ))
    })?;
    // The server's own result must be the one the rules replay to.
    let said: Vec<(u32, u32, u32)> = finished
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
    if said != replayed {
        return Err(ArenaError::Server(format!(
            "game {index} ({}): the server's standings {said:?} are not what its moves replay to, {replayed:?}",
            game.name
        )));
    }
    Ok(finish_record(
        GameRecord {
            game: index,
            name: Some(game.name),
            options: config,
            move_ms: table.move_ms,
            seed: hex::encode(seed.0),
            seats,
            moves,
            standings: Vec::new(),
            winners: Vec::new(),
        },
        result,
    ))
}

/// `CreateGame`, retried only while the server refuses it before reading it
/// (`RATE_LIMITED`): after `UNAVAILABLE` or a lost answer the first request
/// may have created the game, and a retry would create a second one.
async fn create(client: &mut Client, request: pb::CreateGameRequest) -> Result<pb::Game, Status> {
    with_retries(
        || {
            let mut client = client.clone();
            let request = request.clone();
            async move { client.create_game(request).await }
        },
        create_refused,
    )
    .await?
    .into_inner()
    .game
    .ok_or_else(|| Status::internal("CreateGame answered no game"))
}

/// The created game is the one asked for: house bots in exactly the house
/// seats, the deal's seed, seat 0 first. A server that predates house seats
/// drops the field unread and leaves those seats free, which would hang.
fn check_created(
    addr: &str,
    index: u64,
    game: &pb::Game,
    players: u8,
    house_seats: &[pb::HouseSeat],
    seed: &Seed,
) -> Result<(), ArenaError> {
    let broken = |why: String| ArenaError::Server(format!("game {index} ({}): {why}", game.name));
    if game.seats.len() != usize::from(players)
        || game.options.as_ref().map(|o| o.players) != Some(u32::from(players))
    {
        return Err(broken("the server made a table of another size".to_owned()));
    }
    for (i, seat) in game.seats.iter().enumerate() {
        let wanted = house_seats
            .iter()
            .find(|h| usize::try_from(h.seat).is_ok_and(|s| s == i))
            .map_or("", |h| h.strategy.as_str());
        if seat.house_strategy == wanted {
            continue;
        }
        if seat.house_strategy.is_empty() && !seat.taken {
            return Err(ArenaError::Server(format!(
                "the server at {addr} left house seat {i} free: it does not play house seats \
                 (CreateGameRequest.house_seats); update it, or leave out --house"
            )));
        }
        return Err(broken(format!(
            "the server seated {:?} in seat {i}, not {wanted:?}",
            seat.house_strategy
        )));
    }
    if game.options.as_ref().and_then(|o| o.first_seat) != Some(0) {
        return Err(broken("the server did not seat seat 0 first".to_owned()));
    }
    if game.seed_sha256 != hex::encode(Sha256::digest(seed.0)) {
        return Err(broken(
            "the server did not take the deal's seed (its commitment differs)".to_owned(),
        ));
    }
    Ok(())
}

/// A player name the server takes (1 to 32 letters, digits, spaces and
/// `-_.'`) made from an entrant's name.
fn player_name(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || " -_.'".contains(c) {
                c
            } else {
                '-'
            }
        })
        .take(32)
        .collect();
    let cleaned = cleaned.trim();
    if cleaned.is_empty() {
        "arena".to_owned()
    } else {
        cleaned.to_owned()
    }
}

/// A player whose decisions are timed, by turn.
struct Timed {
    player: Box<dyn Player + Send>,
    thinks: BTreeMap<u64, u64>,
}

impl Player for Timed {
    fn choose(&mut self, game: &Game, moves: &[Move]) -> usize {
        let player = &mut self.player;
        let (chosen, think) = off_the_runtime(|| {
            let started = Instant::now();
            let chosen = player.choose(game, moves);
            (chosen, started.elapsed())
        });
        self.thinks.insert(
            game.turn(),
            u64::try_from(think.as_nanos()).unwrap_or(u64::MAX),
        );
        chosen
    }
}

/// Runs a decision, which may think for the experts' whole bound, without
/// holding up the other games' network traffic on this runtime thread
/// (a current-thread runtime cannot hand its work over, so there it just
/// runs).
fn off_the_runtime<R>(decide: impl FnOnce() -> R) -> R {
    let multi_threaded = tokio::runtime::Handle::try_current()
        .is_ok_and(|h| h.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread);
    if multi_threaded {
        tokio::task::block_in_place(decide)
    } else {
        decide()
    }
}

/// Why the history of a game could not be read.
enum History {
    Status(Status),
    Broken(String),
}

/// Watches the game from its creation until it is over, replaying every
/// roll (checked against the deal seed) and move through the rules; returns
/// the moves, with the decision times in `thinks` (by turn), the replayed
/// game and the server's finished game.
async fn history(
    client: &mut Client,
    name: &str,
    config: Config,
    seed: &Seed,
    index: u64,
    thinks: &BTreeMap<u64, u64>,
) -> Result<(Vec<MoveRecord>, Game, pb::Game), History> {
    let mut rules = Game::new(config).map_err(|e| History::Broken(e.to_string()))?;
    let mut moves = Vec::new();
    let mut last = 0u64;
    let mut snapshots = 0u32;
    // From the creation; resumed after the last change replayed when the
    // stream breaks, and repaired after a gap.
    let mut watch = Watch::new(client.clone(), name).after(Some(0));
    loop {
        let change = match watch.next().await.map_err(History::Status)? {
            Some(Update::Change(change)) => change,
            // Fell behind the live game: ask again from the last change
            // replayed, which the server keeps.
            Some(Update::Snapshot(_)) => {
                snapshots += 1;
                if snapshots >= TRIES {
                    return Err(History::Broken(format!(
                        "game {index}: the server kept sending snapshots, not the changes after version {last}"
                    )));
                }
                watch.restart_after(last);
                continue;
            }
            Some(Update::Heartbeat(_)) => continue,
            None => {
                return Err(History::Broken(format!(
                    "game {index}: the watch ended before the game did"
                )));
            }
        };
        if change.version != last + 1 {
            return Err(History::Broken(format!(
                "the history skips from version {last} to {}",
                change.version
            )));
        }
        replay_change(&mut rules, &mut moves, &change, seed, thinks).map_err(History::Broken)?;
        last = change.version;
        if let Some(game) = change.game
            && game.status == pb::GameStatus::Finished as i32
        {
            return Ok((moves, rules, game));
        }
    }
}

/// Applies one change's rolls and moves to `rules`, recording the moves.
fn replay_change(
    rules: &mut Game,
    moves: &mut Vec<MoveRecord>,
    change: &pb::GameChange,
    seed: &Seed,
    thinks: &BTreeMap<u64, u64>,
) -> Result<(), String> {
    for event in &change.events {
        match &event.kind {
            Some(Kind::DiceRolled(rolled)) => {
                let turn = rules.turn();
                let expected = seed.roll(turn);
                let roll = rolled.roll.as_ref().and_then(wire::roll_from_pb);
                if rolled.turn != turn || roll != Some(expected) {
                    return Err(format!(
                        "turn {turn} should roll {expected} from the deal seed, the server rolled {roll:?} for turn {}",
                        rolled.turn
                    ));
                }
                rules
                    .roll(expected)
                    .map_err(|e| format!("turn {turn}: the rules refused the roll: {e}"))?;
            }
            Some(Kind::MovePlayed(played)) => {
                let turn = rules.turn();
                let seat = u8::try_from(played.seat).ok();
                let mv = played.r#move.as_ref().and_then(wire::move_from_pb);
                let (Some(seat), Some(mv)) = (seat, mv) else {
                    return Err(format!("turn {turn}: a malformed move"));
                };
                let Phase::AwaitingMove(roll) = rules.phase() else {
                    return Err(format!("turn {turn}: a move before the roll"));
                };
                rules.play(seat, &mv).map_err(|e| {
                    format!("turn {turn}: the rules refused seat {seat}'s move: {e}")
                })?;
                moves.push(MoveRecord {
                    turn,
                    seat,
                    roll: roll.0,
                    played: mv,
                    // House seats are not in `thinks`: their time is unknown.
                    think_ns: thinks.get(&turn).copied().unwrap_or(0),
                });
            }
            _ => {}
        }
    }
    Ok(())
}
