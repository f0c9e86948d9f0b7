//! The commands that are clients of a server, not part of it: `watch` and
//! `export` speak to a running server over gRPC like any other client, and
//! `replay` checks an exported file with the rules alone. They live in the
//! binary, beside the server library rather than inside it. What they print
//! for people is in the rules' five languages ([`words`]).

pub mod export;
pub mod spectator;
pub mod words;
