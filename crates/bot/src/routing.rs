//! The routing header (docs/clients.md, "Routing"): which game a call is
//! about. Several servers may share the games, each game with one home
//! server; a balancer in front hashes this header to send every call about
//! one game to the same server. Every call whose request names one game
//! carries it, retries and resumed watches included; `CreateGame`,
//! `ListGames` and `FindGame` do not.

use tonic::Request;
use tonic::metadata::MetadataValue;

/// The header's name (Google's AIP-4222 convention).
pub const HEADER: &str = "x-goog-request-params";

const GAMES: &str = "games/";

/// The header's value for the game named `name` (`games/{id}`):
/// `name=games/` and the id, any byte of it outside `[A-Za-z0-9_.~-]`
/// percent-encoded, the same bytes every client sends. A name without the
/// `games/` prefix (which the server refuses anyway) is percent-encoded
/// whole.
pub fn request_params(name: &str) -> String {
    match name.strip_prefix(GAMES) {
        Some(id) => format!("name={GAMES}{}", escape(id)),
        None => format!("name={}", escape(name)),
    }
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// `message` as a request about the game `name`: with its routing header.
pub fn about_game<T>(name: &str, message: T) -> Request<T> {
    let mut request = Request::new(message);
    route(&mut request, name);
    request
}

/// Adds the routing header of the game `name` to `request`.
pub fn route<T>(request: &mut Request<T>, name: &str) {
    // Always visible ASCII, so always a valid value; a failure would only
    // cost the balancer's choice, never the call.
    if let Ok(value) = MetadataValue::try_from(request_params(name)) {
        request.metadata_mut().insert(HEADER, value);
    }
}
