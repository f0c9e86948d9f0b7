//! A server's address, checked before it is dialled, and why a connection
//! failed, in one line that names the cause and the next step: the same
//! words every client of docs/clients.md uses ("Errors people read").

/// Why a client could not connect to the server.
#[derive(Debug)]
pub enum ConnectError {
    /// The address is not `HOST:PORT` (nor a `http://` or `https://` URI).
    Address(String),
    /// Nothing listens at the address.
    Refused(String),
    /// The address's host name does not resolve.
    Unresolved(String),
    /// Any other failure of the transport (TLS, a reset, a timeout).
    Transport {
        /// The address as given.
        addr: String,
        /// What the transport said.
        error: tonic::transport::Error,
    },
}

impl std::fmt::Display for ConnectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConnectError::Address(addr) => write!(
                f,
                "\"{addr}\" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051"
            ),
            ConnectError::Refused(addr) => write!(
                f,
                "no server is listening at {addr} (connection refused): start one with \
                 \"cargo run --release -- serve\", or check the address"
            ),
            ConnectError::Unresolved(addr) => {
                write!(
                    f,
                    "cannot resolve {} in {addr}: check the address",
                    host(addr)
                )
            }
            ConnectError::Transport { addr, error } => write!(
                f,
                "cannot reach the server at {addr}: {}",
                crate::error_chain(error)
            ),
        }
    }
}

impl std::error::Error for ConnectError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ConnectError::Transport { error, .. } => Some(error),
            _ => None,
        }
    }
}

impl ConnectError {
    /// The failure of dialling `addr`, told apart by its cause: nothing
    /// listening, a name that does not resolve, or anything else. For
    /// callers that dial an [`endpoint`](crate::endpoint) themselves.
    pub fn dialling(addr: &str, error: tonic::transport::Error) -> ConnectError {
        let mut source: Option<&(dyn std::error::Error + 'static)> = Some(&error);
        while let Some(cause) = source {
            if let Some(io) = cause.downcast_ref::<std::io::Error>() {
                if io.kind() == std::io::ErrorKind::ConnectionRefused {
                    return ConnectError::Refused(addr.to_owned());
                }
                // getaddrinfo's failures carry no kind of their own.
                if io.to_string().contains("failed to lookup address") {
                    return ConnectError::Unresolved(addr.to_owned());
                }
            }
            source = cause.source();
        }
        ConnectError::Transport {
            addr: addr.to_owned(),
            error,
        }
    }
}

/// The host part of an address checked by [`check`]: what sits before the
/// port, without a scheme.
fn host(addr: &str) -> &str {
    let authority = addr.split_once("://").map_or(addr, |(_, rest)| rest);
    let authority = authority.split('/').next().unwrap_or(authority);
    match authority.rsplit_once(':') {
        Some((host, port)) if !port.contains(']') => host,
        _ => authority,
    }
}

/// Checks that `addr` names a server: `HOST:PORT` (a name, an IPv4 address
/// or a bracketed IPv6 address, and a port from 1 to 65535), or a `http://`
/// or `https://` URI whose port, if it has one, is such a port. Nothing is
/// dialled: `127.0.0.1` (no port) or `localhost:50051x` are refused here
/// rather than reported as a refused connection to some other port.
pub fn check(addr: &str) -> Result<(), ConnectError> {
    let bad = || ConnectError::Address(addr.to_owned());
    let authority = match addr.split_once("://") {
        Some(("http" | "https", rest)) => {
            let authority = rest.split('/').next().unwrap_or(rest);
            // A URI may leave its port to the scheme's default.
            if authority.ends_with(']') || !authority.contains(':') {
                return if valid_host(authority) {
                    Ok(())
                } else {
                    Err(bad())
                };
            }
            authority
        }
        Some(_) => return Err(bad()),
        None => addr,
    };
    let (host, port) = authority.rsplit_once(':').ok_or_else(bad)?;
    let port_ok = !port.is_empty()
        && port.bytes().all(|b| b.is_ascii_digit())
        && port.parse::<u16>().is_ok_and(|port| port != 0);
    if port_ok && valid_host(host) {
        Ok(())
    } else {
        Err(bad())
    }
}

/// A host name (letters, digits, `-`, `.`, `_`), an IPv4 address, or an IPv6
/// address in brackets.
fn valid_host(host: &str) -> bool {
    if let Some(inside) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return inside.parse::<std::net::Ipv6Addr>().is_ok();
    }
    !host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_'))
}
