//! The real client address behind proxies the server is told to trust
//! (`--trusted-proxies`).
//!
//! Behind a load balancer, an ingress or a mesh sidecar every call reaches
//! the server from the proxy's address. For a connection whose peer is a
//! trusted proxy, the client is read from the header the proxies append to
//! (`X-Forwarded-For`, or RFC 7239 `Forwarded` with
//! `--trusted-proxy-header forwarded`): walking its addresses from the
//! right, past the trusted ones, the first untrusted address is the client.
//! Everything to its left was written by that client, and is ignored. A
//! header from an untrusted peer is ignored entirely: such a peer is the
//! client. When the walk reaches an entry that is not an address (garbage,
//! `unknown`, an obfuscated `Forwarded` node), the peer's address is used.

use std::fmt;
use std::net::IpAddr;
use std::str::FromStr;

/// An address block: `10.0.0.0/8`, `fd00::/8`, or one address (`/32` or
/// `/128` implied).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    prefix: u8,
}

/// Why a `--trusted-proxies` entry was not understood.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct CidrError(String);

impl FromStr for Cidr {
    type Err = CidrError;

    fn from_str(text: &str) -> Result<Cidr, CidrError> {
        let text = text.trim();
        let (address, prefix) = match text.split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text, None),
        };
        let network: IpAddr = address.parse().map_err(|_| {
            CidrError(format!(
                "{text:?} is not an IP address or block (e.g. 10.0.0.0/8, 192.0.2.7, fd00::/8)"
            ))
        })?;
        let max = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => max,
            Some(prefix) => prefix
                .parse::<u8>()
                .ok()
                .filter(|&p| p <= max)
                .ok_or_else(|| {
                    CidrError(format!("{text:?}: the prefix length must be 0 to {max}"))
                })?,
        };
        // Peers are compared as IPv4 when IPv4-mapped (a server listening
        // on `[::]`), so are blocks of mapped addresses.
        let (network, prefix) = match network {
            IpAddr::V6(v6) if prefix >= 96 && v6.to_ipv4_mapped().is_some() => {
                (network.to_canonical(), prefix - 96)
            }
            _ => (network, prefix),
        };
        let cidr = Cidr { network, prefix };
        if cidr.masked(network) != network {
            return Err(CidrError(format!(
                "{text:?} has bits set past its /{prefix}: did you mean {}/{prefix}?",
                cidr.masked(network)
            )));
        }
        Ok(cidr)
    }
}

/// Comma-separated [`Cidr`]s (`--trusted-proxies`); empty entries are
/// skipped, so an empty text is no block at all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CidrList(pub Vec<Cidr>);

impl FromStr for CidrList {
    type Err = CidrError;

    fn from_str(text: &str) -> Result<CidrList, CidrError> {
        text.split(',')
            .filter(|entry| !entry.trim().is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map(CidrList)
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.prefix)
    }
}

impl Cidr {
    /// `ip` with the bits past this block's prefix cleared.
    fn masked(&self, ip: IpAddr) -> IpAddr {
        match ip {
            IpAddr::V4(v4) => {
                let mask = u32::MAX
                    .checked_shl(32 - u32::from(self.prefix))
                    .unwrap_or(0);
                IpAddr::V4((v4.to_bits() & mask).into())
            }
            IpAddr::V6(v6) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.prefix))
                    .unwrap_or(0);
                IpAddr::V6((v6.to_bits() & mask).into())
            }
        }
    }

    /// Whether `ip` (canonical: an IPv4-mapped IPv6 address is IPv4) is in
    /// this block.
    fn contains(&self, ip: IpAddr) -> bool {
        ip.is_ipv4() == self.network.is_ipv4() && self.masked(ip) == self.network
    }
}

/// The header trusted proxies append the client's address to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ForwardedHeader {
    /// `X-Forwarded-For: client, proxy1, proxy2` (nginx, Envoy, HAProxy,
    /// most cloud load balancers and ingresses).
    #[default]
    #[value(name = "x-forwarded-for")]
    XForwardedFor,
    /// RFC 7239 `Forwarded: for=client, for=proxy1` (the `for=` of each
    /// element).
    #[value(name = "forwarded")]
    Forwarded,
}

impl ForwardedHeader {
    /// The header's name, lower case (as gRPC metadata keys are).
    pub fn name(self) -> &'static str {
        match self {
            ForwardedHeader::XForwardedFor => "x-forwarded-for",
            ForwardedHeader::Forwarded => "forwarded",
        }
    }
}

/// The proxies whose connections carry many clients, and the header they
/// name those clients in. The default trusts nobody: every peer is the
/// client, and no header is read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies {
    blocks: Vec<Cidr>,
    header: ForwardedHeader,
}

impl TrustedProxies {
    /// Trusts the peers in `blocks`, reading the clients from `header`.
    pub fn new(blocks: Vec<Cidr>, header: ForwardedHeader) -> TrustedProxies {
        TrustedProxies { blocks, header }
    }

    /// Whether no proxy is trusted.
    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }

    /// The trusted blocks.
    pub fn blocks(&self) -> &[Cidr] {
        &self.blocks
    }

    /// The header the client addresses are read from.
    pub fn header(&self) -> ForwardedHeader {
        self.header
    }

    /// Whether `ip` is a trusted proxy.
    pub fn trusts(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        self.blocks.iter().any(|block| block.contains(ip))
    }

    /// The client of a call that came from `peer` with `values`, the
    /// values of the [`header`](Self::header) in the order received: `peer`
    /// itself unless it is trusted; otherwise the rightmost untrusted
    /// address of the header (the leftmost one if all are trusted; `peer`
    /// without the header, or when the walk reaches an entry that is not an
    /// address).
    pub fn client<'a>(&self, peer: IpAddr, values: impl IntoIterator<Item = &'a [u8]>) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let mut entries = Vec::new();
        for value in values {
            let Ok(value) = std::str::from_utf8(value) else {
                return peer;
            };
            match self.header {
                ForwardedHeader::XForwardedFor => entries.extend(value.split(',')),
                ForwardedHeader::Forwarded => entries.extend(forwarded_elements(value)),
            }
        }
        let mut client = peer;
        for entry in entries.iter().rev() {
            let address = match self.header {
                ForwardedHeader::XForwardedFor => node_address(entry),
                ForwardedHeader::Forwarded => forwarded_for(entry).and_then(node_address),
            };
            let Some(address) = address else {
                return peer;
            };
            client = address;
            if !self.trusts(address) {
                break;
            }
        }
        client
    }
}

/// The elements of a `Forwarded` value: split at commas outside quoted
/// strings.
fn forwarded_elements(value: &str) -> Vec<&str> {
    let mut elements = Vec::new();
    let mut quoted = false;
    let mut start = 0;
    for (i, c) in value.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => {
                elements.push(&value[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    elements.push(&value[start..]);
    elements
}

/// The `for=` node of one `Forwarded` element, unquoted; `None` when it has
/// none (or two), or a value that is not a token or a plain quoted string.
fn forwarded_for(element: &str) -> Option<&str> {
    let mut node = None;
    for pair in element.split(';') {
        let (key, value) = pair.split_once('=')?;
        if !key.trim().eq_ignore_ascii_case("for") {
            continue;
        }
        if node.is_some() {
            return None;
        }
        let value = value.trim();
        let value = match value.strip_prefix('"') {
            Some(rest) => rest
                .strip_suffix('"')
                .filter(|v| !v.contains(['"', '\\']))?,
            None => value,
        };
        node = Some(value);
    }
    node
}

/// The address of a node: `192.0.2.7`, `192.0.2.7:4711`, `2001:db8::1`,
/// `[2001:db8::1]` or `[2001:db8::1]:4711`; `None` for anything else
/// (`unknown`, an obfuscated `_name`, garbage, an empty entry).
fn node_address(node: &str) -> Option<IpAddr> {
    let node = node.trim_matches([' ', '\t']);
    let address = if let Some(rest) = node.strip_prefix('[') {
        let (inside, after) = rest.split_once(']')?;
        if !(after.is_empty() || port(after.strip_prefix(':')?)) {
            return None;
        }
        IpAddr::V6(inside.parse().ok()?)
    } else if let Ok(ip) = node.parse::<IpAddr>() {
        ip
    } else {
        let (host, after) = node.rsplit_once(':')?;
        if !port(after) {
            return None;
        }
        IpAddr::V4(host.parse().ok()?)
    };
    Some(address.to_canonical())
}

fn port(text: &str) -> bool {
    !text.is_empty() && text.len() <= 5 && text.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("an address")
    }

    fn trusting(blocks: &[&str], header: ForwardedHeader) -> TrustedProxies {
        TrustedProxies::new(
            blocks.iter().map(|b| b.parse().expect("a block")).collect(),
            header,
        )
    }

    fn xff(proxies: &TrustedProxies, peer: &str, values: &[&str]) -> IpAddr {
        proxies.client(ip(peer), values.iter().map(|v| v.as_bytes()))
    }

    #[test]
    fn blocks_parse_and_contain() {
        let block: Cidr = "10.0.0.0/8".parse().expect("a block");
        assert!(block.contains(ip("10.255.0.1")));
        assert!(!block.contains(ip("11.0.0.1")));
        let one: Cidr = "192.0.2.7".parse().expect("an address");
        assert_eq!(one.to_string(), "192.0.2.7/32");
        assert!(one.contains(ip("192.0.2.7")) && !one.contains(ip("192.0.2.8")));
        let v6: Cidr = "fd00::/8".parse().expect("a v6 block");
        assert!(v6.contains(ip("fd12::1")) && !v6.contains(ip("fe80::1")));
        let all: Cidr = "0.0.0.0/0".parse().expect("everything");
        assert!(all.contains(ip("203.0.113.1")) && !all.contains(ip("::1")));
        let mapped: Cidr = "::ffff:10.0.0.0/104".parse().expect("a mapped block");
        assert_eq!(mapped.to_string(), "10.0.0.0/8");
        assert!(mapped.contains(ip("::ffff:10.1.2.3").to_canonical()));
    }

    #[test]
    fn lists_are_comma_separated_and_may_be_empty() {
        let list: CidrList = " 10.0.0.0/8, ::1 ,".parse().expect("a list");
        assert_eq!(list.0.len(), 2);
        assert_eq!(list.0[1].to_string(), "::1/128");
        assert_eq!("".parse::<CidrList>(), Ok(CidrList::default()));
        let error = "10.0.0.0/8,lb".parse::<CidrList>().expect_err("lb");
        assert!(error.to_string().contains("\"lb\""), "{error}");
    }

    #[test]
    fn bad_blocks_are_refused_with_a_reason() {
        let error = |text: &str| text.parse::<Cidr>().expect_err(text).to_string();
        assert!(error("10.0.0.0/33").contains("0 to 32"));
        assert!(error("fd00::/129").contains("0 to 128"));
        assert!(error("10.1.2.3/8").contains("did you mean 10.0.0.0/8"));
        assert!(error("nginx").contains("not an IP address"));
        assert!(error("10.0.0.0/").contains("prefix length"));
        assert!(error("").contains("not an IP address"));
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_sends() {
        let proxies = trusting(&["10.0.0.0/8"], ForwardedHeader::XForwardedFor);
        assert_eq!(
            xff(&proxies, "192.0.2.1", &["198.51.100.9"]),
            ip("192.0.2.1")
        );
        assert_eq!(
            xff(&TrustedProxies::default(), "10.0.0.1", &["198.51.100.9"]),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn the_rightmost_untrusted_address_is_the_client() {
        let proxies = trusting(&["10.0.0.0/8", "fd00::/8"], ForwardedHeader::XForwardedFor);
        // What the client wrote itself (the spoofed first entry) is ignored.
        assert_eq!(
            xff(
                &proxies,
                "10.0.0.1",
                &["198.51.100.9, 203.0.113.5, 10.1.1.1"]
            ),
            ip("203.0.113.5")
        );
        // Several header lines are one list, in order.
        assert_eq!(
            xff(
                &proxies,
                "10.0.0.1",
                &["198.51.100.9", "203.0.113.5,10.1.1.1"]
            ),
            ip("203.0.113.5")
        );
        assert_eq!(
            xff(&proxies, "fd00::1", &["2001:db8::7"]),
            ip("2001:db8::7")
        );
        assert_eq!(
            xff(&proxies, "::ffff:10.0.0.1", &["[2001:db8::7]:4711"]),
            ip("2001:db8::7")
        );
        assert_eq!(
            xff(&proxies, "10.0.0.1", &["203.0.113.5:1234"]),
            ip("203.0.113.5")
        );
        // All trusted: the leftmost, the furthest one known.
        assert_eq!(
            xff(&proxies, "10.0.0.1", &["10.9.9.9, 10.1.1.1"]),
            ip("10.9.9.9")
        );
        // No header: the proxy itself.
        assert_eq!(xff(&proxies, "10.0.0.1", &[]), ip("10.0.0.1"));
    }

    #[test]
    fn a_malformed_entry_reached_in_the_walk_means_the_peer() {
        let proxies = trusting(&["10.0.0.0/8"], ForwardedHeader::XForwardedFor);
        let peer = ip("10.0.0.1");
        for bad in [
            "not-an-address",
            "203.0.113.5,",
            "203.0.113.5, , 10.1.1.1",
            "",
            "unknown",
            "203.0.113.5:99999999",
            "[2001:db8::1",
            "203.0.113.5 198.51.100.1",
        ] {
            assert_eq!(xff(&proxies, "10.0.0.1", &[bad]), peer, "{bad:?}");
        }
        assert_eq!(proxies.client(peer, [b"\xff\xfe".as_slice()]), peer);
        // Garbage left of the client is never reached.
        assert_eq!(
            xff(&proxies, "10.0.0.1", &["garbage, 203.0.113.5"]),
            ip("203.0.113.5")
        );
    }

    #[test]
    fn forwarded_for_nodes_are_read() {
        let proxies = trusting(&["10.0.0.0/8"], ForwardedHeader::Forwarded);
        let client = |values: &[&str]| xff(&proxies, "10.0.0.1", values);
        assert_eq!(
            client(&["for=198.51.100.9, for=203.0.113.5;proto=https;by=10.0.0.1"]),
            ip("203.0.113.5")
        );
        assert_eq!(
            client(&["For=\"[2001:db8:cafe::17]:4711\", for=10.2.2.2"]),
            ip("2001:db8:cafe::17")
        );
        assert_eq!(
            client(&["proto=http;for=203.0.113.5:80"]),
            ip("203.0.113.5")
        );
        // The X-Forwarded-For header is not read then.
        assert_eq!(
            proxies.client(ip("10.0.0.1"), [b"203.0.113.5".as_slice()]),
            ip("10.0.0.1")
        );
        for bad in [
            "for=unknown",
            "for=_hidden",
            "proto=https",
            "for=203.0.113.5;for=198.51.100.1",
            "for=\"203.0.113.5",
            "for=\"203.0.\\\"113.5\"",
            "for",
            "for=\"[2001:db8::1],\"",
        ] {
            assert_eq!(client(&[bad]), ip("10.0.0.1"), "{bad:?}");
        }
    }
}
