//! Malformed gRPC framing is the client's fault: every case is answered
//! with its code and reason (`MALFORMED_FRAME`, `TOO_MANY_MESSAGES`,
//! `MESSAGE_TOO_LARGE`, `UNSUPPORTED_ENCODING`), never `INTERNAL`, over
//! native gRPC (HTTP/2) and gRPC-Web, binary and text (HTTP/1.1), and
//! nothing of a refused request is stored. Raw bytes on the wire: a
//! frame's flag byte and length are the test's to choose.

use std::time::Duration;

use bytes::Bytes;
use http::HeaderMap;
use http_body_util::{BodyExt, Full};
use mountain_goats_bot::pb;
use prost::Message;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tonic::Code;
use tonic::codegen::Service;
use tonic::transport::Channel;
use tonic_types::StatusExt;

use crate::common::{Server, options};

const CREATE: &str = "/mountain_goats.v1.GameService/CreateGame";
const GET: &str = "/mountain_goats.v1.GameService/GetGame";
const WATCH: &str = "/mountain_goats.v1.GameService/WatchGame";
const HEALTH: &str = "/grpc.health.v1.Health/Check";
const UNKNOWN_GAME: &str = "games/0123456789abcdef0123";

#[derive(Clone, Copy, Debug, PartialEq)]
enum Transport {
    /// Native gRPC over HTTP/2.
    Grpc,
    /// `application/grpc-web+proto` over HTTP/1.1.
    WebBinary,
    /// `application/grpc-web-text` (base64) over HTTP/1.1.
    WebText,
}

const ALL: &[Transport] = &[Transport::Grpc, Transport::WebBinary, Transport::WebText];

/// The status a call was answered with.
#[derive(Debug)]
struct Answer {
    code: Code,
    reason: Option<String>,
    message: String,
    fields: HeaderMap,
}

/// A length-prefixed message: flag byte, big-endian length, the bytes.
fn frame(flag: u8, message: &[u8]) -> Vec<u8> {
    declaring(flag, u32::try_from(message.len()).expect("small"), message)
}

/// A frame header declaring `length`, followed by `payload` (whatever its length).
fn declaring(flag: u8, length: u32, payload: &[u8]) -> Vec<u8> {
    let mut bytes = vec![flag];
    bytes.extend(length.to_be_bytes());
    bytes.extend(payload);
    bytes
}

fn cat(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// `data` as gzip, in one stored (uncompressed) deflate block: valid gzip
/// without a compressor.
fn gzip(data: &[u8]) -> Vec<u8> {
    let len = u16::try_from(data.len()).expect("under 64 KiB");
    let mut out = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
    out.push(1); // the final block, stored
    out.extend(len.to_le_bytes());
    out.extend((!len).to_le_bytes());
    out.extend(data);
    out.extend(crc32(data).to_le_bytes());
    out.extend(u32::from(len).to_le_bytes());
    out
}

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn base64(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for chunk in data.chunks(3) {
        let bits = chunk
            .iter()
            .enumerate()
            .fold(0u32, |bits, (i, &b)| bits | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(BASE64[(bits >> (18 - 6 * i) & 63) as usize]);
            } else {
                out.push(b'=');
            }
        }
    }
    out
}

fn unbase64(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let (mut bits, mut count) = (0u32, 0);
    for &c in text {
        let Some(value) = BASE64.iter().position(|&b| b == c) else {
            // Padding: the end of one encoded chunk (several may follow
            // one another); its leftover bits are not data.
            (bits, count) = (0, 0);
            continue;
        };
        bits = bits << 6 | u32::try_from(value).expect("< 64");
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    out
}

/// Sends `body` as the request's body, as it is, and reads the status.
async fn call(
    grpc: &Channel,
    addr: &str,
    transport: Transport,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Answer {
    let fields = match transport {
        Transport::Grpc => over_http2(grpc, addr, path, headers, body).await,
        Transport::WebBinary | Transport::WebText => {
            over_http1(addr, transport, path, headers, body).await
        }
    };
    let status = tonic::Status::from_header_map(&fields)
        .unwrap_or_else(|| panic!("an answer without grpc-status: {fields:?}"));
    Answer {
        code: status.code(),
        reason: status
            .get_error_details()
            .error_info()
            .map(|info| info.reason.clone()),
        message: status.message().to_owned(),
        fields,
    }
}

async fn over_http2(
    grpc: &Channel,
    addr: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> HeaderMap {
    let mut request = http::Request::builder()
        .method("POST")
        .uri(format!("http://{addr}{path}"))
        .header("content-type", "application/grpc")
        .header("te", "trailers");
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let request = request
        .body(tonic::body::Body::new(Full::new(Bytes::copy_from_slice(
            body,
        ))))
        .expect("a request");
    let mut channel = grpc.clone();
    std::future::poll_fn(|cx| channel.poll_ready(cx))
        .await
        .expect("the channel is ready");
    let response = tokio::time::timeout(Duration::from_secs(10), channel.call(request))
        .await
        .expect("answered in time")
        .expect("an HTTP/2 answer");
    let (parts, body) = response.into_parts();
    let mut fields = parts.headers;
    if !fields.contains_key("grpc-status") {
        let body = tokio::time::timeout(Duration::from_secs(10), body.collect())
            .await
            .expect("the answer ends in time")
            .expect("the answer's body");
        if let Some(trailers) = body.trailers() {
            fields.extend(trailers.clone());
        }
    }
    fields
}

async fn over_http1(
    addr: &str,
    transport: Transport,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> HeaderMap {
    let content_type = match transport {
        Transport::WebText => "application/grpc-web-text",
        _ => "application/grpc-web+proto",
    };
    let mut request = format!(
        "POST {path} HTTP/1.1\r\nhost: {addr}\r\ncontent-type: {content_type}\r\n\
         x-grpc-web: 1\r\ncontent-length: {}\r\nconnection: close\r\n",
        body.len()
    )
    .into_bytes();
    for (name, value) in headers {
        request.extend(format!("{name}: {value}\r\n").as_bytes());
    }
    request.extend(b"\r\n");
    request.extend(body);
    let mut socket = TcpStream::connect(addr).await.expect("connect");
    socket.write_all(&request).await.expect("write");
    let mut raw = Vec::new();
    let mut chunk = [0u8; 4096];
    // To the end of the answer (or a reset once it is sent: what arrived counts).
    while let Ok(Ok(n)) =
        tokio::time::timeout(Duration::from_secs(10), socket.read(&mut chunk)).await
        && n > 0
    {
        raw.extend(&chunk[..n]);
    }
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("an HTTP answer: {:?}", String::from_utf8_lossy(&raw)));
    let head = String::from_utf8_lossy(&raw[..end]).into_owned();
    let rest = &raw[end + 4..];
    assert!(head.starts_with("HTTP/1.1 200"), "answered {head}");
    let mut fields = HeaderMap::new();
    for line in head.lines().skip(1) {
        let (name, value) = line.split_once(':').expect("a header line");
        fields.append(
            http::HeaderName::from_bytes(name.trim().as_bytes()).expect("a header name"),
            value.trim().parse().expect("a header value"),
        );
    }
    if fields.contains_key("grpc-status") {
        return fields;
    }
    // Not trailers-only: the status is in the body's trailer frame.
    let mut body = rest.to_vec();
    if fields
        .get("transfer-encoding")
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"chunked"))
    {
        body = unchunk(&body);
    }
    // Base64 only if asked for (`accept`): the answer to grpc-web-text is binary here.
    if fields
        .get("content-type")
        .is_some_and(|v| v.as_bytes().starts_with(b"application/grpc-web-text"))
    {
        body = unbase64(&body);
    }
    let raw_body = body.clone();
    let mut at = 0;
    while at + 5 <= body.len() {
        let len = u32::from_be_bytes(body[at + 1..at + 5].try_into().expect("4 bytes")) as usize;
        let payload = &body[at + 5..(at + 5 + len).min(body.len())];
        if body[at] & 0x80 != 0 {
            for line in String::from_utf8_lossy(payload).split("\r\n") {
                if let Some((name, value)) = line.split_once(':') {
                    fields.append(
                        http::HeaderName::from_bytes(name.trim().as_bytes()).expect("a name"),
                        value.trim().parse().expect("a value"),
                    );
                }
            }
        }
        at += 5 + len;
    }
    assert!(
        fields.contains_key("grpc-status"),
        "no grpc-status in {fields:?} {raw_body:?} {:?}",
        String::from_utf8_lossy(&raw)
    );
    fields
}

fn unchunk(mut body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(end) = body.windows(2).position(|w| w == b"\r\n") {
        let size = usize::from_str_radix(String::from_utf8_lossy(&body[..end]).trim(), 16)
            .expect("a chunk size");
        if size == 0 {
            break;
        }
        out.extend(&body[end + 2..end + 2 + size]);
        body = &body[end + 2 + size + 2..];
    }
    out
}

struct Case {
    what: &'static str,
    path: &'static str,
    headers: &'static [(&'static str, &'static str)],
    /// The frames; over gRPC-Web text, their base64 unless `text_only`.
    body: Vec<u8>,
    /// Sent only as `application/grpc-web-text`, as it is.
    text_only: bool,
    code: Code,
    reason: &'static str,
}

fn case(
    what: &'static str,
    path: &'static str,
    body: Vec<u8>,
    code: Code,
    reason: &'static str,
) -> Case {
    Case {
        what,
        path,
        headers: &[],
        body,
        text_only: false,
        code,
        reason,
    }
}

fn with(headers: &'static [(&'static str, &'static str)], case: Case) -> Case {
    Case { headers, ..case }
}

fn text(what: &'static str, body: Vec<u8>) -> Case {
    Case {
        text_only: true,
        ..case(what, CREATE, body, Code::InvalidArgument, "MALFORMED_FRAME")
    }
}

const GZIP: &[(&str, &str)] = &[("grpc-encoding", "gzip")];
const IDENTITY: &[(&str, &str)] = &[("grpc-encoding", "identity")];

#[tokio::test]
async fn malformed_frames_are_refused_with_a_reason_and_store_nothing() {
    let server = Server::start(&["--rate-limit", "0"]).await;
    let grpc = Channel::from_shared(format!("http://{}", server.addr))
        .expect("a URI")
        .connect()
        .await
        .expect("connects");

    // A valid CreateGame: whatever of it the server took for a request
    // would leave a game behind.
    let create = pb::CreateGameRequest {
        options: Some(options(2)),
        ..Default::default()
    }
    .encode_to_vec();
    let n = u32::try_from(create.len()).expect("small");
    let get = pb::GetGameRequest {
        name: UNKNOWN_GAME.into(),
    }
    .encode_to_vec();
    let watch = pb::WatchGameRequest {
        name: UNKNOWN_GAME.into(),
        ..Default::default()
    }
    .encode_to_vec();
    let gzipped = gzip(&create);
    let bad = Code::InvalidArgument;
    let cases = vec![
        // The well-formed, for comparison: answered by the service.
        case(
            "one message",
            GET,
            frame(0, &get),
            Code::NotFound,
            "GAME_NOT_FOUND",
        ),
        with(
            GZIP,
            case(
                "one gzip message",
                GET,
                frame(1, &gzip(&get)),
                Code::NotFound,
                "GAME_NOT_FOUND",
            ),
        ),
        with(
            GZIP,
            case(
                "gzip named, message not compressed",
                GET,
                frame(0, &get),
                Code::NotFound,
                "GAME_NOT_FOUND",
            ),
        ),
        with(
            IDENTITY,
            case(
                "identity named",
                GET,
                frame(0, &get),
                Code::NotFound,
                "GAME_NOT_FOUND",
            ),
        ),
        // Cut short.
        case("no message", CREATE, Vec::new(), bad, "MALFORMED_FRAME"),
        case(
            "a header cut short",
            CREATE,
            vec![0, 0, 0],
            bad,
            "MALFORMED_FRAME",
        ),
        case(
            "a message cut short",
            CREATE,
            declaring(0, n + 5, &create),
            bad,
            "MALFORMED_FRAME",
        ),
        case(
            "a message one byte short",
            CREATE,
            declaring(0, n, &create[1..]),
            bad,
            "MALFORMED_FRAME",
        ),
        // Compression that is not.
        case(
            "compressed, no grpc-encoding",
            CREATE,
            frame(1, &create),
            bad,
            "MALFORMED_FRAME",
        ),
        with(
            IDENTITY,
            case(
                "compressed, grpc-encoding identity",
                CREATE,
                frame(1, &create),
                bad,
                "MALFORMED_FRAME",
            ),
        ),
        with(
            GZIP,
            case(
                "gzip named, message not gzip",
                CREATE,
                frame(1, &create),
                bad,
                "MALFORMED_FRAME",
            ),
        ),
        with(
            GZIP,
            case(
                "gzip cut short",
                CREATE,
                frame(1, &gzipped[..gzipped.len() - 4]),
                bad,
                "MALFORMED_FRAME",
            ),
        ),
        with(
            &[("grpc-encoding", "br")],
            case(
                "an encoding the server does not accept",
                CREATE,
                frame(0, &create),
                Code::Unimplemented,
                "UNSUPPORTED_ENCODING",
            ),
        ),
        // Flags other than 0 and 1.
        case(
            "flag 0x02",
            CREATE,
            frame(0x02, &create),
            bad,
            "MALFORMED_FRAME",
        ),
        case(
            "flag 0x7f",
            CREATE,
            frame(0x7f, &create),
            bad,
            "MALFORMED_FRAME",
        ),
        case(
            "flag 0x80",
            CREATE,
            frame(0x80, &create),
            bad,
            "MALFORMED_FRAME",
        ),
        case(
            "flag 0xff",
            CREATE,
            frame(0xff, &create),
            bad,
            "MALFORMED_FRAME",
        ),
        // More than the message.
        case(
            "a byte after the message",
            CREATE,
            cat(&[&frame(0, &create), &[0]]),
            bad,
            "MALFORMED_FRAME",
        ),
        case(
            "4 bytes after the message",
            CREATE,
            cat(&[&frame(0, &create), &[0; 4]]),
            bad,
            "MALFORMED_FRAME",
        ),
        case(
            "5 bytes of garbage after the message",
            CREATE,
            cat(&[&frame(0, &create), &[0xff; 5]]),
            bad,
            "MALFORMED_FRAME",
        ),
        case(
            "two messages",
            CREATE,
            cat(&[&frame(0, &create), &frame(0, &create)]),
            bad,
            "TOO_MANY_MESSAGES",
        ),
        case(
            "a message and an empty one",
            CREATE,
            cat(&[&frame(0, &create), &frame(0, &[])]),
            bad,
            "TOO_MANY_MESSAGES",
        ),
        case(
            "two messages to a server-streaming call",
            WATCH,
            cat(&[&frame(0, &watch), &frame(0, &watch)]),
            bad,
            "TOO_MANY_MESSAGES",
        ),
        // Too large, refused before it is read.
        case(
            "a message declaring 4 GiB",
            CREATE,
            declaring(0, u32::MAX, &create),
            Code::ResourceExhausted,
            "MESSAGE_TOO_LARGE",
        ),
        case(
            "a message declaring 64 KiB + 1",
            CREATE,
            declaring(0, 64 * 1024 + 1, &create),
            Code::ResourceExhausted,
            "MESSAGE_TOO_LARGE",
        ),
        // Health is checked as well.
        case(
            "a health check with flag 0x7f",
            HEALTH,
            frame(0x7f, &[]),
            bad,
            "MALFORMED_FRAME",
        ),
        // gRPC-Web text that is not base64.
        text("not base64", b"!!!!".to_vec()),
        text("base64 cut short", {
            let mut encoded = base64(&frame(0, &create));
            encoded.pop();
            encoded
        }),
    ];

    let mut wrong = Vec::new();
    let mut checked = 0;
    for case in &cases {
        let transports: &[Transport] = if case.text_only {
            &[Transport::WebText]
        } else {
            ALL
        };
        for &transport in transports {
            let body = if transport == Transport::WebText && !case.text_only {
                base64(&case.body)
            } else {
                case.body.clone()
            };
            let answer = call(
                &grpc,
                &server.addr,
                transport,
                case.path,
                case.headers,
                &body,
            )
            .await;
            checked += 1;
            let right = answer.code == case.code
                && answer.reason.as_deref() == Some(case.reason)
                && !answer.message.is_empty();
            if !right {
                wrong.push(format!(
                    "{} over {transport:?}: expected {:?} {}, answered {:?} {:?} {:?}",
                    case.what, case.code, case.reason, answer.code, answer.reason, answer.message
                ));
            }
            if case.reason == "UNSUPPORTED_ENCODING" {
                // What to send instead, as the gRPC spec asks.
                let accepted = answer
                    .fields
                    .get("grpc-accept-encoding")
                    .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
                if accepted.as_deref() != Some("gzip,identity") {
                    wrong.push(format!(
                        "{} over {transport:?}: grpc-accept-encoding {accepted:?}",
                        case.what
                    ));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {checked} answers are wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );

    // No refused CreateGame left a game behind.
    let mut client = server.client().await;
    let games = client
        .list_games(pb::ListGamesRequest::default())
        .await
        .expect("listed")
        .into_inner()
        .games;
    assert!(games.is_empty(), "games were created: {games:?}");
}

#[tokio::test]
async fn a_gzip_message_that_inflates_past_the_limit_is_too_large() {
    let server = Server::start(&["--rate-limit", "0"]).await;
    let mut client = server
        .client()
        .await
        .send_compressed(tonic::codec::CompressionEncoding::Gzip);
    // A few KiB on the wire, 2 MiB once inflated.
    let refused = client
        .get_game(pb::GetGameRequest {
            name: "x".repeat(2 * 1024 * 1024),
        })
        .await
        .expect_err("refused");
    assert_eq!(refused.code(), Code::ResourceExhausted, "{refused:?}");
    assert_eq!(
        refused
            .get_error_details()
            .error_info()
            .map(|i| i.reason.as_str()),
        Some("MESSAGE_TOO_LARGE"),
        "{refused:?}"
    );
    // Compressed and within the limit, a request is served.
    let answered = client
        .get_game(pb::GetGameRequest {
            name: UNKNOWN_GAME.into(),
        })
        .await
        .expect_err("no such game");
    assert_eq!(answered.code(), Code::NotFound, "{answered:?}");
}
