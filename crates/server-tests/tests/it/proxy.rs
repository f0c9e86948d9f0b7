//! Behind trusted proxies (`--trusted-proxies`): a trusted peer's calls are
//! rate-limited by the client its header names (the rightmost untrusted
//! address), an untrusted peer's header is ignored, a malformed header
//! falls back to the peer without failing the call, and a trusted peer is
//! exempt from the per-address connection cap but not from the total one.
//!
//! The tests connect from 127.0.0.1, so trusting 127.0.0.1/32 makes the
//! test the proxy, and trusting 10.0.0.0/8 makes it an ordinary client.

use crate::common;

use std::time::Duration;

use common::{Server, assert_refused};
use mountain_goats_bot::{Client, pb};
use tonic::Code;
use tonic::transport::{Channel, Endpoint};
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

/// A low limit, so that a bucket is emptied in a few calls: 3 at once, then
/// one a second.
const LOW_RATE: [&str; 4] = ["--rate-limit", "1", "--rate-burst", "3"];

/// A cheap call carrying `headers` (name, value).
async fn call(client: &mut Client, headers: &[(&'static str, &str)]) -> Result<(), tonic::Status> {
    let mut request = tonic::Request::new(pb::ListGamesRequest::default());
    for (name, value) in headers {
        request
            .metadata_mut()
            .append(*name, value.parse().expect("an ASCII header value"));
    }
    client.list_games(request).await.map(|_| ())
}

/// Calls with `headers` until refused with `RATE_LIMITED`, which must come
/// within a few calls past the burst of 3.
async fn empty_the_bucket(client: &mut Client, headers: &[(&'static str, &str)]) {
    for _ in 0..6 {
        match call(client, headers).await {
            Ok(()) => continue,
            refused => {
                assert_refused(refused, Code::ResourceExhausted, "RATE_LIMITED");
                return;
            }
        }
    }
    panic!("6 calls with {headers:?} were not rate-limited (burst 3, 1/s)");
}

fn limited(result: Result<(), tonic::Status>) {
    assert_refused(result, Code::ResourceExhausted, "RATE_LIMITED");
}

fn served(result: Result<(), tonic::Status>, what: &str) {
    if let Err(status) = result {
        panic!("{what}: refused: {status:?}");
    }
}

const XFF: &str = "x-forwarded-for";

#[tokio::test]
async fn a_trusted_proxy_names_the_client_the_rate_limit_counts() {
    let server =
        Server::start(&[&LOW_RATE[..], &["--trusted-proxies", "127.0.0.1/32"]].concat()).await;
    let mut client = server.client().await;

    empty_the_bucket(&mut client, &[(XFF, "198.51.100.1")]).await;
    limited(call(&mut client, &[(XFF, "198.51.100.1")]).await);
    // The client's own entries, left of the one the proxy appended, are
    // not believed: the bucket is still 198.51.100.1's.
    limited(call(&mut client, &[(XFF, "203.0.113.9, 198.51.100.1")]).await);
    // Trusted hops are walked past, whichever header line they are on.
    limited(call(&mut client, &[(XFF, "198.51.100.1, 127.0.0.1")]).await);
    limited(call(&mut client, &[(XFF, "198.51.100.1"), (XFF, "127.0.0.1")]).await);

    // Other clients of the same proxy have buckets of their own, and so has
    // the proxy's own traffic (no header).
    served(
        call(&mut client, &[(XFF, "198.51.100.2")]).await,
        "another client",
    );
    served(call(&mut client, &[]).await, "the proxy itself");
    served(
        call(&mut client, &[(XFF, "198.51.100.1, 198.51.100.3")]).await,
        "the rightmost untrusted address",
    );

    // IPv6 clients count by their /64, as for the connection cap.
    empty_the_bucket(&mut client, &[(XFF, "2001:db8::1")]).await;
    limited(call(&mut client, &[(XFF, "2001:db8::2")]).await);
    served(
        call(&mut client, &[(XFF, "[2001:db8:0:1::1]:4711")]).await,
        "another /64",
    );
}

#[tokio::test]
async fn an_untrusted_peer_cannot_pick_its_bucket() {
    // Proxies are trusted, but not this peer.
    let server =
        Server::start(&[&LOW_RATE[..], &["--trusted-proxies", "10.0.0.0/8"]].concat()).await;
    let mut client = server.client().await;

    empty_the_bucket(&mut client, &[(XFF, "198.51.100.1")]).await;
    // A new spoofed address each time is still the peer's one bucket.
    limited(call(&mut client, &[(XFF, "198.51.100.2")]).await);
    limited(call(&mut client, &[(XFF, "10.0.0.7")]).await);
    limited(call(&mut client, &[("forwarded", "for=198.51.100.3")]).await);
    limited(call(&mut client, &[]).await);
}

#[tokio::test]
async fn malformed_headers_fall_back_to_the_peer_without_failing_the_call() {
    let server =
        Server::start(&[&LOW_RATE[..], &["--trusted-proxies", "127.0.0.1/32"]].concat()).await;
    let mut client = server.client().await;

    let malformed = [
        "not-an-address",
        "unknown",
        "198.51.100.1, , 127.0.0.1",
        "198.51.100.1 198.51.100.2",
        "[2001:db8::1",
    ];
    // Served while the peer's bucket has room: a bad header is no error.
    served(
        call(&mut client, &[(XFF, malformed[0])]).await,
        "a malformed header",
    );

    empty_the_bucket(&mut client, &[]).await;
    for bad in malformed {
        limited(call(&mut client, &[(XFF, bad)]).await);
    }
    // Garbage the client wrote left of its address is never reached.
    served(
        call(&mut client, &[(XFF, "garbage, 198.51.100.1")]).await,
        "garbage left of the client",
    );
}

#[tokio::test]
async fn forwarded_is_read_instead_when_configured() {
    let server = Server::start(
        &[
            &LOW_RATE[..],
            &[
                "--trusted-proxies",
                "127.0.0.0/8,::1",
                "--trusted-proxy-header",
                "forwarded",
            ],
        ]
        .concat(),
    )
    .await;
    let mut client = server.client().await;

    empty_the_bucket(&mut client, &[]).await;
    // X-Forwarded-For is not read then: it is the peer's bucket.
    limited(call(&mut client, &[(XFF, "198.51.100.7")]).await);
    // `for=unknown` or an obfuscated node: the peer.
    limited(call(&mut client, &[("forwarded", "for=unknown")]).await);
    limited(call(&mut client, &[("forwarded", "for=_hidden;proto=https")]).await);
    served(
        call(
            &mut client,
            &[("forwarded", "for=203.0.113.9, for=198.51.100.7;proto=http")],
        )
        .await,
        "a Forwarded client",
    );
    served(
        call(&mut client, &[("forwarded", "for=\"[2001:db8::1]:4711\"")]).await,
        "a quoted IPv6 node",
    );
}

/// A new connection (its own TCP socket), or the error that refused it.
async fn channel(addr: &str) -> Result<Channel, tonic::transport::Error> {
    Endpoint::from_shared(format!("http://{addr}"))
        .expect("uri")
        .connect_timeout(Duration::from_secs(3))
        .timeout(Duration::from_secs(3))
        .connect()
        .await
}

async fn healthy(channel: &Result<Channel, tonic::transport::Error>) -> bool {
    let Ok(channel) = channel else {
        return false;
    };
    let answer = HealthClient::new(channel.clone())
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await;
    matches!(answer, Ok(a) if a.get_ref().status == ServingStatus::Serving as i32)
}

/// Opens `n` connections one after the other, keeping them; how many are
/// served.
async fn served_connections(
    addr: &str,
    n: usize,
) -> (usize, Vec<Result<Channel, tonic::transport::Error>>) {
    let mut channels = Vec::new();
    let mut served = 0;
    for _ in 0..n {
        let channel = channel(addr).await;
        if healthy(&channel).await {
            served += 1;
        }
        channels.push(channel);
    }
    (served, channels)
}

#[tokio::test]
async fn a_trusted_proxy_is_exempt_from_the_per_address_cap_not_the_total() {
    // Not trusted: the per-address cap of 2 holds (the test can fail).
    let server = Server::start(&[
        "--max-connections-per-ip",
        "2",
        "--trusted-proxies",
        "10.0.0.0/8",
    ])
    .await;
    let (served, _held) = served_connections(&server.addr, 4).await;
    assert_eq!(served, 2, "an untrusted peer has 2 connections");
    drop(server);

    let server = Server::start(&[
        "--max-connections-per-ip",
        "2",
        "--trusted-proxies",
        "127.0.0.1",
    ])
    .await;
    let (served, _held) = served_connections(&server.addr, 8).await;
    assert_eq!(served, 8, "a trusted proxy is not capped per address");
    drop(server);

    let server = Server::start(&[
        "--max-connections-per-ip",
        "2",
        "--max-connections",
        "5",
        "--trusted-proxies",
        "127.0.0.1",
    ])
    .await;
    let (served, _held) = served_connections(&server.addr, 7).await;
    assert_eq!(served, 5, "the total cap holds for a trusted proxy");
}

#[tokio::test]
async fn bad_trusted_proxies_stop_the_server_with_the_reason() {
    for (value, reason) in [
        ("10.1.2.3/8", "did you mean 10.0.0.0/8"),
        ("10.0.0.0/40", "0 to 32"),
        ("lb.internal", "not an IP address"),
    ] {
        let out = tokio::process::Command::new(common::server_bin())
            .args(["serve", "--listen", "127.0.0.1:0", "--db", ":memory:"])
            .args(["--trusted-proxies", &format!("127.0.0.1,{value}")])
            .output()
            .await
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{value} was accepted");
        assert!(
            stderr.contains("--trusted-proxies") && stderr.contains(reason),
            "{stderr}"
        );
    }
}
