//! The yardsticks for `games100` and `watchers1000`: the same traffic with
//! no game behind it (`bare100`, `bare1000`).
//!
//! `bare100` drives a stock tonic server (this bench binary, started with
//! `serve`) with the calls of `games100`: 100 tables of four seats, every
//! seat on its own connection holding a server stream, and per move one unary
//! call whose handler pushes one message to the four streams of its table.
//! The health service carries it: `Check { service: "table-N" }` is the
//! move, `Watch { service: "table-N" }` a seat's stream. There is no rules
//! engine, no store, no encoding of our own: what the server spends is what
//! tonic, h2, hyper, tokio and loopback TCP cost for a move's calls, the floor
//! under the server's own CPU per move. (It allocates with the system's
//! malloc, the bench binary's, where the server uses mimalloc: if anything,
//! the floor is a little high. The driver with mimalloc ran much slower.)

use std::collections::HashMap;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{broadcast, watch};
use tokio::time::timeout;
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::{Stream, StreamExt};
use tonic::{Request, Response, Status};
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;
use tonic_health::pb::health_server::{Health, HealthServer};
use tonic_health::pb::{HealthCheckRequest, HealthCheckResponse};

use super::scenarios::{Meter, Settings, end_profile, start_profile};
use super::server::Server;
use super::stats::Figures;

const SEATS: usize = 4;

/// The tables, by name: each a broadcast to its seats' streams.
#[derive(Debug, Default, Clone)]
struct Bare {
    tables: Arc<Mutex<HashMap<String, broadcast::Sender<()>>>>,
}

impl Bare {
    fn table(&self, name: &str) -> broadcast::Sender<()> {
        let mut tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        tables
            .entry(name.to_owned())
            .or_insert_with(|| broadcast::channel(64).0)
            .clone()
    }
}

fn serving() -> HealthCheckResponse {
    HealthCheckResponse {
        status: ServingStatus::Serving as i32,
    }
}

type Updates = Pin<Box<dyn Stream<Item = Result<HealthCheckResponse, Status>> + Send>>;

#[tonic::async_trait]
impl Health for Bare {
    async fn check(
        &self,
        request: Request<HealthCheckRequest>,
    ) -> Result<Response<HealthCheckResponse>, Status> {
        // Nobody watching is fine.
        let _ = self.table(&request.get_ref().service).send(());
        Ok(Response::new(serving()))
    }

    type WatchStream = Updates;

    async fn watch(
        &self,
        request: Request<HealthCheckRequest>,
    ) -> Result<Response<Updates>, Status> {
        let updates = BroadcastStream::new(self.table(&request.get_ref().service).subscribe());
        let stream = tokio_stream::once(Ok(serving())).chain(updates.map(|update| {
            update
                .map(|()| serving())
                .map_err(|e| Status::data_loss(e.to_string()))
        }));
        Ok(Response::new(Box::pin(stream)))
    }
}

/// Runs the bare server when this binary is started as a server (`serve
/// --listen ADDR …`, as `Server::start` starts one); it prints `listening on
/// ADDR` like the real one and serves until killed.
pub fn serve(args: &[String]) {
    let listen = args
        .iter()
        .position(|a| a == "--listen")
        .and_then(|i| args.get(i + 1))
        .map_or("127.0.0.1:0", String::as_str);
    let addr: SocketAddr = listen.parse().expect("--listen ADDR");
    // The same runtime as the real server: multi-threaded, one worker per
    // allowed core (one, when pinned).
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async {
        let incoming = tonic::transport::server::TcpIncoming::bind(addr)
            .expect("bind")
            .with_nodelay(Some(true));
        let local = incoming.local_addr().expect("local address");
        println!("listening on {local}");
        tonic::transport::Server::builder()
            .add_service(HealthServer::new(Bare::default()))
            .serve_with_incoming(incoming)
            .await
            .expect("serve");
    });
}

/// One seat's record: its moves (count, sent, round trip) and when its
/// stream delivered each count.
#[derive(Debug, Default)]
struct SeatLog {
    moves: Vec<(u64, Instant, Duration)>,
    seen: Vec<(u64, Instant)>,
    error: Option<String>,
}

/// Plays seat `seat` of `table`: on every message whose count is its turn,
/// it makes the move (a `Check`) unless the deadline has passed, which it
/// tells the others through `stop`.
async fn seat(
    mut client: HealthClient<tonic::transport::Channel>,
    mut updates: tonic::Streaming<HealthCheckResponse>,
    table: String,
    seat: usize,
    deadline: Instant,
    stop: (watch::Sender<bool>, watch::Receiver<bool>),
) -> SeatLog {
    let (stop_tx, mut stop_rx) = stop;
    let mut log = SeatLog::default();
    // Every seat has already read message 0 (the one a stream opens with).
    let mut count = 0u64;
    loop {
        if count as usize % SEATS == seat {
            if Instant::now() >= deadline {
                stop_tx.send_replace(true);
                return log;
            }
            let sent = Instant::now();
            let request = HealthCheckRequest {
                service: table.clone(),
            };
            if let Err(e) = client.check(request).await {
                log.error = Some(format!("Check: {e}"));
                stop_tx.send_replace(true);
                return log;
            }
            log.moves.push((count + 1, sent, sent.elapsed()));
        }
        let next = tokio::select! {
            next = timeout(super::scenarios::SILENCE, updates.next()) => next,
            _ = stop_rx.wait_for(|stop| *stop) => return log,
        };
        match next {
            Ok(Some(Ok(_))) => {
                count += 1;
                log.seen.push((count, Instant::now()));
            }
            other => {
                log.error = Some(format!("Watch: {other:?}"));
                stop_tx.send_replace(true);
                return log;
            }
        }
    }
}

/// A stream of table `name`, once subscribed: its first message is read.
async fn watch_table(
    client: &mut HealthClient<tonic::transport::Channel>,
    name: &str,
) -> tonic::Streaming<HealthCheckResponse> {
    let mut updates = client
        .watch(HealthCheckRequest {
            service: name.to_owned(),
        })
        .await
        .expect("Watch")
        .into_inner();
    // Subscribed: the first message is sent once it is.
    updates
        .next()
        .await
        .expect("a first message")
        .expect("Watch");
    updates
}

/// `bare100`: `tables` tables of four seats against the bare server.
pub async fn tables(server: Server, tables: usize, settings: &Settings) -> Figures {
    let mut seats = Vec::new();
    for t in 0..tables {
        let name = format!("table-{t}");
        for _ in 0..SEATS {
            let mut client = HealthClient::new(server.connect().await);
            let updates = watch_table(&mut client, &name).await;
            seats.push((client, updates, name.clone()));
        }
    }
    let mut meter = Meter::new(&server, settings);
    let perf = start_profile(&server, settings);
    meter.resume();
    let started = Instant::now();
    let deadline = started + settings.measure;
    let mut tasks = Vec::new();
    let mut seats = seats.into_iter();
    for _ in 0..tables {
        let stop = watch::channel(false);
        let mut play = |i: usize| {
            let (client, updates, name) = seats.next().expect("four seats per table");
            seat(client, updates, name, i, deadline, stop.clone())
        };
        let (a, b, c, d) = (play(0), play(1), play(2), play(3));
        // The four seats run together, on one task, as in `games`.
        tasks.push(tokio::spawn(async move {
            let (a, b, c, d) = tokio::join!(a, b, c, d);
            [a, b, c, d]
        }));
    }
    let (mut moves, mut round_trips, mut last_seat, mut errors) =
        (0u64, Vec::new(), Vec::new(), Vec::new());
    let mut last_answer = started;
    for task in tasks {
        let logs = task.await.expect("a table's task");
        for log in &logs {
            errors.extend(log.error.clone());
            for &(count, sent, rtt) in &log.moves {
                moves += 1;
                round_trips.push(rtt);
                last_answer = last_answer.max(sent + rtt);
                let last = logs.iter().try_fold(sent, |last, other| {
                    let (_, at) = other.seen.iter().find(|(c, _)| *c == count)?;
                    Some(last.max(*at))
                });
                if let Some(last) = last {
                    last_seat.push(last - sent);
                }
            }
        }
    }
    meter.pause();
    end_profile(perf).await;
    server.stop().await;
    let mut figures = Figures::default();
    meter.report(&mut figures, moves, SEATS as u64, last_answer - started);
    figures.add_latency("Check (the move)", &mut round_trips);
    figures.add_latency("move→last seat", &mut last_seat);
    if let Some(first) = errors.first() {
        figures
            .notes
            .push(format!("{} errors, first: {first}", errors.len()));
    }
    figures
}

/// `bare1000`: the yardstick of `watchers1000`. `watchers` streams of one
/// table, each on its own connection, and one mover that makes a move (a
/// `Check`) and waits until every stream has delivered it before the next.
/// The message is the health status (a few bytes, where a change of a game
/// is about a kilobyte): what a recipient costs tonic, h2 and loopback TCP
/// at the least.
pub async fn spectators(server: Server, watchers: usize, settings: &Settings) -> Figures {
    let mut figures = Figures::default();
    let connections = super::scenarios::connections_for(watchers, watchers, &mut figures);
    let table = "table-0".to_owned();
    let (seen_tx, mut seen_rx) = tokio::sync::mpsc::unbounded_channel::<(u64, Instant)>();
    let mut channels = Vec::new();
    for _ in 0..connections {
        channels.push(server.connect().await);
    }
    let mut readers = Vec::new();
    for w in 0..watchers {
        let mut client = HealthClient::new(channels[w % connections].clone());
        let mut updates = watch_table(&mut client, &table).await;
        let seen_tx = seen_tx.clone();
        readers.push(tokio::spawn(async move {
            let mut count = 0u64;
            while let Some(Ok(_)) = updates.next().await {
                count += 1;
                if seen_tx.send((count, Instant::now())).is_err() {
                    return;
                }
            }
        }));
    }
    drop(seen_tx);
    let mut mover = HealthClient::new(server.connect().await);
    let mut meter = Meter::new(&server, settings);
    let perf = start_profile(&server, settings);
    meter.resume();
    let started = Instant::now();
    let (mut round_trips, mut first_delays, mut last_delays) = (Vec::new(), Vec::new(), Vec::new());
    let mut moves = 0u64;
    while started.elapsed() < settings.measure {
        moves += 1;
        let sent = Instant::now();
        let request = HealthCheckRequest {
            service: table.clone(),
        };
        if let Err(e) = mover.check(request).await {
            figures.notes.push(format!("Check: {e}"));
            break;
        }
        round_trips.push(sent.elapsed());
        match super::scenarios::all_seen(&mut seen_rx, moves, watchers, sent).await {
            Ok((first, last)) => {
                first_delays.push(first - sent);
                last_delays.push(last - sent);
            }
            Err(count) => {
                figures.notes.push(format!(
                    "only {count} of {watchers} streams had move {moves}"
                ));
                break;
            }
        }
    }
    meter.pause();
    end_profile(perf).await;
    server.stop().await;
    for reader in readers {
        reader.abort();
    }
    let wall = meter.wall();
    meter.report(
        &mut figures,
        round_trips.len() as u64,
        watchers as u64,
        wall,
    );
    figures.add_latency("Check (the move)", &mut round_trips);
    figures.add_latency("move→first watcher", &mut first_delays);
    figures.add_latency("move→last watcher", &mut last_delays);
    figures
}
