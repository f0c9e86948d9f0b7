//! Admission to `GameService`, as one tower layer in front of every call:
//! a client that sends too fast is refused (`RATE_LIMITED`), a call beyond
//! the server's calls in progress is shed at once (`OVERLOADED`) instead of
//! queueing behind the others, and the seat token of the `authorization`
//! metadata is read once, into a [`SeatToken`] the handlers that need one
//! take from the request's extensions. No handler repeats any of it.

use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::Arc;
use std::task::{Context, Poll};

use futures_util::future::{Either, Ready, ready};
use http::{HeaderMap, Request, Response};
use tonic::body::Body;
use tonic::server::NamedService;
use tonic::transport::server::TcpConnectInfo;
use tower::limit::ConcurrencyLimit;
use tower::load_shed::LoadShed;
use tower::load_shed::error::Overloaded;
use tower_layer::Layer;
use tower_service::Service;

use crate::connections::proxy::TrustedProxies;
use crate::limits::RateLimit;
use crate::status::ApiError;
use mountain_goats_core::secrets;

/// What the handlers see of the `authorization` metadata, when a call
/// sent it: the SHA-256 of the seat token, or that it was not a bearer
/// token (refused by the calls that read it, ignored by the others).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatToken {
    /// `Bearer <token>`: the token's hash.
    Hash([u8; 32]),
    /// `Bearer mgk_…`: an account key's hash.
    AccountKey([u8; 32]),
    /// Something else.
    Malformed,
}

/// The client a call comes from, as the limits count clients (an IPv4
/// address or an IPv6 /64; behind a trusted proxy, the client it names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caller(IpAddr);

impl Caller {
    /// The client's address (for IPv6, limits count its /64).
    pub fn addr(&self) -> IpAddr {
        self.0
    }

    /// An opaque key for the client, to charge the games it makes to
    /// (`--max-games-per-client`): a hash, so that the store keeps no
    /// address, though an address can be found again from it by trying
    /// them all.
    pub fn key(&self) -> String {
        let hash = secrets::token_hash(&format!("mountain-goats caller {}", self.0));
        hex::encode(&hash[..16])
    }
}

/// What admission checks calls against; shared by every connection.
#[derive(Clone, Debug)]
pub struct AdmissionLayer {
    rate: Arc<RateLimit>,
    proxies: Arc<TrustedProxies>,
    max_calls: usize,
}

impl AdmissionLayer {
    /// Calls admitted at `rate` per client (the client named by a trusted
    /// proxy when `proxies` trusts the peer), at most `max_calls` in
    /// progress at once (0: no limit).
    pub fn new(rate: Arc<RateLimit>, proxies: Arc<TrustedProxies>, max_calls: usize) -> Self {
        AdmissionLayer {
            rate,
            proxies,
            max_calls: if max_calls == 0 {
                usize::MAX >> 4
            } else {
                max_calls
            },
        }
    }
}

impl<S> Layer<S> for AdmissionLayer {
    type Service = Admission<S>;

    fn layer(&self, inner: S) -> Admission<S> {
        Admission {
            inner: LoadShed::new(ConcurrencyLimit::new(inner, self.max_calls)),
            rate: self.rate.clone(),
            proxies: self.proxies.clone(),
        }
    }
}

/// A service behind admission. Clones share the limit of calls in
/// progress (the layer's one semaphore).
#[derive(Clone, Debug)]
pub struct Admission<S> {
    inner: LoadShed<ConcurrencyLimit<S>>,
    rate: Arc<RateLimit>,
    proxies: Arc<TrustedProxies>,
}

impl<S: NamedService> NamedService for Admission<S> {
    const NAME: &'static str = S::NAME;
}

impl<S> Admission<S> {
    /// The client of a call: the peer, or the client a trusted proxy names.
    fn client<B>(&self, request: &Request<B>) -> Option<IpAddr> {
        let peer = request
            .extensions()
            .get::<TcpConnectInfo>()?
            .remote_addr?
            .ip();
        if !self.proxies.trusts(peer) {
            return Some(peer);
        }
        let values = request
            .headers()
            .get_all(self.proxies.header().name())
            .iter()
            .map(http::HeaderValue::as_bytes);
        Some(self.proxies.client(peer, values))
    }
}

/// The seat token of `authorization: Bearer <token>`; `None` without the
/// header.
fn seat_token(headers: &HeaderMap) -> Option<SeatToken> {
    let value = headers.get(http::header::AUTHORIZATION)?;
    let token = value
        .to_str()
        .ok()
        .and_then(|v| {
            v.strip_prefix("Bearer ")
                .or_else(|| v.strip_prefix("bearer "))
        })
        .map(str::trim)
        .filter(|t| !t.is_empty());
    Some(match token {
        Some(token) if token.starts_with(mountain_goats_core::ladder::KEY_PREFIX) => {
            SeatToken::AccountKey(secrets::token_hash(token))
        }
        Some(token) => SeatToken::Hash(secrets::token_hash(token)),
        None => SeatToken::Malformed,
    })
}

fn refuse(error: ApiError) -> Response<Body> {
    tonic::Status::from(error).into_http()
}

impl<S, B> Service<Request<B>> for Admission<S>
where
    S: Service<Request<B>, Response = Response<Body>, Error = Infallible>,
    S::Future: Unpin,
{
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = Either<
        Ready<Result<Response<Body>, Infallible>>,
        ShedOrServe<<LoadShed<ConcurrencyLimit<S>> as Service<Request<B>>>::Future>,
    >;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        // Shedding never waits: it is ready, and refuses in the call.
        match self.inner.poll_ready(cx) {
            Poll::Ready(_) => Poll::Ready(Ok(())),
            Poll::Pending => Poll::Pending,
        }
    }

    fn call(&mut self, mut request: Request<B>) -> Self::Future {
        let client = self.client(&request);
        if !self.rate.admits(client) {
            return Either::Left(ready(Ok(refuse(ApiError::RateLimited))));
        }
        if let Some(client) = client {
            request
                .extensions_mut()
                .insert(Caller(crate::connections::client_key(client)));
        }
        if let Some(token) = seat_token(request.headers()) {
            request.extensions_mut().insert(token);
        }
        Either::Right(ShedOrServe(self.inner.call(request)))
    }
}

/// The answer of a call that may have been shed: a shed call is answered
/// `OVERLOADED`.
#[derive(Debug)]
pub struct ShedOrServe<F>(F);

impl<F> Future for ShedOrServe<F>
where
    F: Future<Output = Result<Response<Body>, tower::BoxError>> + Unpin,
{
    type Output = Result<Response<Body>, Infallible>;

    fn poll(mut self: std::pin::Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        std::pin::Pin::new(&mut self.0).poll(cx).map(|answer| {
            Ok(answer.unwrap_or_else(|error| {
                if error.is::<Overloaded>() {
                    refuse(ApiError::Overloaded)
                } else {
                    // The service's own error is `Infallible`: only the
                    // layers' can come here.
                    tracing::error!(%error, "admission layer failed");
                    refuse(ApiError::Hub(mountain_goats_core::hub::HubError::Internal(
                        "admission layer failed",
                    )))
                }
            }))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tower::ServiceExt;

    /// The reason of a refusal answered by the layer, if it is one.
    fn reason(response: &Response<Body>) -> Option<String> {
        let status = tonic::Status::from_header_map(response.headers())?;
        tonic_types::StatusExt::get_error_details(&status)
            .error_info()
            .map(|info| info.reason.clone())
    }

    fn request() -> Request<()> {
        let mut request = Request::new(());
        request.extensions_mut().insert(TcpConnectInfo {
            local_addr: None,
            remote_addr: Some(([192, 0, 2, 7], 4000).into()),
        });
        request
    }

    type Answer =
        std::pin::Pin<Box<dyn Future<Output = Result<Response<Body>, Infallible>> + Send>>;

    /// A service that answers when `release` is notified, reporting the
    /// seat token it was handed.
    fn held(
        release: Arc<tokio::sync::Notify>,
    ) -> impl Service<Request<()>, Response = Response<Body>, Error = Infallible, Future = Answer> + Clone
    {
        tower::service_fn(move |request: Request<()>| {
            let release = release.clone();
            let token = request.extensions().get::<SeatToken>().copied();
            Box::pin(async move {
                release.notified().await;
                let mut answer = Response::new(Body::empty());
                answer
                    .headers_mut()
                    .insert("x-token", format!("{token:?}").parse().expect("a header"));
                Ok(answer)
            }) as Answer
        })
    }

    #[tokio::test]
    async fn a_call_past_the_limit_is_shed_at_once_and_the_next_one_served() {
        let release = Arc::new(tokio::sync::Notify::new());
        let layer = AdmissionLayer::new(Arc::new(RateLimit::new(0, 0)), Arc::default(), 1);
        let service = layer.layer(held(release.clone()));
        let first = tokio::spawn(service.clone().oneshot(request()));
        tokio::task::yield_now().await;
        let shed = service.clone().oneshot(request()).await.expect("answered");
        assert_eq!(reason(&shed).as_deref(), Some("OVERLOADED"));
        release.notify_one();
        let first = first.await.expect("joined").expect("answered");
        assert_eq!(reason(&first), None, "the call in progress was served");
        // The permit is back: the next call is served.
        release.notify_one();
        let next = service.oneshot(request()).await.expect("answered");
        assert_eq!(reason(&next), None);
    }

    #[tokio::test]
    async fn a_client_over_its_rate_is_refused_and_another_is_not() {
        let release = Arc::new(tokio::sync::Notify::new());
        let layer = AdmissionLayer::new(Arc::new(RateLimit::new(1, 1)), Arc::default(), 0);
        let service = layer.layer(held(release.clone()));
        release.notify_one();
        let first = service.clone().oneshot(request()).await.expect("answered");
        assert_eq!(reason(&first), None);
        let second = service.clone().oneshot(request()).await.expect("answered");
        assert_eq!(reason(&second).as_deref(), Some("RATE_LIMITED"));
        let mut other = request();
        other.extensions_mut().insert(TcpConnectInfo {
            local_addr: None,
            remote_addr: Some(([198, 51, 100, 9], 4000).into()),
        });
        release.notify_one();
        let third = service.oneshot(other).await.expect("answered");
        assert_eq!(reason(&third), None);
    }

    fn request_from(peer: &str) -> Request<()> {
        let mut request = Request::new(());
        request.extensions_mut().insert(TcpConnectInfo {
            local_addr: None,
            remote_addr: Some((peer.parse::<IpAddr>().expect("an address"), 4000).into()),
        });
        request
    }

    /// One host usually has a whole IPv6 /64 to pick addresses from: the
    /// rate limit counts the /64, as the connection caps do, and an
    /// IPv4-mapped address as the IPv4 one.
    #[tokio::test]
    async fn the_rate_limit_counts_an_ipv6_client_by_its_64() {
        let release = Arc::new(tokio::sync::Notify::new());
        let layer = AdmissionLayer::new(Arc::new(RateLimit::new(1, 1)), Arc::default(), 0);
        let service = layer.layer(held(release.clone()));
        for (peer, refused) in [
            ("2001:db8:1:2::1", None),
            // The same /64, another address: the same bucket.
            ("2001:db8:1:2:ffff:ffff:ffff:fffe", Some("RATE_LIMITED")),
            // The next /64: another client.
            ("2001:db8:1:3::1", None),
            ("192.0.2.7", None),
            ("::ffff:192.0.2.7", Some("RATE_LIMITED")),
            ("192.0.2.8", None),
        ] {
            release.notify_one();
            let answer = service
                .clone()
                .oneshot(request_from(peer))
                .await
                .expect("answered");
            assert_eq!(reason(&answer).as_deref(), refused, "{peer}");
        }
    }

    #[tokio::test]
    async fn the_seat_token_is_read_once_for_the_handlers() {
        let release = Arc::new(tokio::sync::Notify::new());
        let layer = AdmissionLayer::new(Arc::new(RateLimit::new(0, 0)), Arc::default(), 0);
        let service = layer.layer(held(release.clone()));
        let token_seen = |response: Response<Body>| {
            response.headers()["x-token"]
                .to_str()
                .expect("ascii")
                .to_owned()
        };
        for (header, seen) in [
            (
                Some("Bearer abc"),
                format!("{:?}", Some(SeatToken::Hash(secrets::token_hash("abc")))),
            ),
            (
                Some("Basic abc"),
                format!("{:?}", Some(SeatToken::Malformed)),
            ),
            (Some("Bearer "), format!("{:?}", Some(SeatToken::Malformed))),
            (None, "None".to_owned()),
        ] {
            let mut call = request();
            if let Some(header) = header {
                call.headers_mut().insert(
                    http::header::AUTHORIZATION,
                    header.parse().expect("a header"),
                );
            }
            release.notify_one();
            let answer = service.clone().oneshot(call).await.expect("answered");
            assert_eq!(token_seen(answer), seen, "{header:?}");
        }
    }
}
