//! With `OTEL_EXPORTER_OTLP_ENDPOINT` set, every call's span reaches an OTLP
//! collector, named after the call and carrying the game, never a token.

use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mountain_goats_bot::pb;
use opentelemetry_proto::tonic::collector::metrics::v1::metrics_service_server::{
    MetricsService, MetricsServiceServer,
};
use opentelemetry_proto::tonic::collector::metrics::v1::{
    ExportMetricsServiceRequest, ExportMetricsServiceResponse,
};
use opentelemetry_proto::tonic::collector::trace::v1::trace_service_server::{
    TraceService, TraceServiceServer,
};
use opentelemetry_proto::tonic::collector::trace::v1::{
    ExportTraceServiceRequest, ExportTraceServiceResponse,
};
use opentelemetry_proto::tonic::common::v1::any_value::Value;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio_stream::wrappers::TcpListenerStream;

/// A span received: its name and its attributes as text.
type Span = (String, Vec<(String, String)>);

/// Collects the spans it is sent.
#[derive(Clone, Default)]
struct Collector(Arc<Mutex<Vec<Span>>>);

#[tonic::async_trait]
impl TraceService for Collector {
    async fn export(
        &self,
        request: tonic::Request<ExportTraceServiceRequest>,
    ) -> Result<tonic::Response<ExportTraceServiceResponse>, tonic::Status> {
        let mut spans = self.0.lock().expect("lock");
        for resource in request.into_inner().resource_spans {
            for scope in resource.scope_spans {
                for span in scope.spans {
                    let attributes = span
                        .attributes
                        .iter()
                        .map(|kv| {
                            let value = match kv.value.as_ref().and_then(|v| v.value.as_ref()) {
                                Some(Value::StringValue(s)) => s.clone(),
                                other => format!("{other:?}"),
                            };
                            (kv.key.clone(), value)
                        })
                        .collect();
                    spans.push((span.name, attributes));
                }
            }
        }
        Ok(tonic::Response::new(ExportTraceServiceResponse::default()))
    }
}

#[tokio::test]
async fn spans_are_exported_over_otlp_with_the_game_and_no_token() {
    let collector = Collector::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let otlp = listener.local_addr().expect("addr");
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(TraceServiceServer::new(collector.clone()))
            .serve_with_incoming(TcpListenerStream::new(listener)),
    );

    let mut server = tokio::process::Command::new(crate::common::server_bin())
        .args(["serve", "--listen", "127.0.0.1:0", "--db", ":memory:"])
        .env("RUST_LOG", "info")
        .env("OTEL_EXPORTER_OTLP_ENDPOINT", format!("http://{otlp}"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("server starts");
    let mut lines = BufReader::new(server.stdout.take().expect("stdout")).lines();
    let line = lines.next_line().await.expect("read").expect("a line");
    let addr = line.trim_start_matches("listening on ").to_owned();

    let mut client = mountain_goats_bot::connect(&addr).await.expect("connect");
    let game = mountain_goats_bot::create_game(
        &mut client,
        pb::GameOptions {
            players: 2,
            ..Default::default()
        },
    )
    .await
    .expect("create");
    let ticket = mountain_goats_bot::join_game(&mut client, &game.name, "Ada", None)
        .await
        .expect("join");
    // An account's key, made and rotated: in no span either.
    let key = client
        .create_account(pb::CreateAccountRequest {
            display_name: "Traced".into(),
        })
        .await
        .expect("an account")
        .into_inner()
        .key;
    let mut rotate = tonic::Request::new(pb::RotateAccountKeyRequest::default());
    rotate.metadata_mut().insert(
        "authorization",
        format!("Bearer {key}").parse().expect("ascii"),
    );
    let rotated = client
        .rotate_account_key(rotate)
        .await
        .expect("rotated")
        .into_inner()
        .key;
    // A refused move still leaves its span.
    let refused = client
        .submit_move(ticket.authorize(pb::SubmitMoveRequest {
            name: game.name.clone(),
            ..Default::default()
        }))
        .await;
    assert!(refused.is_err());

    // SIGTERM: the server flushes its spans before it exits.
    let pid = server.id().expect("running").to_string();
    assert!(
        std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("kill")
            .success()
    );
    let exit = tokio::time::timeout(Duration::from_secs(20), server.wait())
        .await
        .expect("exits")
        .expect("wait");
    assert!(exit.success());

    let spans = collector.0.lock().expect("lock").clone();
    let names: Vec<&str> = spans.iter().map(|(n, _)| n.as_str()).collect();
    for call in ["create_game", "join_game", "submit_move"] {
        assert!(names.contains(&call), "no {call} span in {names:?}");
    }
    let join = spans
        .iter()
        .find(|(n, _)| n == "join_game")
        .expect("join span");
    assert!(
        join.1.iter().any(|(k, v)| k == "game" && *v == game.name),
        "the join span names the game: {:?}",
        join.1
    );
    let everything = format!("{spans:?}");
    assert!(
        !everything.contains(&ticket.token),
        "a seat token leaked into a span"
    );
    for key in [&key, &rotated] {
        assert!(
            !everything.contains(&key["mgk_".len()..]),
            "an account key leaked into a span"
        );
    }
    assert!(
        names.contains(&"rotate_account_key"),
        "the key's call has its span: {names:?}"
    );
}

/// The latest value of each metric received, by name and attributes: a
/// sum's or a gauge's value, a histogram's count.
#[derive(Clone, Default)]
struct Meters(Arc<Mutex<std::collections::HashMap<(String, String), f64>>>);

impl Meters {
    fn get(&self, name: &str, attributes: &str) -> Option<f64> {
        self.0
            .lock()
            .expect("lock")
            .get(&(name.to_owned(), attributes.to_owned()))
            .copied()
    }
}

#[tonic::async_trait]
impl MetricsService for Meters {
    async fn export(
        &self,
        request: tonic::Request<ExportMetricsServiceRequest>,
    ) -> Result<tonic::Response<ExportMetricsServiceResponse>, tonic::Status> {
        use opentelemetry_proto::tonic::metrics::v1::metric::Data;
        use opentelemetry_proto::tonic::metrics::v1::number_data_point::Value as Number;
        let attributes = |kvs: &[opentelemetry_proto::tonic::common::v1::KeyValue]| {
            kvs.iter()
                .map(
                    |kv| match kv.value.as_ref().and_then(|v| v.value.as_ref()) {
                        Some(Value::StringValue(s)) => format!("{}={s}", kv.key),
                        other => format!("{}={other:?}", kv.key),
                    },
                )
                .collect::<Vec<_>>()
                .join(",")
        };
        let mut seen = self.0.lock().expect("lock");
        for resource in request.into_inner().resource_metrics {
            for scope in resource.scope_metrics {
                for metric in scope.metrics {
                    let points: Vec<(String, f64)> = match &metric.data {
                        Some(Data::Sum(sum)) => sum
                            .data_points
                            .iter()
                            .map(|p| {
                                let value = match p.value {
                                    Some(Number::AsInt(i)) => i as f64,
                                    Some(Number::AsDouble(d)) => d,
                                    None => f64::NAN,
                                };
                                (attributes(&p.attributes), value)
                            })
                            .collect(),
                        Some(Data::Gauge(gauge)) => gauge
                            .data_points
                            .iter()
                            .map(|p| {
                                let value = match p.value {
                                    Some(Number::AsInt(i)) => i as f64,
                                    Some(Number::AsDouble(d)) => d,
                                    None => f64::NAN,
                                };
                                (attributes(&p.attributes), value)
                            })
                            .collect(),
                        Some(Data::Histogram(histogram)) => histogram
                            .data_points
                            .iter()
                            .map(|p| (attributes(&p.attributes), p.count as f64))
                            .collect(),
                        _ => Vec::new(),
                    };
                    for (attributes, value) in points {
                        seen.insert((metric.name.clone(), attributes), value);
                    }
                }
            }
        }
        Ok(tonic::Response::new(ExportMetricsServiceResponse::default()))
    }
}

#[tokio::test]
async fn metrics_are_exported_over_otlp() {
    let meters = Meters::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let otlp = listener.local_addr().expect("addr");
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(TraceServiceServer::new(Collector::default()))
            .add_service(MetricsServiceServer::new(meters.clone()))
            .serve_with_incoming(TcpListenerStream::new(listener)),
    );
    let mut server = tokio::process::Command::new(crate::common::server_bin())
        .args(["serve", "--listen", "127.0.0.1:0", "--db", ":memory:"])
        .env("RUST_LOG", "warn")
        .env("OTEL_EXPORTER_OTLP_ENDPOINT", format!("http://{otlp}"))
        .env("OTEL_METRIC_EXPORT_INTERVAL", "200")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("server starts");
    let mut lines = BufReader::new(server.stdout.take().expect("stdout")).lines();
    let line = lines.next_line().await.expect("read").expect("a line");
    let addr = line.trim_start_matches("listening on ").to_owned();

    let mut client = mountain_goats_bot::connect(&addr).await.expect("connect");
    let game = mountain_goats_bot::create_game(
        &mut client,
        pb::GameOptions {
            players: 2,
            ..Default::default()
        },
    )
    .await
    .expect("create");
    let mut tickets = Vec::new();
    for seat in 0..2 {
        tickets.push(
            mountain_goats_bot::join_game(&mut client, &game.name, "Ada", Some(seat))
                .await
                .expect("join"),
        );
    }
    let _watch = client
        .watch_game(pb::WatchGameRequest {
            name: game.name.clone(),
            resume_after: None,
        })
        .await
        .expect("watch");
    let moves = 3;
    for _ in 0..moves {
        let now = client
            .get_game(pb::GetGameRequest {
                name: game.name.clone(),
            })
            .await
            .expect("get")
            .into_inner()
            .game
            .expect("game");
        let seat = now.board.as_ref().expect("board").current_seat;
        let legal = client
            .list_legal_moves(pb::ListLegalMovesRequest {
                name: game.name.clone(),
            })
            .await
            .expect("legal")
            .into_inner();
        mountain_goats_bot::submit(
            &mut client,
            &tickets[seat as usize],
            legal.legal_moves[0].r#move.clone().expect("move"),
            now.version,
        )
        .await
        .expect("moved");
    }
    let missing = client
        .get_game(pb::GetGameRequest {
            name: "games/nosuchgame".into(),
        })
        .await;
    assert!(missing.is_err());

    // The periodic export brings every instrument within a few intervals.
    let expected: &[(&str, &str, f64)] = &[
        ("mountain_goats.moves", "", moves as f64),
        ("mountain_goats.move.duration", "", moves as f64),
        // Created, two joins and the moves.
        (
            "mountain_goats.store.append.duration",
            "",
            3.0 + moves as f64,
        ),
        ("mountain_goats.watch_streams", "", 1.0),
        // The test's one client connection.
        ("mountain_goats.connections", "", 1.0),
        ("mountain_goats.games.in_memory", "", 1.0),
        ("mountain_goats.refusals", "reason=GAME_NOT_FOUND", 1.0),
    ];
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        let missing: Vec<_> = expected
            .iter()
            .filter(|(name, attributes, value)| meters.get(name, attributes) != Some(*value))
            .collect();
        if missing.is_empty() {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "metrics not as expected: {missing:?} in {:?}",
            meters.0.lock().expect("lock")
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        meters
            .get("mountain_goats.store.errors", "")
            .is_none_or(|v| v == 0.0)
    );
}
