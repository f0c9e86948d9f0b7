//! What a well-formed request of a single-message call is: one
//! length-prefixed gRPC message (flag 0, or 1 when `grpc-encoding` names
//! gzip), its declared length present, nothing after it, at most
//! [`MAX_REQUEST_BYTES`]. The request-body layer (`request_body.rs`) and the
//! codec check requests against it; `status.rs` says each [`FrameError`] as
//! a status.

use std::io::Read as _;

use bytes::{BufMut, Bytes, BytesMut};
use http::HeaderMap;

/// The largest request accepted, in bytes. Every valid request is far smaller.
pub const MAX_REQUEST_BYTES: usize = 64 * 1024;

/// A message's header: its flag byte and its length (4 bytes, big-endian).
pub(crate) const HEADER: usize = 5;

/// The request metadata that names a message's compression.
pub(crate) const ENCODING: &str = "grpc-encoding";

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
