//! A connection with no call in progress is closed after
//! `--max-connection-idle-secs`: an HTTP/2 connection that opens no stream
//! and answers PINGs, one whose calls have ended (sent GOAWAY first, so its
//! client goes elsewhere without losing a call), an HTTP/1.1 keep-alive
//! connection. An open watch stream is a call in progress: its connection
//! stays open for as long as it streams.

use std::time::{Duration, Instant};

use mountain_goats_bot::pb;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::common::{Server, full_game, options, play_first_legal};

/// The idle time the tests give the server.
const IDLE: Duration = Duration::from_secs(1);
/// How long past it a close may take on a busy test machine.
const SLACK: Duration = Duration::from_secs(9);

const PREFACE: &[u8] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";
const SETTINGS: u8 = 4;
const PING: u8 = 6;
const GOAWAY: u8 = 7;
const HEADERS: u8 = 1;
const DATA: u8 = 0;
const END_STREAM: u8 = 1;
const END_HEADERS: u8 = 4;
const ACK: u8 = 1;

fn frame(kind: u8, flags: u8, stream: u32, payload: &[u8]) -> Vec<u8> {
    let len = u32::try_from(payload.len()).expect("a small frame");
    let mut bytes = len.to_be_bytes()[1..].to_vec();
    bytes.extend([kind, flags]);
    bytes.extend(stream.to_be_bytes());
    bytes.extend(payload);
    bytes
}

/// One frame from the server, `None` at the end of the connection.
async fn read_frame(socket: &mut TcpStream) -> Option<(u8, u8, u32, Vec<u8>)> {
    let mut head = [0u8; 9];
    if socket.read_exact(&mut head).await.is_err() {
        return None;
    }
    let len = u32::from_be_bytes([0, head[0], head[1], head[2]]) as usize;
    let stream = u32::from_be_bytes([head[5], head[6], head[7], head[8]]) & 0x7fff_ffff;
    let mut payload = vec![0u8; len];
    socket.read_exact(&mut payload).await.ok()?;
    Some((head[3], head[4], stream, payload))
}

/// An HTTP/2 connection past its preface and SETTINGS.
async fn http2(server: &Server) -> TcpStream {
    let mut socket = TcpStream::connect(&server.addr).await.expect("connect");
    socket.write_all(PREFACE).await.expect("preface");
    socket
        .write_all(&frame(SETTINGS, 0, 0, &[]))
        .await
        .expect("settings");
    socket
}

/// What an HTTP/2 peer that is alive but calls nothing does: acknowledges
/// the server's SETTINGS and answers its PINGs, until the connection ends.
/// Returns the last stream id of the GOAWAY it was sent, if one was.
async fn answer_until_closed(socket: &mut TcpStream) -> Option<u32> {
    let mut goaway = None;
    while let Some((kind, flags, _, payload)) = read_frame(socket).await {
        match kind {
            SETTINGS if flags & ACK == 0 => {
                let _ = socket.write_all(&frame(SETTINGS, ACK, 0, &[])).await;
            }
            PING if flags & ACK == 0 => {
                let _ = socket.write_all(&frame(PING, ACK, 0, &payload)).await;
            }
            GOAWAY => {
                let last = u32::from_be_bytes(payload[..4].try_into().expect("4 bytes"));
                let error = u32::from_be_bytes(payload[4..8].try_into().expect("4 bytes"));
                assert_eq!(error, 0, "a GOAWAY with NO_ERROR");
                goaway = Some(last & 0x7fff_ffff);
            }
            _ => {}
        }
    }
    goaway
}

/// Waits for the server to close `socket`, answering it meanwhile; the
/// time it took, and the GOAWAY's last stream id.
async fn closed_by_server(socket: &mut TcpStream, since: Instant) -> (Duration, Option<u32>) {
    let goaway = tokio::time::timeout(IDLE + SLACK, answer_until_closed(socket))
        .await
        .unwrap_or_else(|_| panic!("still open after {:?}", since.elapsed()));
    (since.elapsed(), goaway)
}

#[tokio::test]
async fn an_http2_connection_that_opens_no_stream_is_sent_goaway_and_closed() {
    let server = Server::start(&["--max-connection-idle-secs", "1"]).await;
    let opened = Instant::now();
    let mut socket = http2(&server).await;
    let (after, goaway) = closed_by_server(&mut socket, opened).await;
    assert!(
        after >= IDLE,
        "closed after {after:?}, before the idle time"
    );
    assert_eq!(goaway, Some(0), "told that no stream was served");
}

/// A literal header field, not indexed, its name new (RFC 7541 6.2.2).
fn header(block: &mut Vec<u8>, name: &str, value: &str) {
    block.push(0);
    block.push(u8::try_from(name.len()).expect("a short name"));
    block.extend(name.as_bytes());
    block.push(u8::try_from(value.len()).expect("a short value"));
    block.extend(value.as_bytes());
}

#[tokio::test]
async fn a_connection_whose_calls_ended_is_sent_goaway_and_closed() {
    let server = Server::start(&["--max-connection-idle-secs", "1"]).await;
    let mut client = server.client().await;
    let (game, _) = full_game(&mut client, options(2), [7; 32]).await;

    // A health check on stream 1, by hand.
    let mut socket = http2(&server).await;
    let mut block = Vec::new();
    for (name, value) in [
        (":method", "POST"),
        (":scheme", "http"),
        (":path", "/grpc.health.v1.Health/Check"),
        (":authority", server.addr.as_str()),
        ("content-type", "application/grpc"),
        ("te", "trailers"),
    ] {
        header(&mut block, name, value);
    }
    socket
        .write_all(&frame(HEADERS, END_HEADERS, 1, &block))
        .await
        .expect("headers");
    socket
        .write_all(&frame(DATA, END_STREAM, 1, &[0, 0, 0, 0, 0]))
        .await
        .expect("an empty HealthCheckRequest");
    let answered = tokio::time::timeout(IDLE + SLACK, async {
        loop {
            match read_frame(&mut socket).await {
                Some((HEADERS, flags, 1, _)) if flags & END_STREAM != 0 => return Instant::now(),
                Some((PING, flags, _, payload)) if flags & ACK == 0 => {
                    let _ = socket.write_all(&frame(PING, ACK, 0, &payload)).await;
                }
                Some((SETTINGS, flags, _, _)) if flags & ACK == 0 => {
                    let _ = socket.write_all(&frame(SETTINGS, ACK, 0, &[])).await;
                }
                Some(_) => {}
                None => panic!("closed before the call was answered"),
            }
        }
    })
    .await
    .expect("the health check is answered");
    let (after, goaway) = closed_by_server(&mut socket, answered).await;
    // Measured from when the answer was read here, a moment after the
    // server sent it and its idle time began (a run measured 998.5 ms).
    assert!(
        after + Duration::from_millis(50) >= IDLE,
        "closed {after:?} after the call, before the idle time"
    );
    assert_eq!(goaway, Some(1), "told that stream 1 was served");

    // The server still takes new connections and their calls. (The tonic
    // client above had its connection closed a few milliseconds before
    // this one: a call it made now could cross that close, which tonic
    // answers CANCELLED instead of sending the call again.)
    drop(client);
    let mut fresh = server.client().await;
    assert_eq!(
        crate::common::get(&mut fresh, &game.name).await.name,
        game.name
    );
}

/// The next message of a watch stream, which must still be open.
async fn next(stream: &mut tonic::Streaming<pb::WatchGameResponse>) -> pb::WatchGameResponse {
    tokio::time::timeout(IDLE + SLACK, stream.message())
        .await
        .expect("a message in time")
        .expect("the stream is still open")
        .expect("a message, not the end")
}

#[tokio::test]
async fn an_open_watch_keeps_its_connection_past_the_idle_time() {
    let server = Server::start(&["--max-connection-idle-secs", "1", "--heartbeat-secs", "1"]).await;
    let mut players = server.client().await;
    let (game, tickets) = full_game(&mut players, options(2), [9; 32]).await;
    let mut watcher = server.client().await;
    let mut stream = watcher
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: None,
        })
        .await
        .expect("watch")
        .into_inner();
    assert!(matches!(
        next(&mut stream).await.update,
        Some(pb::watch_game_response::Update::Snapshot(_))
    ));
    // Heartbeats come a second apart: after three, the connection has
    // been without any other call for three idle times.
    let started = Instant::now();
    let mut heartbeats = 0;
    while heartbeats < 3 {
        if let Some(pb::watch_game_response::Update::Heartbeat(_)) = next(&mut stream).await.update
        {
            heartbeats += 1;
        }
    }
    assert!(started.elapsed() >= 2 * IDLE, "{:?}", started.elapsed());

    // The players' connection was idle and closed meanwhile; the move goes
    // over a new one, and reaches the watcher on its old one.
    let played = play_first_legal(&mut players, &game.name, &tickets).await;
    let version = played.game.expect("the game after the move").version;
    loop {
        if let Some(pb::watch_game_response::Update::Change(change)) =
            next(&mut stream).await.update
        {
            assert_eq!(change.version, version, "the move, and nothing missed");
            break;
        }
    }
}

#[tokio::test]
async fn an_idle_http1_keep_alive_connection_is_closed() {
    let server = Server::start(&["--max-connection-idle-secs", "1"]).await;
    let mut socket = TcpStream::connect(&server.addr).await.expect("connect");
    let request = format!("GET / HTTP/1.1\r\nhost: {}\r\n\r\n", server.addr);
    socket.write_all(request.as_bytes()).await.expect("write");
    let sent = Instant::now();
    let mut answer = Vec::new();
    tokio::time::timeout(IDLE + SLACK, socket.read_to_end(&mut answer))
        .await
        .unwrap_or_else(|_| panic!("still open after {:?}", sent.elapsed()))
        .expect("read");
    let after = sent.elapsed();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer:.200}");
    assert!(
        !answer.to_ascii_lowercase().contains("connection: close"),
        "kept alive, not closed by the answer"
    );
    assert!(
        after >= IDLE,
        "closed after {after:?}, before the idle time"
    );
}
