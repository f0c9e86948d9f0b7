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

use std::io::Read as _;
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

use crate::codec::MAX_REQUEST_BYTES;
use crate::status::ApiError;

/// A message's header: its flag byte and its length (4 bytes, big-endian).
const HEADER: usize = 5;

/// The request metadata that names a message's compression.
const ENCODING: &str = "grpc-encoding";

/// The encodings a request may name, for `grpc-accept-encoding`.
pub const ACCEPTED_ENCODINGS: &str = "gzip,identity";

/// What is wrong with a single-message request's body.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    /// The body ended before any message.
    #[error(
        "the request has no message: the body must be one message, a 5-byte header (flag, length) and its bytes"
    )]
    NoMessage,
    /// The body ended inside a message's header.
    #[error("the body ended {0} bytes into a message's 5-byte header")]
    HeaderCut(usize),
    /// The body ended before the length a message declared.
    #[error("a message declares {declared} bytes, but the body ended after {present}")]
    MessageCut { declared: usize, present: usize },
    /// A flag byte other than 0 and 1.
    #[error("a message's flag byte is {0:#04x}: it must be 0 (not compressed) or 1 (compressed)")]
    BadFlag(u8),
    /// A compressed message in a call that names no compression.
    #[error(
        "a message is flagged compressed (1), but the call names no grpc-encoding (or identity): send grpc-encoding: gzip, or flag 0"
    )]
    CompressedWithoutEncoding,
    /// A message flagged gzip that does not inflate.
    #[error("a message flagged gzip-compressed is not valid gzip: {0}")]
    NotGzip(String),
    /// Bytes after the message that are not a message.
    #[error("{0} bytes follow the message; a call's body is one message and nothing after it")]
    TrailingBytes(usize),
    /// A gRPC-Web body that does not decode (`grpc-web-text`'s base64).
    #[error(
        "the gRPC-Web body does not decode ({0}); a grpc-web-text body is the base64 of the message"
    )]
    WebBody(String),
    /// A second message in a call that takes one.
    #[error(
        "the body carries more than one message; every call of this API takes exactly one request message"
    )]
    TooManyMessages,
    /// A message over [`MAX_REQUEST_BYTES`]: `Some` of its declared length,
    /// `None` once it inflates past the limit.
    #[error("{}", too_large(*.0))]
    TooLarge(Option<usize>),
    /// A `grpc-encoding` this server does not take.
    #[error(
        "the request names grpc-encoding {0}, which this server does not accept: send gzip or identity"
    )]
    UnsupportedEncoding(String),
}

fn too_large(size: Option<usize>) -> String {
    match size {
        Some(size) => {
            format!("the request is {size} bytes; the limit is {MAX_REQUEST_BYTES}")
        }
        None => format!("the request inflates past the limit of {MAX_REQUEST_BYTES} bytes"),
    }
}

/// How a single-message call's message may be compressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compression {
    /// No `grpc-encoding`, or identity: flag 1 is an error.
    None,
    /// gzip.
    Gzip,
}

impl Compression {
    /// From the call's `grpc-encoding` metadata.
    pub fn of(headers: &HeaderMap) -> Result<Compression, FrameError> {
        match headers.get(ENCODING).map(|value| value.as_bytes()) {
            None | Some(b"identity") => Ok(Compression::None),
            Some(b"gzip") => Ok(Compression::Gzip),
            Some(other) => Err(FrameError::UnsupportedEncoding(excerpt(other))),
        }
    }
}

/// The start of a value the client sent, short enough to echo.
fn excerpt(value: &[u8]) -> String {
    const KEEP: usize = 40;
    let text = String::from_utf8_lossy(value);
    if text.chars().count() <= KEEP {
        format!("{text:?}")
    } else {
        let head: String = text.chars().take(KEEP).collect();
        format!("{head:?}… ({} bytes)", value.len())
    }
}

/// What a single-message body holds, judged from its first bytes: `Ok(None)`
/// while it may still become one well-formed message, `Ok(Some(flag))` once
/// it is one (only when `ended`), or what is wrong as soon as that is known.
/// Never needs more than [`HEADER`] bytes past the message to decide.
pub fn check_single(
    body: &[u8],
    ended: bool,
    compression: Compression,
) -> Result<Option<u8>, FrameError> {
    let Some(&flag) = body.first() else {
        return if ended {
            Err(FrameError::NoMessage)
        } else {
            Ok(None)
        };
    };
    match (flag, compression) {
        (0, _) | (1, Compression::Gzip) => {}
        (1, Compression::None) => return Err(FrameError::CompressedWithoutEncoding),
        (flag, _) => return Err(FrameError::BadFlag(flag)),
    }
    let Some(header) = body.get(..HEADER) else {
        return if ended {
            Err(FrameError::HeaderCut(body.len()))
        } else {
            Ok(None)
        };
    };
    let declared = u32::from_be_bytes([header[1], header[2], header[3], header[4]]) as usize;
    if declared > MAX_REQUEST_BYTES {
        return Err(FrameError::TooLarge(Some(declared)));
    }
    let present = body.len() - HEADER;
    if present < declared {
        return if ended {
            Err(FrameError::MessageCut { declared, present })
        } else {
            Ok(None)
        };
    }
    let after = &body[HEADER + declared..];
    match after.first() {
        None if ended => Ok(Some(flag)),
        None => Ok(None),
        // What follows is a message's header: a second message.
        Some(0 | 1) if after.len() >= HEADER => Err(FrameError::TooManyMessages),
        Some(0 | 1) if !ended => Ok(None),
        Some(_) => Err(FrameError::TrailingBytes(after.len())),
    }
}

/// The message of a body [`check_single`] accepted with `flag`, inflated
/// if it is compressed, as one uncompressed frame.
pub fn uncompressed(body: BytesMut, flag: u8) -> Result<Bytes, FrameError> {
    if flag == 0 {
        return Ok(body.freeze());
    }
    let mut message = Vec::new();
    let limit = MAX_REQUEST_BYTES as u64 + 1;
    flate2::read::GzDecoder::new(&body[HEADER..])
        .take(limit)
        .read_to_end(&mut message)
        .map_err(|error| FrameError::NotGzip(error.to_string()))?;
    if message.len() > MAX_REQUEST_BYTES {
        return Err(FrameError::TooLarge(None));
    }
    let mut frame = BytesMut::with_capacity(HEADER + message.len());
    frame.put_u8(0);
    // At most MAX_REQUEST_BYTES: fits.
    frame.put_u32(u32::try_from(message.len()).unwrap_or(u32::MAX));
    frame.put_slice(&message);
    Ok(frame.freeze())
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(flag: u8, message: &[u8]) -> Vec<u8> {
        let mut bytes = vec![flag];
        bytes.extend(
            u32::try_from(message.len())
                .unwrap_or(u32::MAX)
                .to_be_bytes(),
        );
        bytes.extend(message);
        bytes
    }

    #[test]
    fn one_message_is_accepted_only_once_the_body_ends() {
        let body = frame(0, b"\x0a\x01x");
        assert_eq!(check_single(&body, false, Compression::None), Ok(None));
        assert_eq!(check_single(&body, true, Compression::None), Ok(Some(0)));
        assert_eq!(
            check_single(&frame(0, b""), true, Compression::None),
            Ok(Some(0))
        );
    }

    #[test]
    fn what_is_wrong_is_said_as_soon_as_it_is_known() {
        use FrameError::*;
        let message = frame(0, b"\x0a\x01x");
        let two = [message.clone(), message.clone()].concat();
        let huge = [0, 0xff, 0xff, 0xff, 0xff];
        for (body, ended, expected) in [
            (vec![], true, NoMessage),
            (vec![0, 0], true, HeaderCut(2)),
            (
                message[..6].to_vec(),
                true,
                MessageCut {
                    declared: 3,
                    present: 1,
                },
            ),
            (frame(1, b"x"), false, CompressedWithoutEncoding),
            (frame(0x80, b"x"), false, BadFlag(0x80)),
            (vec![0x7f], false, BadFlag(0x7f)),
            (huge.to_vec(), false, TooLarge(Some(u32::MAX as usize))),
            ([&message[..], &[0]].concat(), true, TrailingBytes(1)),
            ([&message[..], &[9]].concat(), false, TrailingBytes(1)),
            (two[..message.len() + 5].to_vec(), false, TooManyMessages),
        ] {
            assert_eq!(
                check_single(&body, ended, Compression::None),
                Err(expected.clone()),
                "{body:?}"
            );
        }
        // A byte that may start a second message waits for its header.
        let one_more = [&message[..], &[0]].concat();
        assert_eq!(check_single(&one_more, false, Compression::None), Ok(None));
    }

    #[test]
    fn gzip_is_inflated_within_the_limit() {
        use std::io::Write as _;
        let gzip = |data: &[u8]| {
            let mut encoder =
                flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
            encoder.write_all(data).expect("in memory");
            encoder.finish().expect("in memory")
        };
        let body = frame(1, &gzip(b"\x0a\x01x"));
        assert_eq!(check_single(&body, true, Compression::Gzip), Ok(Some(1)));
        let message = uncompressed(BytesMut::from(&body[..]), 1).expect("inflates");
        assert_eq!(&message[..], &frame(0, b"\x0a\x01x")[..]);

        let bomb = frame(1, &gzip(&vec![0; MAX_REQUEST_BYTES + 1]));
        assert!(bomb.len() < 1024);
        assert_eq!(
            uncompressed(BytesMut::from(&bomb[..]), 1),
            Err(FrameError::TooLarge(None))
        );
        let exact = frame(1, &gzip(&vec![0; MAX_REQUEST_BYTES]));
        assert!(uncompressed(BytesMut::from(&exact[..]), 1).is_ok());
        assert!(matches!(
            uncompressed(BytesMut::from(&frame(1, b"not gzip")[..]), 1),
            Err(FrameError::NotGzip(_))
        ));
    }

    #[test]
    fn only_gzip_and_identity_are_accepted() {
        let named = |value: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(ENCODING, http::HeaderValue::from_static(value));
            Compression::of(&headers)
        };
        assert_eq!(Compression::of(&HeaderMap::new()), Ok(Compression::None));
        assert_eq!(named("identity"), Ok(Compression::None));
        assert_eq!(named("gzip"), Ok(Compression::Gzip));
        assert_eq!(
            named("br"),
            Err(FrameError::UnsupportedEncoding("\"br\"".into()))
        );
    }
}
