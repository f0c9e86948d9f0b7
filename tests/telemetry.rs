//! With `OTEL_EXPORTER_OTLP_ENDPOINT` set, every call's span reaches an OTLP
//! collector, named after the call and carrying the game, never a token.

use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mountain_goats_bot::pb;
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

    let mut server = tokio::process::Command::new(env!("CARGO_BIN_EXE_mountain-goats"))
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
}
