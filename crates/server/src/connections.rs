//! Accepting connections: caps per client address and in total, with a
//! fair share at the total ([`counts`]), TCP keepalive, a handshake
//! timeout, an idle timeout ([`idle`]), and TLS when configured.
//!
//! A connection from a trusted proxy ([`proxy`], `--trusted-proxies`) is
//! many clients: it is exempt from the per-address cap (and counts toward
//! the total), and its calls name their client in a header.
//!
//! The server accepts sockets itself instead of letting tonic do it, so that
//! a connection is counted from the moment it is accepted until its socket
//! is closed ([`Conn`] holds the permit), whatever happens in between: a TLS
//! handshake, a client that never speaks, a long watch stream.

use std::future::Future;
use std::io;
use std::net::{IpAddr, Ipv6Addr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio::time::{Instant, Sleep};
use tokio_rustls::TlsAcceptor;
use tokio_rustls::server::TlsStream;
use tokio_stream::wrappers::ReceiverStream;
use tonic::transport::server::{Connected, TcpConnectInfo};

mod counts;
pub mod idle;
pub mod proxy;

use counts::{Counts, Permit};
use idle::{Activity, ConnInfo, Frames, GOAWAY};
use proxy::TrustedProxies;

/// The length of the HTTP/2 client preface (`PRI * HTTP/2.0…`). An
/// HTTP/1.1 request (gRPC-Web, the viewer) is longer than this too.
const PREFACE_LEN: usize = 24;

/// File descriptors kept for the store, the runtime, logs and telemetry
/// when the connection cap is fitted to the open-file limit.
const RESERVED_FILES: u64 = 64;

/// How long a connection closed for being idle has to end, once told so,
/// before its socket is dropped: h2 closes at once unless a stream crossed
/// the GOAWAY, or the peer does not read what it is sent.
const IDLE_CLOSE_GRACE: Duration = Duration::from_secs(10);

/// How often, at most, a refused connection is logged.
const WARN_EVERY: Duration = Duration::from_secs(5);

/// Limits on the connections the server keeps open.
#[derive(Clone, Debug)]
pub struct ConnectionLimits {
    /// Open connections per client (an IPv4 address, or an IPv6 /64); 0:
    /// no cap. Connections from trusted proxies are exempt.
    pub per_client: u32,
    /// Open connections in all; 0: no cap.
    pub total: u32,
    /// How long a new connection has to finish its TLS handshake (if any)
    /// and send the first bytes of its first request; `None`: for ever.
    pub handshake_timeout: Option<Duration>,
    /// Idle time before the kernel probes a silent peer; `None`: no TCP
    /// keepalive.
    pub tcp_keepalive: Option<Duration>,
    /// How long a connection with no call in progress stays open
    /// ([`idle`]); `None`: for ever.
    pub idle: Option<Duration>,
    /// How long a connection may live, calls or not, before it is told to
    /// go (HTTP/2 GOAWAY); `None`: for ever.
    pub max_age: Option<Duration>,
    /// How long, past `max_age`, the calls still in progress have before
    /// the connection is dropped; `None`: as long as they take.
    pub max_age_grace: Option<Duration>,
}

impl Default for ConnectionLimits {
    fn default() -> ConnectionLimits {
        ConnectionLimits {
            per_client: 128,
            total: 4096,
            handshake_timeout: Some(Duration::from_secs(10)),
            tcp_keepalive: Some(Duration::from_secs(60)),
            idle: Some(Duration::from_secs(300)),
            max_age: None,
            max_age_grace: Some(Duration::from_secs(30)),
        }
    }
}

/// The most connections the process's open-file limit leaves room for, or
/// `None` when there is no limit (or it cannot be read).
///
/// Past the limit `accept` fails, and so does every file the server opens,
/// the store's included: a cap below it keeps the server answering.
pub fn open_file_room() -> Option<u32> {
    #[cfg(unix)]
    {
        let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile).current?;
        let room = limit.saturating_sub(RESERVED_FILES).max(limit / 2);
        Some(u32::try_from(room).unwrap_or(u32::MAX))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// The connections accepted on `listener` within `limits` (connections
/// from `trusted` proxies are exempt from the per-client cap), TLS-wrapped
/// when `tls` is given, ready for `Server::serve_with_incoming_shutdown`.
///
/// Accepting stops, and the listening socket is closed, when the stream is
/// dropped.
pub fn accept(
    listener: TcpListener,
    limits: ConnectionLimits,
    trusted: Arc<TrustedProxies>,
    tls: Option<TlsAcceptor>,
) -> ReceiverStream<Result<Conn, std::convert::Infallible>> {
    let (tx, rx) = mpsc::channel(64);
    tokio::spawn(accept_loop(listener, limits, trusted, tls, tx));
    ReceiverStream::new(rx)
}

async fn accept_loop(
    listener: TcpListener,
    limits: ConnectionLimits,
    trusted: Arc<TrustedProxies>,
    tls: Option<TlsAcceptor>,
    tx: mpsc::Sender<Result<Conn, std::convert::Infallible>>,
) {
    let counts = Arc::new(Counts::new(limits.per_client, limits.total));
    let refusals = Throttled::default();
    let evictions = Throttled::default();
    let accept_errors = Throttled::default();
    loop {
        let (tcp, peer) = tokio::select! {
            () = tx.closed() => return,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) if per_connection(&error) => continue,
                Err(error) => {
                    // Out of file descriptors, most likely: the pending
                    // connection stays queued, so retrying at once would spin.
                    accept_errors.warn(|also_failed| {
                        tracing::warn!(%error, also_failed, "accepting a connection failed; retrying in 100 ms");
                    });
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
        };
        let permit = match counts.admit(peer.ip(), trusted.trusts(peer.ip())) {
            Ok(admitted) => {
                if let Some((client, keeps)) = admitted.evicted {
                    evictions.warn(|also_evicted| {
                        tracing::warn!(
                            %client,
                            keeps,
                            for_client = %peer.ip(),
                            also_evicted,
                            "connection evicted: {} connections are open (--max-connections), and this client held the most",
                            limits.total
                        );
                    });
                }
                admitted.permit
            }
            Err(refused) => {
                // Dropping the socket closes it at once.
                drop(tcp);
                refusals.warn(|also_refused| refused.log(peer, also_refused));
                continue;
            }
        };
        // TCP_NODELAY: without it Nagle's algorithm holds back the last
        // frames of an answer until the client's delayed ACK, ~40 ms a call.
        if let Err(error) = tcp.set_nodelay(true) {
            tracing::debug!(%error, client = %peer, "TCP_NODELAY");
        }
        if let Some(idle) = limits.tcp_keepalive
            && let Err(error) = set_keepalive(&tcp, idle)
        {
            tracing::debug!(%error, client = %peer, "TCP keepalive");
        }
        let info = TcpConnectInfo {
            local_addr: tcp.local_addr().ok(),
            remote_addr: Some(peer),
        };
        let deadline = limits.handshake_timeout.map(|t| Instant::now() + t);
        let idle = limits.idle;
        match &tls {
            None => {
                let conn = Conn::new(Io::Plain(tcp), info, deadline, idle, permit);
                if tx.send(Ok(conn)).await.is_err() {
                    return;
                }
            }
            // The handshake runs on its own task: a slow client must not
            // hold up the others' accepts.
            Some(acceptor) => {
                let handshake = acceptor.accept(tcp);
                let tx = tx.clone();
                tokio::spawn(async move {
                    let tls = match deadline {
                        Some(deadline) => tokio::time::timeout_at(deadline, handshake)
                            .await
                            .unwrap_or_else(|_| {
                                Err(io::Error::new(io::ErrorKind::TimedOut, "handshake timeout"))
                            }),
                        None => handshake.await,
                    };
                    match tls {
                        Ok(tls) => {
                            let conn =
                                Conn::new(Io::Tls(Box::new(tls)), info, deadline, idle, permit);
                            let _ = tx.send(Ok(conn)).await;
                        }
                        Err(error) => {
                            tracing::debug!(%error, client = %peer, "TLS handshake failed");
                        }
                    }
                });
            }
        }
    }
}

/// Errors of one incoming connection (it was reset before it was
/// accepted), not of the listener.
fn per_connection(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::ConnectionRefused
    )
}

fn set_keepalive(tcp: &TcpStream, idle: Duration) -> io::Result<()> {
    let keepalive = socket2::TcpKeepalive::new().with_time(idle);
    // Probes every 10 s, 3 unanswered ones and the peer is gone: a dead
    // client's connection goes ~30 s after the idle time.
    #[cfg(any(
        target_os = "linux",
        target_os = "android",
        target_os = "macos",
        target_os = "freebsd",
        target_os = "windows"
    ))]
    let keepalive = keepalive.with_interval(idle.min(Duration::from_secs(10)));
    #[cfg(any(
        target_os = "linux",
        target_os = "android",
        target_os = "macos",
        target_os = "freebsd"
    ))]
    let keepalive = keepalive.with_retries(3);
    socket2::SockRef::from(tcp).set_tcp_keepalive(&keepalive)
}

/// The key a client is counted (and rate-limited) under: its IPv4 address,
/// or the /64 of its IPv6 address (one host usually has a whole /64 to pick
/// addresses from).
pub(crate) fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from_bits(v6.to_bits() & !u128::from(u64::MAX))),
        },
    }
}

/// A warning logged at most once per [`WARN_EVERY`], with the count of
/// those left out since: a flood of refused connections must not flood the
/// log as well.
#[derive(Debug, Default)]
struct Throttled {
    last: Mutex<Option<std::time::Instant>>,
    skipped: AtomicU64,
}

impl Throttled {
    fn warn(&self, log: impl FnOnce(u64)) {
        let now = std::time::Instant::now();
        let mut last = self.last.lock().unwrap_or_else(PoisonError::into_inner);
        if last.is_some_and(|at| now.duration_since(at) < WARN_EVERY) {
            self.skipped.fetch_add(1, Ordering::Relaxed);
            return;
        }
        *last = Some(now);
        log(self.skipped.swap(0, Ordering::Relaxed));
    }
}

#[derive(Debug)]
enum Io {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
}

/// An accepted connection: its socket (TLS or not), its place in the
/// connection caps, the handshake deadline until the client has sent the
/// start of its first request, and the idle timeout.
#[derive(Debug)]
pub struct Conn {
    io: Io,
    info: TcpConnectInfo,
    handshake: Option<Pin<Box<Sleep>>>,
    received: usize,
    activity: Arc<Activity>,
    idle: Option<Idle>,
    permit: Permit,
}

impl Conn {
    fn new(
        io: Io,
        info: TcpConnectInfo,
        deadline: Option<Instant>,
        idle: Option<Duration>,
        permit: Permit,
    ) -> Conn {
        let now = Instant::now();
        Conn {
            io,
            info,
            handshake: deadline.map(|at| Box::pin(tokio::time::sleep_until(at))),
            received: 0,
            activity: Activity::new(),
            idle: idle.map(|after| Idle {
                after,
                timer: Box::pin(tokio::time::sleep_until(now + after)),
                frames: Frames::new(),
                last_read: now,
                state: IdleState::Open,
            }),
            permit,
        }
    }
}

impl Connected for Conn {
    // The addresses as tonic's own for TCP (`CountCallsLayer` hands them on
    // for `Request::remote_addr`, which the rate limit keys on), and the
    // connection's calls in progress.
    type ConnectInfo = ConnInfo;

    fn connect_info(&self) -> ConnInfo {
        ConnInfo {
            tcp: self.info.clone(),
            activity: self.activity.clone(),
        }
    }
}

/// A connection's idle timeout: where it stands, and the one timer it
/// needs.
#[derive(Debug)]
struct Idle {
    after: Duration,
    timer: Pin<Box<Sleep>>,
    frames: Frames,
    /// When the peer last sent anything. On HTTP/1.1 that is the start of a
    /// request, which counts as activity: the call it makes may not have
    /// reached the service yet. Not on HTTP/2, where PINGs and SETTINGS
    /// would keep any connection open.
    last_read: Instant,
    state: IdleState,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum IdleState {
    Open,
    /// A GOAWAY was handed to h2; the timer is the grace to close in.
    GoingAway,
    /// The peer's side was ended: every read is its end.
    Closed,
}

/// What an idle connection's read does instead of reading.
enum IdleClose {
    /// Hand h2 a GOAWAY, as if from the peer.
    GoAway,
    /// End the peer's side (HTTP/1.1, or HTTP/2 within a frame).
    End,
    /// The grace is over: drop the connection.
    Drop,
}

impl Idle {
    /// Polled while the socket has nothing to read: whether the connection
    /// is due to close, registering the timer's wake-up if not.
    fn poll_due(&mut self, cx: &mut Context<'_>, activity: &Activity) -> Option<IdleClose> {
        loop {
            if self.timer.as_mut().poll(cx).is_pending() {
                return None;
            }
            let now = Instant::now();
            let quiet = activity.quiet_since();
            if self.state == IdleState::GoingAway {
                if quiet.is_some() {
                    return Some(IdleClose::Drop);
                }
                // A stream that crossed the GOAWAY is a call like any
                // other: h2 closes when it ends.
                self.timer.as_mut().reset(now + IDLE_CLOSE_GRACE);
                continue;
            }
            let Some(mut quiet) = quiet else {
                self.timer.as_mut().reset(now + self.after);
                continue;
            };
            if !self.frames.is_http2() {
                quiet = quiet.max(self.last_read);
            }
            let due = quiet + self.after;
            if due > now {
                self.timer.as_mut().reset(due);
                continue;
            }
            if self.frames.between_frames() {
                self.state = IdleState::GoingAway;
                self.timer.as_mut().reset(now + IDLE_CLOSE_GRACE);
                return Some(IdleClose::GoAway);
            }
            self.state = IdleState::Closed;
            return Some(IdleClose::End);
        }
    }
}

impl AsyncRead for Conn {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.permit.poll_evicted(cx) {
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::ConnectionAborted,
                "evicted: the server is full, and this client held the most connections",
            )));
        }
        if this
            .idle
            .as_ref()
            .is_some_and(|idle| idle.state == IdleState::Closed)
        {
            return Poll::Ready(Ok(()));
        }
        let before = buf.filled().len();
        let polled = match &mut this.io {
            Io::Plain(tcp) => Pin::new(tcp).poll_read(cx, buf),
            Io::Tls(tls) => Pin::new(tls.as_mut()).poll_read(cx, buf),
        };
        if let Some(deadline) = &mut this.handshake {
            match &polled {
                Poll::Ready(Ok(())) => {
                    let read = buf.filled().len() - before;
                    this.received += read;
                    if read == 0 || this.received >= PREFACE_LEN {
                        this.handshake = None;
                    }
                }
                Poll::Ready(Err(_)) => this.handshake = None,
                // The server reads while it waits for the preface, so the
                // deadline is checked (and its wake-up registered) here.
                Poll::Pending => {
                    if deadline.as_mut().poll(cx).is_ready() {
                        this.handshake = None;
                        return Poll::Ready(Err(io::Error::new(
                            io::ErrorKind::TimedOut,
                            "no request within the handshake timeout",
                        )));
                    }
                }
            }
        }
        if let Some(idle) = &mut this.idle {
            match &polled {
                Poll::Ready(Ok(())) => {
                    let read = &buf.filled()[before..];
                    if idle.state == IdleState::Open && !read.is_empty() {
                        idle.frames.read(read);
                        if !idle.frames.is_http2() {
                            idle.last_read = Instant::now();
                        }
                    }
                }
                Poll::Ready(Err(_)) => {}
                // As for the handshake, the timer is checked (and its
                // wake-up registered) while the server waits to read.
                Poll::Pending => match idle.poll_due(cx, &this.activity) {
                    None => {}
                    Some(IdleClose::GoAway) if buf.remaining() >= GOAWAY.len() => {
                        buf.put_slice(&GOAWAY);
                        return Poll::Ready(Ok(()));
                    }
                    Some(IdleClose::GoAway | IdleClose::End) => {
                        idle.state = IdleState::Closed;
                        return Poll::Ready(Ok(()));
                    }
                    Some(IdleClose::Drop) => {
                        return Poll::Ready(Err(io::Error::new(
                            io::ErrorKind::TimedOut,
                            "an idle connection did not close within its grace",
                        )));
                    }
                },
            }
        }
        polled
    }
}

impl AsyncWrite for Conn {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match &mut self.get_mut().io {
            Io::Plain(tcp) => Pin::new(tcp).poll_write(cx, buf),
            Io::Tls(tls) => Pin::new(tls.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match &mut self.get_mut().io {
            Io::Plain(tcp) => Pin::new(tcp).poll_write_vectored(cx, bufs),
            Io::Tls(tls) => Pin::new(tls.as_mut()).poll_write_vectored(cx, bufs),
        }
    }

    fn is_write_vectored(&self) -> bool {
        match &self.io {
            Io::Plain(tcp) => tcp.is_write_vectored(),
            Io::Tls(tls) => tls.is_write_vectored(),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().io {
            Io::Plain(tcp) => Pin::new(tcp).poll_flush(cx),
            Io::Tls(tls) => Pin::new(tls.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().io {
            Io::Plain(tcp) => Pin::new(tcp).poll_shutdown(cx),
            Io::Tls(tls) => Pin::new(tls.as_mut()).poll_shutdown(cx),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_clients_are_counted_by_their_64() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().expect("an address");
        let two: IpAddr = "2001:db8:1:2:bbbb::2".parse().expect("an address");
        let other: IpAddr = "2001:db8:1:3::1".parse().expect("an address");
        assert_eq!(client_key(one), client_key(two));
        assert_ne!(client_key(one), client_key(other));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().expect("an address");
        assert_eq!(client_key(mapped), IpAddr::from([192, 0, 2, 7]));
    }
}
