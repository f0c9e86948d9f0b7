//! Every request's body on its way to tonic, as a tower layer in front of
//! every service (inside gRPC-Web's translation, so it sees gRPC framing
//! whatever the transport):
//!
//! - **A deadline**: a peer that declares a body and never finishes sending
//!   it (a gRPC-Web POST short of its length, an HTTP/2 stream without its
//!   end) is answered `DEADLINE_EXCEEDED` (`REQUEST_BODY_TIMEOUT`) instead
//!   of holding its stream, and its connection, for ever. Every call of the
//!   API sends one message and ends its side, so the deadline runs from the
//!   request's arrival to the end of its body; nothing is bounded after it
//!   (a watch stream's responses are the server's to send).
//! - **The framing of a single-message call** (every call of `GameService`
//!   and of health: unary or server-streaming, one request message each).
//!   The body, at most one message of [`MAX_REQUEST_BYTES`], is read whole
//!   and must be exactly one length-prefixed message: flag 0, or 1 with a
//!   `grpc-encoding` of gzip; the declared length present; nothing after
//!   it. A compressed message is inflated here (up to the same limit) and
//!   handed on uncompressed. What is wrong is a status with a reason
//!   ([`FrameError`]): `MALFORMED_FRAME`, `TOO_MANY_MESSAGES`,
//!   `MESSAGE_TOO_LARGE` (said as soon as a header declares too much, before
//!   the rest is read), `UNSUPPORTED_ENCODING`. tonic alone answers these
//!   `INTERNAL`, or serves the first of two messages.
//!
//! A refusal is the body's error; tonic answers the call with it before any
//! handler runs. Other services (reflection's stream of requests) get the
//! deadline only.

use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::{BufMut, Bytes, BytesMut};
use http::{HeaderMap, Request};
use http_body::Body as _;
use http_body::{Frame, SizeHint};
use tokio::time::Sleep;
use tonic::body::Body;
use tonic::{Code, Status};

use crate::frame::{Compression, ENCODING, FrameError, check_single, uncompressed};
use crate::status::ApiError;

/// Bounds the time to receive each request's body by `within`, and checks
/// the framing of the calls of the single-message services.
#[derive(Clone, Debug)]
pub struct RequestBodyLayer {
    within: Duration,
    single: Arc<[&'static str]>,
}

impl RequestBodyLayer {
    /// Bodies must arrive whole within `within` of the request; those of
    /// the services named in `single` (as in `NamedService::NAME`) must be
    /// exactly one message.
    pub fn new(within: Duration, single: &[&'static str]) -> RequestBodyLayer {
        RequestBodyLayer {
            within,
            single: single.into(),
        }
    }
}

impl<S> tower_layer::Layer<S> for RequestBodyLayer {
    type Service = RequestBody<S>;

    fn layer(&self, inner: S) -> RequestBody<S> {
        RequestBody {
            inner,
            within: self.within,
            single: self.single.clone(),
        }
    }
}

/// A service whose requests' bodies have a deadline and, for the
/// single-message services, checked framing.
#[derive(Clone, Debug)]
pub struct RequestBody<S> {
    inner: S,
    within: Duration,
    single: Arc<[&'static str]>,
}

impl<S> RequestBody<S> {
    /// Whether `path` (`/{service}/{method}`) is a call of a single-message service.
    fn is_single(&self, path: &str) -> bool {
        path.strip_prefix('/')
            .and_then(|path| path.split_once('/'))
            .is_some_and(|(service, _)| self.single.contains(&service))
    }
}

impl<S> tower_service::Service<Request<Body>> for RequestBody<S>
where
    S: tower_service::Service<Request<Body>>,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = S::Future;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<Body>) -> S::Future {
        let (mut parts, body) = request.into_parts();
        let single = if self.is_single(parts.uri.path()) {
            let compression = Compression::of(&parts.headers);
            // The message goes on uncompressed (or not at all): tonic has
            // nothing to inflate, nor an encoding to refuse first.
            parts.headers.remove(ENCODING);
            Some(Single {
                compression,
                buf: BytesMut::new(),
                trailers: None,
                state: State::Reading,
            })
        } else {
            None
        };
        let body = Body::new(CheckedBody {
            inner: body,
            deadline: Box::pin(tokio::time::sleep(self.within)),
            within: self.within,
            single,
        });
        self.inner.call(Request::from_parts(parts, body))
    }
}

/// A request body with a deadline, and for a single-message call, read
/// whole and checked before its one message goes on.
struct CheckedBody {
    inner: Body,
    deadline: Pin<Box<Sleep>>,
    within: Duration,
    single: Option<Single>,
}

struct Single {
    compression: Result<Compression, FrameError>,
    buf: BytesMut,
    trailers: Option<HeaderMap>,
    state: State,
}

enum State {
    /// Reading the body.
    Reading,
    /// The body was one message: this, then the trailers, if any.
    Message(Bytes),
    /// The message is handed on: the trailers, if any.
    Trailers,
    /// Nothing more (the message and trailers are handed on, or the body
    /// was refused).
    Done,
}

impl CheckedBody {
    /// A status for an error of the body underneath.
    fn from_inner(status: Status) -> Status {
        // gRPC-Web's translation (grpc-web-text's base64) fails with
        // INTERNAL "tonic-web: …": the client's bytes, not a bug.
        match status.message().strip_prefix("tonic-web: ") {
            Some(what) if status.code() == Code::Internal => {
                ApiError::Frame(FrameError::WebBody(what.to_owned())).into()
            }
            _ => status,
        }
    }

    fn poll_single(&mut self, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, Status>>> {
        let CheckedBody {
            inner,
            deadline,
            within,
            single,
        } = self;
        let Some(single) = single.as_mut() else {
            return Poll::Ready(None);
        };
        loop {
            match std::mem::replace(&mut single.state, State::Done) {
                State::Done => return Poll::Ready(None),
                State::Message(message) => {
                    single.state = State::Trailers;
                    return Poll::Ready(Some(Ok(Frame::data(message))));
                }
                State::Trailers => {
                    return Poll::Ready(single.trailers.take().map(|t| Ok(Frame::trailers(t))));
                }
                State::Reading => {}
            }
            // Done unless it goes on reading: every return below refuses.
            let compression = match &single.compression {
                Ok(compression) => *compression,
                Err(error) => return Poll::Ready(Some(Err(error.clone().into()))),
            };
            let ended = match Pin::new(&mut *inner).poll_frame(cx) {
                Poll::Ready(Some(Ok(frame))) => {
                    match frame.into_data() {
                        Ok(data) => single.buf.put(data),
                        Err(frame) => {
                            if let Ok(trailers) = frame.into_trailers() {
                                single.trailers.get_or_insert_default().extend(trailers);
                            }
                        }
                    }
                    false
                }
                Poll::Ready(Some(Err(status))) => {
                    return Poll::Ready(Some(Err(Self::from_inner(status))));
                }
                Poll::Ready(None) => true,
                Poll::Pending => {
                    if deadline.as_mut().poll(cx).is_ready() {
                        return Poll::Ready(Some(
                            Err(ApiError::RequestBodyTimeout(*within).into()),
                        ));
                    }
                    single.state = State::Reading;
                    return Poll::Pending;
                }
            };
            match check_single(&single.buf, ended, compression) {
                Err(error) => return Poll::Ready(Some(Err(error.into()))),
                Ok(None) => single.state = State::Reading,
                Ok(Some(flag)) => match uncompressed(std::mem::take(&mut single.buf), flag) {
                    Ok(message) => single.state = State::Message(message),
                    Err(error) => return Poll::Ready(Some(Err(error.into()))),
                },
            }
        }
    }
}

impl From<FrameError> for Status {
    fn from(error: FrameError) -> Status {
        ApiError::Frame(error).into()
    }
}

impl http_body::Body for CheckedBody {
    type Data = Bytes;
    type Error = Status;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Status>>> {
        if self.single.is_some() {
            return self.poll_single(cx);
        }
        if let Poll::Ready(frame) = Pin::new(&mut self.inner).poll_frame(cx) {
            return Poll::Ready(frame);
        }
        if self.deadline.as_mut().poll(cx).is_ready() {
            let within = self.within;
            return Poll::Ready(Some(Err(ApiError::RequestBodyTimeout(within).into())));
        }
        Poll::Pending
    }

    fn is_end_stream(&self) -> bool {
        match &self.single {
            // Not before it is judged: an empty body is refused, not ended.
            Some(single) => matches!(single.state, State::Done),
            None => self.inner.is_end_stream(),
        }
    }

    fn size_hint(&self) -> SizeHint {
        match &self.single {
            Some(Single {
                state: State::Message(message),
                ..
            }) => SizeHint::with_exact(message.len() as u64),
            Some(_) => SizeHint::default(),
            None => self.inner.size_hint(),
        }
    }
}
