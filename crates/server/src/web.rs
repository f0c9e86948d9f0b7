//! The observers' viewer: a page served by the server itself, on the same
//! port as gRPC.
//!
//! The page (built from `web/src/` into `web/dist/`, see `docs/viewer.md`)
//! is embedded in the binary, so the server still runs from one file. It
//! talks to `GameService` over gRPC-Web (`tonic-web`), which needs HTTP/1.1
//! accepted next to HTTP/2.
//!
//! [`WebLayer`] answers every `GET` and `HEAD` request — gRPC and gRPC-Web
//! calls are always `POST` — and passes everything else on:
//!
//! | Path | Answer |
//! |---|---|
//! | `/` | the page: the lobby |
//! | `/games/{id}` | the page: one game's board (shareable) |
//! | `/assets/app.js`, `/assets/app.css` | the page's script and style |
//! | anything else | 404 |

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use http::header::{CACHE_CONTROL, CONTENT_LENGTH, CONTENT_TYPE, HeaderValue};
use http::{Method, Request, Response, StatusCode};
use http_body_util::Full;
use tonic::body::Body;
use tower_http::cors::{AllowHeaders, AllowMethods, AllowOrigin, CorsLayer};

/// The page's HTML, for `/` and every `/games/{id}`.
const INDEX_HTML: &[u8] = include_bytes!("../../../web/dist/index.html");
/// The page's script, bundled by esbuild.
const APP_JS: &[u8] = include_bytes!("../../../web/dist/app.js");
/// The page's style.
const APP_CSS: &[u8] = include_bytes!("../../../web/dist/app.css");

/// The content security policy of the page: everything from this origin.
const CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; \
                   script-src 'self'; connect-src 'self'; base-uri 'none'; \
                   frame-ancestors 'none'; form-action 'none'";

/// One static answer: the body and its content type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Asset {
    /// The bytes sent.
    pub body: &'static [u8],
    /// The `content-type` header.
    pub content_type: &'static str,
}

const PAGE: Asset = Asset {
    body: INDEX_HTML,
    content_type: "text/html; charset=utf-8",
};

/// What the viewer serves at `path` (without the query), or `None` for a
/// path it does not know (answered 404).
pub fn route(path: &str) -> Option<Asset> {
    match path {
        "/" | "/index.html" => Some(PAGE),
        "/assets/app.js" => Some(Asset {
            body: APP_JS,
            content_type: "text/javascript; charset=utf-8",
        }),
        "/assets/app.css" => Some(Asset {
            body: APP_CSS,
            content_type: "text/css; charset=utf-8",
        }),
        _ => {
            let id = path.strip_prefix("/games/")?;
            let id = id.strip_suffix('/').unwrap_or(id);
            let valid = !id.is_empty()
                && id.len() <= 128
                && id
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
            valid.then_some(PAGE)
        }
    }
}

fn respond(method: &Method, path: &str) -> Response<Body> {
    let (status, asset) = match route(path) {
        Some(asset) => (StatusCode::OK, asset),
        None => (
            StatusCode::NOT_FOUND,
            Asset {
                body: b"not found\n",
                content_type: "text/plain; charset=utf-8",
            },
        ),
    };
    let body = if method == Method::HEAD {
        Body::empty()
    } else {
        Body::new(Full::new(bytes::Bytes::from_static(asset.body)))
    };
    let mut response = Response::new(body);
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(asset.content_type));
    headers.insert(CONTENT_LENGTH, HeaderValue::from(asset.body.len()));
    // The assets are not content-hashed: revalidate on every load.
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    headers.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    if status == StatusCode::OK && asset.content_type.starts_with("text/html") {
        headers.insert("content-security-policy", HeaderValue::from_static(CSP));
    }
    response
}

/// Answers `GET` and `HEAD` requests with the viewer; passes every other
/// request (gRPC, gRPC-Web, CORS preflights) to the inner service.
#[derive(Debug, Clone, Copy, Default)]
pub struct WebLayer;

impl<S> tower_layer::Layer<S> for WebLayer {
    type Service = WebService<S>;

    fn layer(&self, inner: S) -> WebService<S> {
        WebService { inner }
    }
}

/// The service of [`WebLayer`].
#[derive(Debug, Clone)]
pub struct WebService<S> {
    inner: S,
}

type BoxFuture<T, E> = Pin<Box<dyn Future<Output = Result<T, E>> + Send>>;

impl<S> tower_service::Service<Request<Body>> for WebService<S>
where
    S: tower_service::Service<Request<Body>, Response = Response<Body>>,
    S::Future: Send + 'static,
{
    type Response = Response<Body>;
    type Error = S::Error;
    type Future = BoxFuture<Response<Body>, S::Error>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request<Body>) -> Self::Future {
        let method = request.method();
        if method == Method::GET || method == Method::HEAD {
            let response = respond(method, request.uri().path());
            Box::pin(async move { Ok(response) })
        } else {
            Box::pin(self.inner.call(request))
        }
    }
}

/// CORS for gRPC-Web from other origins: any origin may call (games are
/// public, and a seat token is sent as a header, never as a cookie), and
/// the gRPC status headers are readable by the calling page.
pub fn cors() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::any())
        .allow_methods(AllowMethods::list([Method::POST, Method::OPTIONS]))
        .allow_headers(AllowHeaders::any())
        .expose_headers([
            http::HeaderName::from_static("grpc-status"),
            http::HeaderName::from_static("grpc-message"),
            http::HeaderName::from_static("grpc-status-details-bin"),
        ])
        .max_age(std::time::Duration::from_secs(24 * 60 * 60))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes() {
        assert_eq!(route("/"), Some(PAGE));
        assert_eq!(route("/games/abc-123"), Some(PAGE));
        assert_eq!(route("/games/abc-123/"), Some(PAGE));
        assert!(route("/assets/app.js").is_some());
        assert!(route("/assets/app.css").is_some());
        assert_eq!(route("/games/"), None);
        assert_eq!(route("/games/a/b"), None);
        assert_eq!(route("/games/../etc"), None);
        assert_eq!(route("/nope"), None);
        assert_eq!(route("/assets/other.js"), None);
    }
}
