//! The server's metrics, through OpenTelemetry's metrics API: exported over
//! OTLP next to the traces when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (see
//! `mountain_goats_server::telemetry`), and no-ops costing an atomic load otherwise.
//!
//! The instruments are made on first use, which must come after
//! `mountain_goats_server::telemetry::init` installed the meter provider.

use std::sync::LazyLock;
use std::time::Duration;

use opentelemetry::KeyValue;
use opentelemetry::metrics::{Counter, Histogram, ObservableGauge, UpDownCounter};

/// Every instrument the server records into.
#[derive(Debug)]
pub struct Metrics {
    /// Moves applied through this server (`mountain_goats.moves`).
    pub moves: Counter<u64>,
    /// `SubmitMove`'s round trip inside the server, in seconds.
    pub move_duration: Histogram<f64>,
    /// Games read from the store into memory.
    pub games_loaded: Counter<u64>,
    /// Open watch streams.
    pub watch_streams: UpDownCounter<i64>,
    /// Open client connections.
    pub connections: UpDownCounter<i64>,
    /// How long an append takes to be durable, in seconds.
    pub store_append_duration: Histogram<f64>,
    /// Store operations that failed (not counting another server's append
    /// winning a race, which is `refusals` with reason `CONFLICT` at worst).
    pub store_errors: Counter<u64>,
    /// Appends refused because the database lost versions it had
    /// acknowledged before them (the game is reloaded from what it holds).
    pub history_lost: Counter<u64>,
    /// Games this server took as their home (loaded to write, or taken
    /// over from a server that died).
    pub homes_claimed: Counter<u64>,
    /// Requests refused or failed, by `ErrorInfo` reason.
    pub refusals: Counter<u64>,
    /// Win-chance estimates made (cache misses of `GetWinChances` that
    /// played games out).
    pub chance_estimates: Counter<u64>,
    /// How long one win-chance estimate took, in seconds (on a blocking
    /// thread, never a game's task).
    pub chance_duration: Histogram<f64>,
    /// The games played out by each win-chance estimate.
    pub chance_rollouts: Histogram<u64>,
}

/// Round trips from tens of microseconds to seconds.
const LATENCY_BUCKETS: &[f64] = &[
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
    1.0, 2.5,
];

static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let meter = opentelemetry::global::meter("mountain-goats");
    Metrics {
        moves: meter
            .u64_counter("mountain_goats.moves")
            .with_description("Moves applied through this server")
            .with_unit("{move}")
            .build(),
        move_duration: meter
            .f64_histogram("mountain_goats.move.duration")
            .with_description("SubmitMove's round trip inside the server")
            .with_unit("s")
            .with_boundaries(LATENCY_BUCKETS.to_vec())
            .build(),
        games_loaded: meter
            .u64_counter("mountain_goats.games.loaded")
            .with_description("Games read from the store into memory")
            .with_unit("{game}")
            .build(),
        watch_streams: meter
            .i64_up_down_counter("mountain_goats.watch_streams")
            .with_description("Open watch streams")
            .with_unit("{stream}")
            .build(),
        connections: meter
            .i64_up_down_counter("mountain_goats.connections")
            .with_description("Open client connections")
            .with_unit("{connection}")
            .build(),
        store_append_duration: meter
            .f64_histogram("mountain_goats.store.append.duration")
            .with_description("Time for an append to be durable")
            .with_unit("s")
            .with_boundaries(LATENCY_BUCKETS.to_vec())
            .build(),
        store_errors: meter
            .u64_counter("mountain_goats.store.errors")
            .with_description("Store operations that failed")
            .with_unit("{error}")
            .build(),
        history_lost: meter
            .u64_counter("mountain_goats.store.history_lost")
            .with_description("Appends refused because the database lost acknowledged versions")
            .with_unit("{append}")
            .build(),
        homes_claimed: meter
            .u64_counter("mountain_goats.homes.claimed")
            .with_description("Games this server took as their home")
            .with_unit("{game}")
            .build(),
        refusals: meter
            .u64_counter("mountain_goats.refusals")
            .with_description("Requests refused or failed, by reason")
            .with_unit("{request}")
            .build(),
        chance_estimates: meter
            .u64_counter("mountain_goats.chances.estimates")
            .with_description("Win-chance estimates made")
            .with_unit("{estimate}")
            .build(),
        chance_duration: meter
            .f64_histogram("mountain_goats.chances.duration")
            .with_description("Time one win-chance estimate took")
            .with_unit("s")
            .with_boundaries(LATENCY_BUCKETS.to_vec())
            .build(),
        chance_rollouts: meter
            .u64_histogram("mountain_goats.chances.rollouts")
            .with_description("Games played out by one win-chance estimate")
            .with_unit("{game}")
            .with_boundaries(vec![1.0, 10.0, 25.0, 50.0, 100.0, 150.0, 199.0, 200.0])
            .build(),
    }
});

/// The server's instruments.
pub fn metrics() -> &'static Metrics {
    &METRICS
}

/// Counts a refusal with its `ErrorInfo` reason.
pub fn refused(reason: &str) {
    metrics()
        .refusals
        .add(1, &[KeyValue::new("reason", reason.to_owned())]);
}

/// Records a move applied after `took`.
pub fn moved(took: Duration) {
    let m = metrics();
    m.moves.add(1, &[]);
    m.move_duration.record(took.as_secs_f64(), &[]);
}

/// Records a win-chance estimate of `rollouts` games that took `took`.
pub fn estimated(took: Duration, rollouts: u32) {
    let m = metrics();
    m.chance_estimates.add(1, &[]);
    m.chance_duration.record(took.as_secs_f64(), &[]);
    m.chance_rollouts.record(u64::from(rollouts), &[]);
}

/// Reports the games in memory, as `count` says when asked (`None` once
/// there is nothing left to count), for as long as the returned gauge is
/// kept. A function rather than the hub, so that metrics, which every layer
/// records into, depend on none of them.
pub fn games_in_memory(
    count: impl Fn() -> Option<usize> + Send + Sync + 'static,
) -> ObservableGauge<u64> {
    opentelemetry::global::meter("mountain-goats")
        .u64_observable_gauge("mountain_goats.games.in_memory")
        .with_description("Games in this server's memory")
        .with_unit("{game}")
        .with_callback(move |observer| {
            if let Some(games) = count() {
                observer.observe(games as u64, &[]);
            }
        })
        .build()
}
