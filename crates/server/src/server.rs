//! Binding and running the gRPC server: `GameService`, health, reflection,
//! limits, TLS, and a graceful shutdown.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::net::TcpListener;
use tonic::transport::Server;

use tower_layer::Layer as _;

use crate::admission::AdmissionLayer;
use crate::api::v1::server::game_service_server::GameServiceServer;
use crate::api::{ERROR_DETAILS_DESCRIPTOR_SET, FILE_DESCRIPTOR_SET};
use crate::connections::ConnectionLimits;
use crate::connections::proxy::TrustedProxies;
use crate::fanout::Hub;
use crate::frame::MAX_REQUEST_BYTES;
use crate::limits::RateLimit;
use crate::service::GameApi;
use crate::tls::TlsFiles;
use mountain_goats_core::hub::HubOptions;
use mountain_goats_core::store::{Durability, Location, Store};

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// The address to listen on (port 0 picks a free port).
    pub listen: SocketAddr,
    /// Where the games are stored: a SQLite file (or `:memory:`), or a
    /// PostgreSQL database shared with other servers.
    pub db: Location,
    /// How hard a commit waits for the disk.
    pub durability: Durability,
    /// Requests per second per client address (0: unlimited).
    pub rate_limit: u32,
    /// Requests a client may burst above the rate.
    pub rate_burst: u32,
    /// Concurrent HTTP/2 streams per connection.
    pub max_streams_per_connection: u32,
    /// Calls the game service handles at once, server-wide; beyond them a
    /// call is refused at once with `OVERLOADED` (0: no limit). A watch
    /// counts until its stream starts, not while it streams.
    pub max_calls: usize,
    /// How long a request's body may take to arrive whole.
    pub request_body_timeout: Duration,
    /// How long a shutdown waits for open calls and streams to finish.
    pub shutdown_grace: Duration,
    /// The hub's tunables.
    pub hub: HubOptions,
    /// Caps on open connections, keepalive, the handshake and idle
    /// timeouts, the connections' age.
    pub connections: ConnectionLimits,
    /// Proxies whose connections carry many clients: exempt from the
    /// per-client connection cap, their calls rate-limited by the client
    /// they name. None by default.
    pub trusted_proxies: TrustedProxies,
    /// The certificate and key to serve TLS with; plain text when `None`.
    pub tls: Option<TlsFiles>,
    /// Refuse `CreateGame` with a chosen seed: its creator would know every
    /// roll (docs/dice.md).
    pub refuse_chosen_seeds: bool,
    /// The most accounts one client makes in an hour, as many at once
    /// (0: no limit): whoever can make accounts without end can farm a
    /// rating with them.
    pub accounts_per_client_per_hour: u32,
}

impl Default for ServeOptions {
    fn default() -> ServeOptions {
        ServeOptions {
            listen: SocketAddr::from(([127, 0, 0, 1], 50051)),
            db: Location::File(PathBuf::from("mountain-goats.db")),
            durability: Durability::Full,
            rate_limit: 2000,
            rate_burst: 4000,
            max_streams_per_connection: 1024,
            max_calls: 4096,
            request_body_timeout: Duration::from_secs(10),
            shutdown_grace: Duration::from_secs(5),
            hub: HubOptions::default(),
            connections: ConnectionLimits::default(),
            trusted_proxies: TrustedProxies::default(),
            tls: None,
            refuse_chosen_seeds: false,
            accounts_per_client_per_hour: 20,
        }
    }
}

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The store could not be opened.
    #[error("store: {0}")]
    Store(#[from] mountain_goats_core::store::StoreError),
    /// The address could not be bound.
    #[error("listen on {addr}: {error}{}", listen_hint(error))]
    Listen {
        addr: SocketAddr,
        error: std::io::Error,
    },
    /// The transport failed.
    #[error("transport: {0}")]
    Transport(#[from] tonic::transport::Error),
    /// Reflection could not be built.
    #[error("reflection: {0}")]
    Reflection(#[from] tonic_reflection::server::Error),
    /// The TLS certificate or key could not be used.
    #[error("TLS: {0}")]
    Tls(#[from] crate::tls::TlsError),
}

/// The service name `S` routes by (`NamedService::NAME`), from a value.
fn name_of<S: tonic::server::NamedService>(_: &S) -> &'static str {
    S::NAME
}

/// The next step after a failed bind, for the kinds a user can act on.
fn listen_hint(error: &std::io::Error) -> &'static str {
    match error.kind() {
        std::io::ErrorKind::AddrInUse => {
            " (another server is there?): stop it, or give another port with --listen"
        }
        std::io::ErrorKind::PermissionDenied => {
            ": ports below 1024 need privileges; give --listen with a higher port"
        }
        _ => "",
    }
}

/// Runs the server until `shutdown` resolves; calls `ready` with the bound
/// address once it accepts connections. On shutdown, in-flight calls
/// finish, watch streams end cleanly, and the store is flushed and closed.
pub async fn serve(
    options: ServeOptions,
    ready: impl FnOnce(SocketAddr),
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    // With transparent huge pages the kernel backs a whole 2 MiB page where
    // the allocator touched a few KiB, and mimalloc asks for them on its
    // arenas: an idle watch stream on a connection of its own cost 49 KB of
    // memory with them, 33 KB without (BENCHMARKS.md, idle10000).
    #[cfg(any(target_os = "linux", target_os = "android"))]
    if let Err(error) = rustix::thread::disable_transparent_huge_pages(true) {
        tracing::debug!(%error, "transparent huge pages stay on");
    }
    // Before the store: a bad certificate is reported without touching it.
    let tls = options.tls.as_ref().map(crate::tls::acceptor).transpose()?;
    let mut connections = options.connections.clone();
    if let Some(room) = crate::connections::open_file_room()
        && (connections.total == 0 || connections.total > room)
    {
        tracing::info!(
            max_connections = room,
            "the open-file limit (ulimit -n) leaves room for {room} connections: capped there"
        );
        connections.total = room;
    }
    // The port before the store: a server that cannot listen (the port in
    // use) stops there, having created no database file and logged no
    // "store opened". Connections that arrive meanwhile wait in the
    // listener's backlog until the store is open.
    let listen = options.listen;
    let listen_error = |error| ServeError::Listen {
        addr: listen,
        error,
    };
    let listener = TcpListener::bind(listen).await.map_err(listen_error)?;
    let addr = listener.local_addr().map_err(listen_error)?;
    let (store, store_closing) = Store::open(&options.db, options.durability).await?;
    let store_closer = store.clone();
    let mut writable = store.health();
    let hub = Hub::new(store, options.hub.clone());
    let counted = Arc::downgrade(&hub);
    let _games_in_memory = mountain_goats_core::metrics::games_in_memory(move || {
        counted.upgrade().map(|hub| hub.games_in_memory())
    });
    tracing::info!(db = %options.db, "store opened");

    let (health_reporter, health_service) = tonic_health::server::health_reporter();
    health_reporter
        .set_serving::<GameServiceServer<GameApi>>()
        .await;
    // Health follows the store: a server that cannot write is taken out of
    // a load balancer's rotation until it can again.
    let draining_health = tokio_util::sync::CancellationToken::new();
    let health_follows_store = {
        let reporter = health_reporter.clone();
        let draining = draining_health.clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    () = draining.cancelled() => return,
                    changed = writable.changed() => if changed.is_err() { return },
                }
                if draining.is_cancelled() {
                    return;
                }
                let ok = *writable.borrow_and_update();
                if ok {
                    tracing::info!("the store can write: serving");
                    reporter.set_serving::<GameServiceServer<GameApi>>().await;
                } else {
                    tracing::error!("the store cannot write: health is NOT_SERVING");
                    reporter
                        .set_not_serving::<GameServiceServer<GameApi>>()
                        .await;
                }
            }
        })
    };
    let reflection_v1 = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(ERROR_DETAILS_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .build_v1()?;
    let reflection_v1alpha = tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(ERROR_DETAILS_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .build_v1alpha()?;

    let trusted_proxies = Arc::new(options.trusted_proxies.clone());
    if !trusted_proxies.is_empty() {
        let blocks: Vec<String> = trusted_proxies
            .blocks()
            .iter()
            .map(ToString::to_string)
            .collect();
        tracing::info!(
            trusted_proxies = %blocks.join(","),
            header = trusted_proxies.header().name(),
            "connections from trusted proxies: no per-address cap, clients read from the header"
        );
    }
    let api = GameApi::new(hub.clone())
        .refusing_chosen_seeds(options.refuse_chosen_seeds)
        .with_accounts_per_client_per_hour(options.accounts_per_client_per_hour);
    let admission = AdmissionLayer::new(
        Arc::new(RateLimit::new(options.rate_limit, options.rate_burst)),
        trusted_proxies.clone(),
        options.max_calls,
    );
    let game_service = GameServiceServer::new(api)
        // Clients that compress their requests with gzip are understood
        // (the request body layer inflates them before tonic sees them).
        // Answers are not compressed: they are small, and a watch update is
        // encoded once for every watcher, which per-watcher compression
        // would undo.
        .accept_compressed(tonic::codec::CompressionEncoding::Gzip)
        // The request body layer refuses larger messages before reading
        // them; this is the hard cap behind it.
        .max_decoding_message_size(MAX_REQUEST_BYTES * 16);
    let game_service = admission.layer(game_service);

    ready(addr);
    tracing::info!(%addr, tls = tls.is_some(), "serving");
    if tls.is_none() && !addr.ip().is_loopback() {
        tracing::warn!(
            %addr,
            "serving plain text on a non-loopback address: seat tokens cross the network \
             readable; give --tls-cert and --tls-key, or put a TLS proxy in front"
        );
    }

    let hub_for_shutdown = hub.clone();
    let draining = Arc::new(tokio::sync::Notify::new());
    let drain_started = draining.clone();
    let signal = async move {
        shutdown.await;
        tracing::info!("shutting down: finishing in-flight calls, ending streams");
        // Load balancers stop sending new calls here first.
        draining_health.cancel();
        health_reporter
            .set_not_serving::<GameServiceServer<GameApi>>()
            .await;
        hub_for_shutdown.stop_streams();
        drain_started.notify_one();
    };
    // Every call of these takes exactly one request message (reflection
    // takes a stream of them).
    let single_message = [name_of(&game_service), name_of(&health_service)];
    let mut builder = Server::builder();
    // tonic's own: at the age a connection is sent GOAWAY (new calls go to
    // a new connection, maybe another server behind an L4 balancer), and
    // past the grace the calls still in progress (watch streams, which
    // clients resume) are cut.
    if let Some(age) = connections.max_age {
        builder = builder.max_connection_age(age);
        if let Some(grace) = connections.max_age_grace {
            builder = builder.max_connection_age_grace(grace);
        }
    }
    let server = builder
        // HTTP/1.1 next to HTTP/2, for gRPC-Web and the viewer (src/web.rs).
        .accept_http1(true)
        // Outermost, so that every request counts toward its connection's
        // calls in progress (the idle timeout), the viewer's files included.
        .layer(crate::connections::idle::CountCallsLayer)
        .layer(crate::web::cors())
        .layer(crate::web::WebLayer)
        .layer(tonic_web::GrpcWebLayer::new())
        // Inside gRPC-Web's translation, so that it sees gRPC frames
        // whatever the transport, and its refusals reach the client as they
        // are, not wrapped in an INTERNAL.
        .layer(crate::request_body::RequestBodyLayer::new(
            options.request_body_timeout,
            &single_message,
        ))
        .http2_keepalive_interval(Some(Duration::from_secs(30)))
        .max_concurrent_streams(Some(options.max_streams_per_connection))
        .add_service(health_service)
        .add_service(reflection_v1)
        .add_service(reflection_v1alpha)
        .add_service(game_service)
        .serve_with_incoming_shutdown(
            crate::connections::accept(listener, connections, trusted_proxies, tls),
            signal,
        );
    tokio::pin!(server);
    // A client that stops reading keeps its stream's buffered bytes unsent
    // and would hold a graceful shutdown open for ever: past the grace
    // period, the remaining connections are dropped.
    tokio::select! {
        served = &mut server => served?,
        () = async {
            draining.notified().await;
            tokio::time::sleep(options.shutdown_grace).await;
        } => tracing::warn!(grace = ?options.shutdown_grace, "grace period over: closing the remaining connections"),
    }

    // Every game's task finishes the change it is on, then stops.
    hub.shut_down().await;
    health_follows_store.abort();
    let _ = health_follows_store.await;
    drop(hub);
    // Connections dropped after the grace period may still hold the hub:
    // the writer is told to commit what is queued and close regardless.
    store_closer.close();
    store_closing.wait().await;
    tracing::info!("stopped");
    Ok(())
}
