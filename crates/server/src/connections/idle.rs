//! Closing connections with no call in progress (`--max-connection-idle-secs`).
//!
//! A peer can hold a connection, its place under the connection caps and
//! its memory, without calling anything: an HTTP/2 connection that opens no
//! stream and only answers PINGs, an HTTP/1.1 keep-alive connection left
//! open. Such a connection is closed once it has had no call in progress
//! for the idle time. A call counts from the moment the service is called
//! until its response's body is dropped, so a watch stream keeps its
//! connection open for as long as it streams.
//!
//! Calls are counted by [`CountCallsLayer`], which finds its connection's
//! [`Activity`] in the [`ConnInfo`] tonic puts in every request. The close
//! is made by the connection's socket ([`super::Conn`]), because tonic keeps
//! hyper's connection, and with it `graceful_shutdown`, to itself: it calls
//! that only on the server's shutdown and at `max_connection_age`. Serving
//! each connection through a `Server` of its own would reach it, at the
//! price of that server's state for every connection (issue 20 counts an
//! idle watch's bytes). Instead, on an HTTP/2 connection the socket hands
//! hyper a GOAWAY as if the peer had sent it, between two of the peer's
//! frames ([`Frames`]). h2 answers that as it answers a graceful shutdown of
//! an idle connection: it sends its own GOAWAY naming the last stream it
//! took (so a client knows a request that crossed it was not served and
//! may send it again), lets any stream it took finish, and closes. An
//! HTTP/1.1 connection is simply closed between requests, as keep-alive
//! connections are.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};

use http::{Request, Response};
use http_body::{Body, Frame, SizeHint};
use tokio::time::Instant;
use tonic::transport::server::TcpConnectInfo;

/// What tonic puts in each request of a connection (`Connected`): the
/// addresses, and the connection's calls in progress.
#[derive(Clone, Debug)]
pub struct ConnInfo {
    pub(crate) tcp: TcpConnectInfo,
    pub(crate) activity: Arc<Activity>,
}

/// A connection's calls in progress, and since when it has had none.
#[derive(Debug)]
pub(crate) struct Activity {
    state: Mutex<Calls>,
}

#[derive(Debug, Clone, Copy)]
struct Calls {
    in_progress: usize,
    /// When the last call ended (or the connection was accepted).
    quiet_since: Instant,
}

impl Activity {
    pub(crate) fn new() -> Arc<Activity> {
        Arc::new(Activity {
            state: Mutex::new(Calls {
                in_progress: 0,
                quiet_since: Instant::now(),
            }),
        })
    }

    fn start(self: &Arc<Self>) -> CallGuard {
        self.state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .in_progress += 1;
        CallGuard(self.clone())
    }

    /// `None` while a call is in progress; otherwise when the last one
    /// ended.
    pub(crate) fn quiet_since(&self) -> Option<Instant> {
        let calls = *self.state.lock().unwrap_or_else(PoisonError::into_inner);
        (calls.in_progress == 0).then_some(calls.quiet_since)
    }
}

/// One call in progress; it ends when dropped.
#[derive(Debug)]
struct CallGuard(Arc<Activity>);

impl Drop for CallGuard {
    fn drop(&mut self) {
        let mut calls = self.0.state.lock().unwrap_or_else(PoisonError::into_inner);
        calls.in_progress = calls.in_progress.saturating_sub(1);
        calls.quiet_since = Instant::now();
    }
}

/// Counts each request as a call of its connection until its response's
/// body is dropped. The outermost layer: it also hands the layers inside
/// it the `TcpConnectInfo` that `Request::remote_addr` reads.
#[derive(Clone, Copy, Debug, Default)]
pub struct CountCallsLayer;

impl<S> tower_layer::Layer<S> for CountCallsLayer {
    type Service = CountCalls<S>;

    fn layer(&self, inner: S) -> CountCalls<S> {
        CountCalls { inner }
    }
}

/// See [`CountCallsLayer`].
#[derive(Clone, Debug)]
pub struct CountCalls<S> {
    inner: S,
}

type BoxFuture<T, E> = Pin<Box<dyn Future<Output = Result<T, E>> + Send>>;

impl<S, B, R> tower_service::Service<Request<B>> for CountCalls<S>
where
    S: tower_service::Service<Request<B>, Response = Response<R>>,
    S::Future: Send + 'static,
{
    type Response = Response<Counted<R>>;
    type Error = S::Error;
    type Future = BoxFuture<Response<Counted<R>>, S::Error>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut request: Request<B>) -> Self::Future {
        let guard = request.extensions_mut().remove::<ConnInfo>().map(|info| {
            request.extensions_mut().insert(info.tcp);
            info.activity.start()
        });
        let answer = self.inner.call(request);
        Box::pin(async move {
            let response = answer.await?;
            Ok(response.map(|inner| Counted {
                inner,
                _guard: guard,
            }))
        })
    }
}

/// A response's body, which holds its call in progress.
#[derive(Debug)]
pub struct Counted<B> {
    inner: B,
    _guard: Option<CallGuard>,
}

impl<B: Body + Unpin> Body for Counted<B> {
    type Data = B::Data;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<B::Data>, B::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// The HTTP/2 client preface.
const PREFACE: &[u8; 24] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

/// A GOAWAY frame (type 7, on stream 0, 8 bytes of payload): the last
/// stream id 0 (the server opens none) and NO_ERROR.
pub(crate) const GOAWAY: [u8; 17] = [0, 0, 8, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/// Where a connection's incoming bytes stand: which protocol, and for
/// HTTP/2 whether the bytes read so far end on a frame's end, where a
/// frame of the server's own may be put.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Frames {
    /// Within the first bytes, which say HTTP/2 if they are its preface.
    Preface { matched: u8 },
    /// HTTP/2: `header` bytes of a frame's 9-byte header are read (its
    /// length so far in `length`), then `payload` bytes are still to come.
    Http2 {
        frames: u32,
        header: u8,
        length: u32,
        payload: u32,
    },
    /// Anything else: HTTP/1.1.
    Http1,
}

impl Frames {
    pub(crate) fn new() -> Frames {
        Frames::Preface { matched: 0 }
    }

    /// Follows `bytes`, the next bytes the peer sent.
    pub(crate) fn read(&mut self, mut bytes: &[u8]) {
        while !bytes.is_empty() {
            match self {
                Frames::Http1 => return,
                Frames::Preface { matched } => {
                    let at = usize::from(*matched);
                    let n = bytes.len().min(PREFACE.len() - at);
                    if bytes[..n] != PREFACE[at..at + n] {
                        *self = Frames::Http1;
                        return;
                    }
                    bytes = &bytes[n..];
                    *matched += n as u8;
                    if usize::from(*matched) == PREFACE.len() {
                        *self = Frames::Http2 {
                            frames: 0,
                            header: 0,
                            length: 0,
                            payload: 0,
                        };
                    }
                }
                Frames::Http2 {
                    frames,
                    header,
                    length,
                    payload,
                } => {
                    if *payload > 0 {
                        let n = bytes.len().min(*payload as usize);
                        bytes = &bytes[n..];
                        *payload -= n as u32;
                        if *payload == 0 {
                            *frames = frames.saturating_add(1);
                        }
                        continue;
                    }
                    if *header < 3 {
                        *length = (*length << 8) | u32::from(bytes[0]);
                    }
                    *header += 1;
                    bytes = &bytes[1..];
                    if *header == 9 {
                        *header = 0;
                        *payload = std::mem::take(length);
                        if *payload == 0 {
                            *frames = frames.saturating_add(1);
                        }
                    }
                }
            }
        }
    }

    /// Whether a frame may be put after the bytes read so far: HTTP/2,
    /// past the peer's first frame (its SETTINGS, which must come first),
    /// and not within a frame.
    pub(crate) fn between_frames(&self) -> bool {
        matches!(
            self,
            Frames::Http2 {
                frames: 1..,
                header: 0,
                payload: 0,
                ..
            }
        )
    }

    pub(crate) fn is_http2(&self) -> bool {
        matches!(self, Frames::Http2 { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SETTINGS: [u8; 15] = [0, 0, 6, 4, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 100];
    const PING: [u8; 17] = [0, 0, 8, 6, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8];

    #[test]
    fn http2_frames_are_followed_whatever_the_reads_cut() {
        let mut bytes = PREFACE.to_vec();
        bytes.extend_from_slice(&SETTINGS);
        bytes.extend_from_slice(&PING);
        for cut in 1..bytes.len() {
            let mut frames = Frames::new();
            for chunk in bytes.chunks(cut) {
                frames.read(chunk);
            }
            assert!(frames.between_frames(), "read {cut} bytes at a time");
        }
        let mut frames = Frames::new();
        frames.read(&bytes[..bytes.len() - 1]);
        assert!(!frames.between_frames(), "within the PING");
        frames.read(&bytes[bytes.len() - 1..]);
        assert!(frames.between_frames());
    }

    #[test]
    fn nothing_is_put_before_the_peers_settings() {
        let mut frames = Frames::new();
        frames.read(PREFACE);
        assert!(frames.is_http2());
        assert!(!frames.between_frames(), "SETTINGS must be the first frame");
        frames.read(&SETTINGS[..9]);
        assert!(!frames.between_frames(), "within its payload");
        frames.read(&SETTINGS[9..]);
        assert!(frames.between_frames());
    }

    #[test]
    fn an_http1_request_is_told_from_the_preface() {
        let mut frames = Frames::new();
        frames.read(b"PRI * HTTP/2.0\r\n");
        assert!(!frames.is_http2(), "not yet");
        let mut frames = Frames::new();
        frames.read(b"POST /mountain_goats.v1.GameService/GetGame HTTP/1.1\r\n");
        assert_eq!(frames, Frames::Http1);
        assert!(!frames.between_frames());
    }

    #[tokio::test(start_paused = true)]
    async fn a_call_counts_until_its_response_body_is_dropped() {
        let activity = Activity::new();
        let accepted = activity.quiet_since().expect("no call yet");
        tokio::time::advance(std::time::Duration::from_secs(7)).await;
        let call = activity.start();
        let other = activity.start();
        assert_eq!(activity.quiet_since(), None);
        drop(call);
        assert_eq!(activity.quiet_since(), None, "one call still in progress");
        drop(other);
        assert_eq!(
            activity.quiet_since(),
            Some(accepted + std::time::Duration::from_secs(7))
        );
    }
}
