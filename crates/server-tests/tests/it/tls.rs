//! TLS: a server started with `--tls-cert`/`--tls-key` (a certificate this
//! test makes, issued by its own CA) plays a game with the bot crate's
//! client trusting that CA, serves the viewer over https, and refuses
//! plain-text clients and clients that do not trust it. Unusable files stop
//! the server with the file named; plain text off loopback is warned about.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use common::{Server, full_game, get, options, play_first_legal};
use mountain_goats_bot::pb;
use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, Issuer, KeyPair, KeyUsagePurpose};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::Command;

/// A CA, and a server certificate it issued for `localhost` and
/// `127.0.0.1`, written as PEM files.
struct Pki {
    ca_pem: String,
    cert: PathBuf,
    key: PathBuf,
    dir: tempfile::TempDir,
}

fn pki() -> Pki {
    let ca_key = KeyPair::generate().expect("a CA key");
    let mut ca = CertificateParams::new(Vec::<String>::new()).expect("CA params");
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign];
    ca.distinguished_name
        .push(DnType::CommonName, "mountain-goats test CA");
    let ca_cert = ca.self_signed(&ca_key).expect("the CA certificate");
    let issuer = Issuer::new(ca, ca_key);

    let key = KeyPair::generate().expect("a server key");
    let leaf = CertificateParams::new(vec!["localhost".to_owned(), "127.0.0.1".to_owned()])
        .expect("server params")
        .signed_by(&key, &issuer)
        .expect("the server certificate");

    let dir = tempfile::tempdir().expect("a temporary directory");
    let cert = dir.path().join("server.pem");
    let key_path = dir.path().join("server.key");
    // The chain: the server's certificate, then its issuer's.
    std::fs::write(&cert, format!("{}{}", leaf.pem(), ca_cert.pem())).expect("write");
    std::fs::write(&key_path, key.serialize_pem()).expect("write");
    Pki {
        ca_pem: ca_cert.pem(),
        cert,
        key: key_path,
        dir,
    }
}

async fn tls_server(pki: &Pki) -> Server {
    Server::start(&[
        "--tls-cert",
        pki.cert.to_str().expect("a UTF-8 path"),
        "--tls-key",
        pki.key.to_str().expect("a UTF-8 path"),
    ])
    .await
}

#[tokio::test]
async fn a_game_is_played_over_tls_trusting_the_servers_ca() {
    let pki = pki();
    let server = tls_server(&pki).await;
    let mut client = mountain_goats_bot::connect_with_ca(
        &format!("https://{}", server.addr),
        Some(pki.ca_pem.as_bytes()),
    )
    .await
    .expect("a TLS connection trusting the CA");
    let (game, tickets) = full_game(&mut client, options(2), [7; 32]).await;
    assert_eq!(game.status(), pb::GameStatus::Playing);
    let played = play_first_legal(&mut client, &game.name, &tickets).await;
    assert!(played.game.is_some_and(|g| g.version > game.version));

    // With a CA and no scheme, the address is reached over TLS too.
    let mut again = mountain_goats_bot::connect_with_ca(&server.addr, Some(pki.ca_pem.as_bytes()))
        .await
        .expect("a TLS connection");
    assert_eq!(get(&mut again, &game.name).await.name, game.name);
}

#[tokio::test]
async fn plain_text_and_untrusting_clients_are_refused() {
    let pki = pki();
    let server = tls_server(&pki).await;
    let request = || pb::ListGamesRequest::default();

    let answered = match mountain_goats_bot::connect(&format!("http://{}", server.addr)).await {
        Ok(mut client) => client.list_games(request()).await.is_ok(),
        Err(_) => false,
    };
    assert!(!answered, "a plain-text client is refused");

    // The system's roots do not include the test's CA.
    let answered = match mountain_goats_bot::connect(&format!("https://{}", server.addr)).await {
        Ok(mut client) => client.list_games(request()).await.is_ok(),
        Err(_) => false,
    };
    assert!(!answered, "a client that does not trust the CA is refused");

    // The server is none the worse.
    let mut client = mountain_goats_bot::connect_with_ca(&server.addr, Some(pki.ca_pem.as_bytes()))
        .await
        .expect("connect");
    client.list_games(request()).await.expect("served");
}

#[tokio::test]
async fn the_viewer_is_served_over_https_and_http1() {
    use tokio_rustls::rustls::{self, pki_types::CertificateDer, pki_types::ServerName};
    let pki = pki();
    let server = tls_server(&pki).await;
    let mut roots = rustls::RootCertStore::empty();
    let ca: CertificateDer =
        rustls::pki_types::pem::PemObject::from_pem_slice(pki.ca_pem.as_bytes()).expect("the CA");
    roots.add(ca).expect("a root");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    // What a browser that speaks only HTTP/1.1 (or gRPC-Web over it) offers.
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let tcp = tokio::net::TcpStream::connect(&server.addr)
        .await
        .expect("connect");
    let mut tls = tokio_rustls::TlsConnector::from(Arc::new(config))
        .connect(ServerName::try_from("localhost").expect("a name"), tcp)
        .await
        .expect("a TLS handshake");
    tls.write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .expect("write");
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), tls.read_to_end(&mut answer))
        .await
        .expect("an answer in time")
        .ok();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer:.200}");
    assert!(
        answer.contains("<html") || answer.contains("<!doctype"),
        "{answer:.400}"
    );
}

/// Runs `serve` with `args` and returns its stderr; it must fail to start.
async fn refused_start(args: &[&str]) -> String {
    let output = tokio::time::timeout(
        Duration::from_secs(30),
        Command::new(common::server_bin())
            .args(["serve", "--listen", "127.0.0.1:0", "--db", ":memory:"])
            .args(args)
            .stdin(Stdio::null())
            .kill_on_drop(true)
            .output(),
    )
    .await
    .expect("the server exits in time")
    .expect("the server runs");
    assert!(!output.status.success(), "the server must not start");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

#[tokio::test]
async fn unusable_tls_files_stop_the_server_naming_the_file() {
    let pki = pki();
    let missing = pki.dir.path().join("missing.pem");
    let cert = path(&pki.cert);
    let key = path(&pki.key);

    let stderr = refused_start(&["--tls-cert", path(&missing), "--tls-key", key]).await;
    assert!(stderr.contains(path(&missing)), "{stderr}");

    // A certificate where the key should be, and the other way round.
    let stderr = refused_start(&["--tls-cert", cert, "--tls-key", cert]).await;
    assert!(
        stderr.contains(&format!("{cert}: not a PEM private key")),
        "{stderr}"
    );
    let stderr = refused_start(&["--tls-cert", key, "--tls-key", key]).await;
    assert!(
        stderr.contains(&format!("{key}: not a PEM certificate")),
        "{stderr}"
    );

    // A key that is not the certificate's.
    let other = pki.dir.path().join("other.key");
    std::fs::write(&other, KeyPair::generate().expect("a key").serialize_pem()).expect("write");
    let stderr = refused_start(&["--tls-cert", cert, "--tls-key", path(&other)]).await;
    assert!(
        stderr.contains(&format!("{cert} with {}: the key is not", path(&other))),
        "{stderr}"
    );

    // Both or neither.
    let stderr = refused_start(&["--tls-cert", cert]).await;
    assert!(stderr.contains("--tls-key"), "{stderr}");
}

#[tokio::test]
async fn plain_text_off_loopback_is_warned_about() {
    let mut child = Command::new(common::server_bin())
        .args(["serve", "--listen", "0.0.0.0:0", "--db", ":memory:"])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the server starts");
    let mut log = BufReader::new(child.stderr.take().expect("piped stderr")).lines();
    let line = tokio::time::timeout(Duration::from_secs(30), log.next_line())
        .await
        .expect("a warning in time")
        .expect("the log")
        .expect("a line");
    assert!(
        line.contains("WARN") && line.contains("plain text"),
        "{line}"
    );
    assert!(line.contains("--tls-cert"), "{line}");
}

#[tokio::test]
async fn a_socket_that_never_starts_its_tls_handshake_is_closed() {
    let pki = pki();
    let server = Server::start(&[
        "--tls-cert",
        path(&pki.cert),
        "--tls-key",
        path(&pki.key),
        "--handshake-timeout-secs",
        "1",
    ])
    .await;
    let mut silent = tokio::net::TcpStream::connect(&server.addr)
        .await
        .expect("connect");
    let mut byte = [0; 1];
    let read = tokio::time::timeout(Duration::from_secs(3), silent.read(&mut byte))
        .await
        .expect("closed within the timeout");
    assert!(matches!(read, Ok(0) | Err(_)), "{read:?}");
}
