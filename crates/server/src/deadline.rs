//! A deadline for receiving a request's body, as a tower layer in front of
//! every service: a peer that declares a body and never finishes sending it
//! (a gRPC-Web POST short of its length, an HTTP/2 stream without its end)
//! is answered `DEADLINE_EXCEEDED` (`REQUEST_BODY_TIMEOUT`) instead of
//! holding its stream, and its connection, for ever. Every call of the
//! API sends one message and ends its side, so the deadline runs from the
//! request's arrival to the end of its body; nothing is bounded after it
//! (a watch stream's responses are the server's to send).

use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use http::Request;
use http_body::{Frame, SizeHint};
use tokio::time::Sleep;
use tonic::Status;
use tonic::body::Body;

use crate::status::ApiError;

/// Bounds the time to receive each request's body by `within`.
#[derive(Clone, Copy, Debug)]
pub struct BodyDeadlineLayer {
    within: Duration,
}

impl BodyDeadlineLayer {
    /// Bodies must arrive whole within `within` of the request.
    pub fn new(within: Duration) -> BodyDeadlineLayer {
        BodyDeadlineLayer { within }
    }
}

impl<S> tower_layer::Layer<S> for BodyDeadlineLayer {
    type Service = BodyDeadline<S>;

    fn layer(&self, inner: S) -> BodyDeadline<S> {
        BodyDeadline {
            inner,
            within: self.within,
        }
    }
}

/// A service whose requests' bodies have a deadline.
#[derive(Clone, Debug)]
pub struct BodyDeadline<S> {
    inner: S,
    within: Duration,
}

impl<S> tower_service::Service<Request<Body>> for BodyDeadline<S>
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
        let (parts, body) = request.into_parts();
        let body = Body::new(DeadlineBody {
            inner: body,
            deadline: Box::pin(tokio::time::sleep(self.within)),
            within: self.within,
        });
        self.inner.call(Request::from_parts(parts, body))
    }
}

/// A body that fails with `REQUEST_BODY_TIMEOUT` once its deadline passes
/// before its end.
struct DeadlineBody {
    inner: Body,
    deadline: Pin<Box<Sleep>>,
    within: Duration,
}

impl http_body::Body for DeadlineBody {
    type Data = Bytes;
    type Error = Status;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Status>>> {
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
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}
