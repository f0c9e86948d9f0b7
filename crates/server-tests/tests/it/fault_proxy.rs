//! A TCP proxy that puts network faults between a server and PostgreSQL:
//! added latency, connections reset, a black hole (a half-open link), and
//! new connections refused, switched at run time by the test.
//!
//! It forwards bytes and knows nothing of PostgreSQL's protocol, so a TLS
//! connection (`sslmode=require`) passes through it as well as a plain one.
//! Each fault is what the network between a server and its database does:
//!
//! - [`Fault::Latency`]: every chunk is delivered that long after it
//!   arrived, in both directions, pipelined as on a slow link (chunks are
//!   not delayed one after the other, which would make throughput collapse
//!   instead of latency grow).
//! - [`FaultProxy::reset`]: every open connection is closed at once, both
//!   ways, with a TCP reset (`SO_LINGER` 0), as a firewall or a failed-over
//!   address does; new connections are taken as before.
//! - [`Fault::BlackHole`]: no byte moves either way and no socket closes, as
//!   in a partition with both ends up. What was sent meanwhile waits and is
//!   delivered when the hole closes, as TCP retransmits it after a
//!   partition heals; new connections are accepted and then say nothing.
//! - [`Fault::Refuse`]: new connections are accepted and reset at once
//!   (as a database out of connection slots, or a port closed); the open
//!   ones go on.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// What the proxy does to the bytes and connections passing through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Bytes pass as they come.
    Pass,
    /// Each chunk waits this long in each direction.
    Latency(Duration),
    /// Nothing passes and nothing closes.
    BlackHole,
    /// New connections are reset when they arrive.
    Refuse,
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Fault::Pass => write!(f, "pass"),
            Fault::Latency(d) => write!(f, "latency {} ms", d.as_millis()),
            Fault::BlackHole => write!(f, "black hole"),
            Fault::Refuse => write!(f, "refuse"),
        }
    }
}

/// What every connection watches: the fault in force, and how many resets
/// were ordered (a connection opened before the last one is cut).
#[derive(Clone, Copy, Debug)]
struct Control {
    fault: Fault,
    resets: u64,
}

/// How much the proxy saw, for the test's report.
#[derive(Debug, Default)]
pub struct Counts {
    /// Connections accepted.
    pub accepted: AtomicU64,
    /// Connections reset on arrival ([`Fault::Refuse`]).
    pub refused: AtomicU64,
    /// Open connections cut by a reset.
    pub cut: AtomicU64,
}

/// A running proxy; it stops (and resets every connection) when dropped.
#[derive(Debug)]
pub struct FaultProxy {
    /// Where it listens: give this to the server instead of PostgreSQL's.
    pub addr: SocketAddr,
    control: watch::Sender<Control>,
    counts: Arc<Counts>,
    accepting: tokio::task::JoinHandle<()>,
}

/// A connection was ordered cut (or the proxy stopped), or one of its ends
/// failed: both ends are reset.
struct Cut;

impl FaultProxy {
    /// A proxy on a free loopback port that forwards to `upstream`
    /// (`host:port`).
    pub async fn start(upstream: String) -> FaultProxy {
        let listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a loopback port for the fault proxy");
        let addr = listener.local_addr().expect("the proxy's address");
        let (control, watching) = watch::channel(Control {
            fault: Fault::Pass,
            resets: 0,
        });
        let counts = Arc::new(Counts::default());
        let accepting = tokio::spawn(accept(listener, upstream, watching, counts.clone()));
        FaultProxy {
            addr,
            control,
            counts,
            accepting,
        }
    }

    /// Puts `fault` in force from now on, for every connection.
    pub fn set(&self, fault: Fault) {
        self.control.send_modify(|c| c.fault = fault);
    }

    /// Resets every connection open now, both ways; later ones are taken.
    pub fn reset(&self) {
        self.control.send_modify(|c| c.resets += 1);
    }

    /// What it saw so far.
    pub fn counts(&self) -> &Counts {
        &self.counts
    }
}

impl Drop for FaultProxy {
    fn drop(&mut self) {
        self.accepting.abort();
        // The connections see the control's sender gone and reset.
    }
}

async fn accept(
    listener: TcpListener,
    upstream: String,
    control: watch::Receiver<Control>,
    counts: Arc<Counts>,
) {
    loop {
        let Ok((client, _)) = listener.accept().await else {
            // Out of descriptors for a moment, say: a real listener keeps
            // going too.
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        };
        counts.accepted.fetch_add(1, Ordering::Relaxed);
        tokio::spawn(connection(
            client,
            upstream.clone(),
            control.clone(),
            counts.clone(),
        ));
    }
}

/// Resets `stream`: closing it now sends RST, not FIN.
fn reset_on_close(stream: &TcpStream) {
    let _ = stream.set_zero_linger();
}

/// Resolves once a reset is ordered after `generation`, or the proxy stops.
async fn cut_after(control: &mut watch::Receiver<Control>, generation: u64) {
    let _ = control.wait_for(|c| c.resets != generation).await;
}

async fn connection(
    mut client: TcpStream,
    upstream: String,
    mut control: watch::Receiver<Control>,
    counts: Arc<Counts>,
) {
    let Control { fault, resets } = *control.borrow_and_update();
    if fault == Fault::Refuse {
        counts.refused.fetch_add(1, Ordering::Relaxed);
        reset_on_close(&client);
        return;
    }
    // Accepted but silent while the hole lasts: the upstream connection is
    // made only once it closes, so the database sees nothing meanwhile.
    let opened = control
        .wait_for(|c| c.fault != Fault::BlackHole || c.resets != resets)
        .await
        .is_ok_and(|c| c.resets == resets);
    if !opened {
        counts.cut.fetch_add(1, Ordering::Relaxed);
        reset_on_close(&client);
        return;
    }
    let Ok(mut server) = TcpStream::connect(&upstream).await else {
        reset_on_close(&client);
        return;
    };
    let _ = client.set_nodelay(true);
    let _ = server.set_nodelay(true);
    let ended = {
        let (client_read, client_write) = client.split();
        let (server_read, server_write) = server.split();
        let up = forward(client_read, server_write, control.clone());
        let down = forward(server_read, client_write, control.clone());
        tokio::select! {
            ended = async { tokio::try_join!(up, down) } => ended.map(|_| ()),
            () = cut_after(&mut control, resets) => Err(Cut),
        }
    };
    if ended.is_err() {
        counts.cut.fetch_add(1, Ordering::Relaxed);
        reset_on_close(&client);
        reset_on_close(&server);
    }
}

/// Forwards one direction until its end closes (then closes the other
/// end's writing side, as TCP half-close does) or fails (then [`Cut`]: the
/// caller resets both ends, as a real failure shows at both).
async fn forward(
    mut from: tokio::net::tcp::ReadHalf<'_>,
    mut to: tokio::net::tcp::WriteHalf<'_>,
    control: watch::Receiver<Control>,
) -> Result<(), Cut> {
    // Chunks on their way, each with the moment it arrived: latency is
    // counted from there, so a burst of chunks is delayed once, not once
    // per chunk. Bounded, as a socket's buffer is: a black hole that lasts
    // stops the reading too.
    let (tx, mut rx) = mpsc::channel::<(Instant, Vec<u8>)>(64);
    let reading = async move {
        let mut buf = vec![0u8; 16 * 1024];
        loop {
            match from.read(&mut buf).await {
                Ok(0) => return Ok(()),
                Ok(n) => {
                    if tx.send((Instant::now(), buf[..n].to_vec())).await.is_err() {
                        return Err(Cut);
                    }
                }
                Err(_) => return Err(Cut),
            }
        }
    };
    let writing = async move {
        let mut control = control;
        while let Some((arrived, chunk)) = rx.recv().await {
            hold(&mut control, arrived).await?;
            to.write_all(&chunk).await.map_err(|_| Cut)?;
        }
        // The sender's end closed: so does this side's writing.
        let _ = to.shutdown().await;
        Ok(())
    };
    tokio::try_join!(reading, writing).map(|_| ())
}

/// Waits until a chunk that arrived at `arrived` may be delivered: its
/// latency served, and no black hole in force.
async fn hold(control: &mut watch::Receiver<Control>, arrived: Instant) -> Result<(), Cut> {
    loop {
        let fault = control.borrow_and_update().fault;
        match fault {
            Fault::BlackHole => {
                // A reset or the proxy's end cuts the connection, whatever
                // the fault: the caller's select sees the reset.
                if control.changed().await.is_err() {
                    return Err(Cut);
                }
            }
            Fault::Latency(delay) => {
                tokio::select! {
                    () = tokio::time::sleep_until(arrived + delay) => {
                        // A hole opened meanwhile holds the chunk still.
                        if control.borrow().fault != Fault::BlackHole {
                            return Ok(());
                        }
                    }
                    changed = control.changed() => {
                        if changed.is_err() {
                            return Err(Cut);
                        }
                    }
                }
            }
            Fault::Pass | Fault::Refuse => return Ok(()),
        }
    }
}
