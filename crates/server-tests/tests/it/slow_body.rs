//! A request whose body never ends is answered within the body deadline,
//! over gRPC-Web (HTTP/1.1, short of its Content-Length) and native gRPC
//! (HTTP/2, a stream that never ends), instead of holding its connection.

use std::time::{Duration, Instant};

use crate::common::Server;
use mountain_goats_bot::pb;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_stream::StreamExt;
use tonic::Code;
use tonic_types::StatusExt;

#[tokio::test]
async fn a_grpc_web_body_short_of_its_length_is_answered_and_the_connection_closed() {
    let server = Server::start(&["--request-body-timeout-secs", "1"]).await;
    let mut socket = TcpStream::connect(&server.addr).await.expect("connect");
    let head = format!(
        "POST /mountain_goats.v1.GameService/GetGame HTTP/1.1\r\nhost: {}\r\n\
         content-type: application/grpc-web+proto\r\nx-grpc-web: 1\r\n\
         content-length: 100\r\n\r\n",
        server.addr
    );
    socket.write_all(head.as_bytes()).await.expect("write");
    // 10 of the 100 bytes: a frame header promising more, and a little.
    socket
        .write_all(&[0, 0, 0, 0, 95, 10, 3, b'a', b'b', b'c'])
        .await
        .expect("write");
    let started = Instant::now();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), socket.read_to_end(&mut answer)).await;
    assert!(
        read.is_ok(),
        "the connection is still open after {:?}",
        started.elapsed()
    );
    let answer = String::from_utf8_lossy(&answer).to_lowercase();
    assert!(
        answer.contains("grpc-status: 4") && answer.contains("did%20not%20arrive"),
        "answered DEADLINE_EXCEEDED, saying why: {answer}"
    );
}

#[tokio::test]
async fn a_grpc_stream_that_never_ends_is_answered_deadline_exceeded() {
    let server = Server::start(&["--request-body-timeout-secs", "1"]).await;
    let channel = tonic::transport::Endpoint::from_shared(format!("http://{}", server.addr))
        .expect("an endpoint")
        .connect()
        .await
        .expect("connect");
    let mut grpc = tonic::client::Grpc::new(channel);
    grpc.ready().await.expect("ready");
    // One message, then the stream stays open: what a unary call must not do.
    let body = tokio_stream::iter([pb::GetGameRequest {
        name: "games/0123456789abcdef0123".into(),
    }])
    .chain(tokio_stream::pending());
    let started = Instant::now();
    let answer = tokio::time::timeout(
        Duration::from_secs(10),
        grpc.client_streaming::<_, pb::GetGameRequest, pb::GetGameResponse, _>(
            tonic::Request::new(body),
            http::uri::PathAndQuery::from_static("/mountain_goats.v1.GameService/GetGame"),
            tonic_prost::ProstCodec::default(),
        ),
    )
    .await
    .unwrap_or_else(|_| panic!("no answer after {:?}", started.elapsed()));
    let status = answer.expect_err("refused");
    assert_eq!(status.code(), Code::DeadlineExceeded, "{status:?}");
    assert_eq!(
        status
            .get_error_details()
            .error_info()
            .map(|i| i.reason.as_str()),
        Some("REQUEST_BODY_TIMEOUT")
    );
}
