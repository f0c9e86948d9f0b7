//! A scripted game server on a loopback port: it answers every call as a
//! test's [`Script`] says (an answer, a status, a stream of updates that
//! ends or breaks) and records every request it was sent, so that a test
//! can check what a client did: which calls, how many, with which request
//! id, token, routing header and `resume_after`.

#![allow(dead_code)]

use std::convert::Infallible;
use std::future::{Ready, ready};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

use mountain_goats_bot::pb;
use tonic::body::Body;
use tonic::codegen::{BoxFuture, http};
use tonic::server::{Grpc, NamedService, ServerStreamingService, UnaryService};
use tonic::{Code, Request, Response, Status};
use tonic_prost::ProstCodec;
use tonic_types::{ErrorDetails, StatusExt};

/// A call the server was sent, with its `authorization` metadata.
#[derive(Clone, Debug)]
pub enum Call {
    CreateGame(pb::CreateGameRequest),
    JoinGame(pb::JoinGameRequest),
    FindGame(pb::FindGameRequest),
    SubmitMove(pb::SubmitMoveRequest, Option<String>),
    ListLegalMoves(pb::ListLegalMovesRequest),
    WatchGame(pb::WatchGameRequest, Option<String>),
    Other(String),
}

/// A call's method and its routing header (`x-goog-request-params`), if it
/// had one.
pub type Route = (String, Option<String>);

/// What the server answers; `n` counts the calls of the same method before
/// this one (0 for the first). Every method not scripted is
/// `UNIMPLEMENTED`.
pub trait Script: Send + Sync + 'static {
    fn create_game(
        &self,
        _n: usize,
        _request: &pb::CreateGameRequest,
    ) -> Result<pb::CreateGameResponse, Status> {
        Err(Status::unimplemented("not scripted"))
    }

    fn join_game(
        &self,
        _n: usize,
        _request: &pb::JoinGameRequest,
    ) -> Result<pb::JoinGameResponse, Status> {
        Err(Status::unimplemented("not scripted"))
    }

    fn find_game(
        &self,
        _n: usize,
        _request: &pb::FindGameRequest,
    ) -> Result<pb::FindGameResponse, Status> {
        Err(Status::unimplemented("not scripted"))
    }

    fn submit_move(
        &self,
        _n: usize,
        _request: &pb::SubmitMoveRequest,
    ) -> Result<pb::SubmitMoveResponse, Status> {
        Err(Status::unimplemented("not scripted"))
    }

    fn list_legal_moves(
        &self,
        _n: usize,
        _request: &pb::ListLegalMovesRequest,
    ) -> Result<pb::ListLegalMovesResponse, Status> {
        Err(Status::unimplemented("not scripted"))
    }

    /// The whole stream: its updates, then its end (an `Err` item ends it
    /// with that status, and nothing after it is sent).
    fn watch_game(
        &self,
        _n: usize,
        _request: &pb::WatchGameRequest,
    ) -> Vec<Result<pb::WatchGameResponse, Status>> {
        vec![Err(Status::unimplemented("not scripted"))]
    }
}

/// A running scripted server; stops when dropped.
pub struct Scripted {
    pub addr: String,
    calls: Arc<Mutex<Vec<Call>>>,
    routes: Arc<Mutex<Vec<Route>>>,
    _stop: tokio::sync::oneshot::Sender<()>,
}

impl Scripted {
    pub async fn start(script: impl Script) -> Scripted {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a loopback port");
        let addr = listener.local_addr().expect("its address").to_string();
        let calls = Arc::new(Mutex::new(Vec::new()));
        let routes = Arc::new(Mutex::new(Vec::new()));
        let service = Service {
            script: Arc::new(script),
            calls: Arc::clone(&calls),
            routes: Arc::clone(&routes),
        };
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(
            tonic::transport::Server::builder()
                .add_service(service)
                .serve_with_incoming_shutdown(
                    tonic::transport::server::TcpIncoming::from(listener),
                    async {
                        let _ = stopped.await;
                    },
                ),
        );
        Scripted {
            addr,
            calls,
            routes,
            _stop: stop,
        }
    }

    /// Every call so far, in order.
    pub fn calls(&self) -> Vec<Call> {
        self.calls.lock().expect("not poisoned").clone()
    }

    /// Every call so far, in order, as a [`Route`].
    pub fn routes(&self) -> Vec<Route> {
        self.routes.lock().expect("not poisoned").clone()
    }

    pub fn creates(&self) -> Vec<pb::CreateGameRequest> {
        self.calls()
            .into_iter()
            .filter_map(|c| match c {
                Call::CreateGame(r) => Some(r),
                _ => None,
            })
            .collect()
    }

    pub fn submits(&self) -> Vec<(pb::SubmitMoveRequest, Option<String>)> {
        self.calls()
            .into_iter()
            .filter_map(|c| match c {
                Call::SubmitMove(r, token) => Some((r, token)),
                _ => None,
            })
            .collect()
    }

    pub fn watches(&self) -> Vec<(pb::WatchGameRequest, Option<String>)> {
        self.calls()
            .into_iter()
            .filter_map(|c| match c {
                Call::WatchGame(r, token) => Some((r, token)),
                _ => None,
            })
            .collect()
    }
}

/// A status with an `ErrorInfo` reason in the server's domain.
pub fn refused(code: Code, reason: &str) -> Status {
    Status::with_error_details(
        code,
        format!("scripted {reason}"),
        ErrorDetails::with_error_info(
            reason,
            "mountaingoats.dev",
            std::collections::HashMap::new(),
        ),
    )
}

#[derive(Clone)]
struct Service {
    script: Arc<dyn Script>,
    calls: Arc<Mutex<Vec<Call>>>,
    routes: Arc<Mutex<Vec<Route>>>,
}

impl NamedService for Service {
    const NAME: &'static str = "mountain_goats.v1.GameService";
}

fn token<T>(request: &Request<T>) -> Option<String> {
    request
        .metadata()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

impl Service {
    /// Records `call`; returns how many calls of the same kind came before.
    fn record(&self, call: Call) -> usize {
        let mut calls = self.calls.lock().expect("not poisoned");
        let n = calls
            .iter()
            .filter(|c| std::mem::discriminant(*c) == std::mem::discriminant(&call))
            .count();
        calls.push(call);
        n
    }
}

/// One unary method: records the request, answers from the script.
struct Unary<F>(F);

impl<Req, Resp, F> UnaryService<Req> for Unary<F>
where
    F: FnMut(Request<Req>) -> Result<Resp, Status>,
{
    type Response = Resp;
    type Future = Ready<Result<Response<Resp>, Status>>;

    fn call(&mut self, request: Request<Req>) -> Self::Future {
        ready((self.0)(request).map(Response::new))
    }
}

type Updates = tokio_stream::Iter<std::vec::IntoIter<Result<pb::WatchGameResponse, Status>>>;

struct Watch(Service);

impl ServerStreamingService<pb::WatchGameRequest> for Watch {
    type Response = pb::WatchGameResponse;
    type ResponseStream = Updates;
    type Future = Ready<Result<Response<Updates>, Status>>;

    fn call(&mut self, request: Request<pb::WatchGameRequest>) -> Self::Future {
        let token = token(&request);
        let request = request.into_inner();
        let n = self.0.record(Call::WatchGame(request.clone(), token));
        let mut updates = self.0.script.watch_game(n, &request);
        // Nothing after the first error: it ends the stream.
        if let Some(end) = updates.iter().position(Result::is_err) {
            updates.truncate(end + 1);
        }
        ready(Ok(Response::new(tokio_stream::iter(updates))))
    }
}

impl tonic::codegen::Service<http::Request<Body>> for Service {
    type Response = http::Response<Body>;
    type Error = Infallible;
    type Future = BoxFuture<Self::Response, Self::Error>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: http::Request<Body>) -> Self::Future {
        let this = self.clone();
        let path = request.uri().path().to_owned();
        let routed = request
            .headers()
            .get(mountain_goats_bot::routing::HEADER)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        Box::pin(async move {
            let method = path.rsplit('/').next().unwrap_or_default().to_owned();
            this.routes
                .lock()
                .expect("not poisoned")
                .push((method.clone(), routed));
            let response = match method.as_str() {
                "CreateGame" => {
                    let service = Unary(|r: Request<pb::CreateGameRequest>| {
                        let r = r.into_inner();
                        let n = this.record(Call::CreateGame(r.clone()));
                        this.script.create_game(n, &r)
                    });
                    Grpc::new(ProstCodec::default())
                        .unary(service, request)
                        .await
                }
                "JoinGame" => {
                    let service = Unary(|r: Request<pb::JoinGameRequest>| {
                        let r = r.into_inner();
                        let n = this.record(Call::JoinGame(r.clone()));
                        this.script.join_game(n, &r)
                    });
                    Grpc::new(ProstCodec::default())
                        .unary(service, request)
                        .await
                }
                "FindGame" => {
                    let service = Unary(|r: Request<pb::FindGameRequest>| {
                        let r = r.into_inner();
                        let n = this.record(Call::FindGame(r.clone()));
                        this.script.find_game(n, &r)
                    });
                    Grpc::new(ProstCodec::default())
                        .unary(service, request)
                        .await
                }
                "SubmitMove" => {
                    let service = Unary(|r: Request<pb::SubmitMoveRequest>| {
                        let token = token(&r);
                        let r = r.into_inner();
                        let n = this.record(Call::SubmitMove(r.clone(), token));
                        this.script.submit_move(n, &r)
                    });
                    Grpc::new(ProstCodec::default())
                        .unary(service, request)
                        .await
                }
                "ListLegalMoves" => {
                    let service = Unary(|r: Request<pb::ListLegalMovesRequest>| {
                        let r = r.into_inner();
                        let n = this.record(Call::ListLegalMoves(r.clone()));
                        this.script.list_legal_moves(n, &r)
                    });
                    Grpc::new(ProstCodec::default())
                        .unary(service, request)
                        .await
                }
                "WatchGame" => {
                    Grpc::new(ProstCodec::default())
                        .server_streaming(Watch(this.clone()), request)
                        .await
                }
                _ => {
                    this.record(Call::Other(method));
                    Status::unimplemented("not scripted").into_http()
                }
            };
            Ok(response)
        })
    }
}
