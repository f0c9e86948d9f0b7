//! Connections at the edge: sockets that never speak are closed after the
//! handshake timeout, and connections over the per-address or total cap
//! are closed at once (and logged), while the clients already connected
//! are served and new ones are again once the others have gone.

use crate::common;

use std::time::{Duration, Instant};

use common::Server;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tonic::transport::{Channel, Endpoint};
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

/// A gRPC connection, or the error that refused it, within 3 s.
async fn channel(addr: &str) -> Result<Channel, tonic::transport::Error> {
    Endpoint::from_shared(format!("http://{addr}"))
        .expect("uri")
        .connect_timeout(Duration::from_secs(3))
        .timeout(Duration::from_secs(3))
        .connect()
        .await
}

/// Whether a health check on `channel` is answered `SERVING`.
async fn healthy(channel: &Channel) -> bool {
    let answer = HealthClient::new(channel.clone())
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await;
    matches!(answer, Ok(a) if a.get_ref().status == ServingStatus::Serving as i32)
}

/// Whether a new client is answered, trying for up to 5 s (the server
/// notices closed sockets a moment after the client closes them).
async fn a_new_client_is_answered(addr: &str) -> bool {
    let until = Instant::now() + Duration::from_secs(5);
    while Instant::now() < until {
        if let Ok(channel) = channel(addr).await
            && healthy(&channel).await
        {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

/// Whether the server closes `socket` within `within` (it sends nothing to
/// a client that has sent nothing).
async fn closed_within(socket: &mut TcpStream, within: Duration) -> bool {
    let mut byte = [0; 1];
    match tokio::time::timeout(within, socket.read(&mut byte)).await {
        Ok(Ok(0) | Err(_)) => true,
        Ok(Ok(_)) => panic!("the server sent bytes to a silent client"),
        Err(_) => false,
    }
}

async fn sockets(addr: &str, n: usize) -> Vec<TcpStream> {
    let mut sockets = Vec::new();
    for _ in 0..n {
        sockets.push(TcpStream::connect(addr).await.expect("TCP connect"));
    }
    sockets
}

#[tokio::test]
async fn silent_sockets_are_closed_after_the_handshake_timeout() {
    let server = Server::start(&["--handshake-timeout-secs", "1"]).await;
    let client = channel(&server.addr).await.expect("connect");
    assert!(healthy(&client).await);

    let mut silent = sockets(&server.addr, 5).await;
    // Half a preface is not a preface.
    let mut halting = TcpStream::connect(&server.addr).await.expect("connect");
    halting
        .write_all(b"PRI * HTTP/2.0\r\n")
        .await
        .expect("write");
    silent.push(halting);
    let start = Instant::now();
    assert!(!closed_within(&mut silent[0], Duration::from_millis(300)).await);
    for socket in &mut silent {
        assert!(
            closed_within(socket, Duration::from_secs(3)).await,
            "a silent socket is still open after {:?}",
            start.elapsed()
        );
    }

    // The timeout is for the start of a connection only: the client that
    // spoke in time is served long after it.
    assert!(healthy(&client).await);
    assert!(a_new_client_is_answered(&server.addr).await);
}

/// With a cap of 3 (`flag`): one real client and two silent sockets fill
/// it; the next connection is closed at once and logged; the real client is
/// still served; once the silent ones close, new clients are served.
async fn the_connection_over_the_cap_is_closed(flag: &str) {
    let mut server = Server::start_logged(&[flag, "3"]).await;
    let client = channel(&server.addr).await.expect("connect");
    assert!(healthy(&client).await);
    let mut silent = sockets(&server.addr, 2).await;
    for socket in &mut silent {
        assert!(!closed_within(socket, Duration::from_millis(200)).await);
    }

    let mut over = TcpStream::connect(&server.addr).await.expect("TCP connect");
    assert!(
        closed_within(&mut over, Duration::from_secs(1)).await,
        "the connection over the cap is closed at once"
    );
    let refused = match channel(&server.addr).await {
        Ok(channel) => !healthy(&channel).await,
        Err(_) => true,
    };
    assert!(refused, "a new client over the cap is not served");
    assert!(healthy(&client).await, "the connected client is served");

    let stderr = server.child.stderr.take().expect("piped stderr");
    let mut log = BufReader::new(stderr).lines();
    let line = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(line) = log.next_line().await.expect("the log") {
            if line.contains("connection refused") {
                return line;
            }
        }
        panic!("the server's log ended")
    })
    .await
    .expect("the refusal is logged");
    assert!(line.contains(flag), "{line}");
    assert!(line.contains("client=127.0.0.1"), "{line}");
    assert!(line.contains("cap=3"), "{line}");

    drop(silent);
    drop(over);
    assert!(a_new_client_is_answered(&server.addr).await);
}

#[tokio::test]
async fn a_connection_over_the_per_address_cap_is_closed_at_once() {
    the_connection_over_the_cap_is_closed("--max-connections-per-ip").await;
}

#[tokio::test]
async fn a_connection_over_the_total_cap_is_closed_at_once() {
    the_connection_over_the_cap_is_closed("--max-connections").await;
}

/// Whether the server ends `socket` within `within`, whatever it sent
/// before (an HTTP/2 client that spoke gets SETTINGS, and maybe a GOAWAY).
async fn ended_within(socket: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0; 512];
    tokio::time::timeout(within, async {
        loop {
            match socket.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await
    .is_ok()
}

/// A connection from `from` (a loopback address of its own: another client
/// to the server) that has started HTTP/2 and then holds its place, as a
/// watch stream holds one: no handshake or idle timeout ends it soon.
async fn held_connection(addr: &str, from: [u8; 4]) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket
        .bind((std::net::Ipv4Addr::from(from), 0).into())
        .expect("bind a loopback address");
    let mut stream = socket
        .connect(addr.parse().expect("the server's address"))
        .await
        .expect("TCP connect");
    // The preface, then an empty SETTINGS frame.
    stream
        .write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\0\0\0\x04\0\0\0\0\0")
        .await
        .expect("write");
    stream
}

/// Clients that fill the total cap between them cannot lock the others
/// out: at the cap, a client holding fewer connections evicts the newest of
/// the client holding the most, down to a fair share; then it is refused.
#[tokio::test]
async fn at_the_total_cap_a_new_client_evicts_one_of_the_client_holding_the_most() {
    let mut server = Server::start_logged(&["--max-connections", "4"]).await;
    let mut greedy = Vec::new();
    for _ in 0..4 {
        greedy.push(held_connection(&server.addr, [127, 0, 0, 2]).await);
    }
    for socket in &mut greedy {
        assert!(!ended_within(socket, Duration::from_millis(200)).await);
    }
    // A newcomer from 127.0.0.1 is served, and 127.0.0.2's newest
    // connection is closed: 3 against 1.
    let newcomer = channel(&server.addr).await.expect("connect");
    assert!(healthy(&newcomer).await, "the newcomer is served");
    assert!(
        ended_within(&mut greedy[3], Duration::from_secs(2)).await,
        "the newest of the client holding the most is evicted"
    );
    for socket in &mut greedy[..3] {
        assert!(!ended_within(socket, Duration::from_millis(200)).await);
    }
    let stderr = server.child.stderr.take().expect("piped stderr");
    let mut log = BufReader::new(stderr).lines();
    let line = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(line) = log.next_line().await.expect("the log") {
            if line.contains("connection evicted") {
                return line;
            }
        }
        panic!("the server's log ended")
    })
    .await
    .expect("the eviction is logged");
    assert!(line.contains("client=127.0.0.2"), "{line}");
    assert!(line.contains("for_client=127.0.0.1"), "{line}");
    assert!(line.contains("keeps=3"), "{line}");
    // 2 against 2 after a second newcomer connection: a fair share, and
    // the next one is refused, the others all served.
    let second = channel(&server.addr).await.expect("connect");
    assert!(healthy(&second).await, "the second is served");
    assert!(ended_within(&mut greedy[2], Duration::from_secs(2)).await);
    let mut over = TcpStream::connect(&server.addr).await.expect("TCP connect");
    assert!(
        closed_within(&mut over, Duration::from_secs(1)).await,
        "at a fair share, the connection over the cap is closed"
    );
    for socket in &mut greedy[..2] {
        assert!(!ended_within(socket, Duration::from_millis(200)).await);
    }
    assert!(healthy(&newcomer).await && healthy(&second).await);
}
