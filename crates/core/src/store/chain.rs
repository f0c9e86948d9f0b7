//! Each stored entry's link to the history it was appended on: a chain
//! hash, `SHA-256(the entry before's link ‖ version ‖ the entry's text)`.
//!
//! Why: several servers append to one PostgreSQL log, and a server's copy
//! of a game in memory can go stale in a way no version number shows. When
//! the database loses its last acknowledged entries (a crash under
//! `--durability process`, or a failover to an asynchronous replica) and
//! another server then appends its own entries at those versions, a copy
//! that still holds the lost ones sees "version n−1 exists" and would
//! append on top of a history that is not its own: a forked game. So every
//! append names the link of the entry it builds on, and the database
//! stores it only if that entry is still the one at version n−1
//! (`store/postgres`); a copy that lost that race is told
//! [`StoreError::HistoryLost`](super::StoreError::HistoryLost) and reloads.
//!
//! The link is computed from the stored text, never from an entry encoded
//! again, so entries written by an older server keep their links. Entries
//! stored before links existed have none (`NULL`); an append after such an
//! entry names none, and from there on the chain holds.
//!
//! A SQLite file has one writer, the process that locked it, and a server
//! reads its games from the file again after any restart: no copy of a game
//! can outlive the history it was built on, so SQLite stores no links.

use sha2::{Digest, Sha256};

/// The link of one stored entry.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Link([u8; 32]);

impl Link {
    /// The link of the entry stored as `version` with `text`, appended on
    /// top of the entry whose link is `before` (none: the first entry, or
    /// an entry stored before links existed).
    pub fn next(before: Option<&Link>, version: u64, text: &str) -> Link {
        let mut hash = Sha256::new();
        hash.update(b"mountain-goats log link v1\0");
        hash.update(before.map_or(&[0; 32], |link| &link.0));
        hash.update(version.to_be_bytes());
        hash.update(text.as_bytes());
        Link(hash.finalize().into())
    }

    /// The link as stored.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// A stored link; `None` for a value that is not one (not 32 bytes).
    pub fn from_stored(bytes: &[u8]) -> Option<Link> {
        bytes.try_into().ok().map(Link)
    }
}

impl std::fmt::Debug for Link {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Link({})", hex::encode(&self.0[..6]))
    }
}

#[cfg(test)]
mod tests {
    use super::Link;

    #[test]
    fn a_link_depends_on_the_history_the_version_and_the_text() {
        let first = Link::next(None, 1, "a");
        assert_eq!(
            first,
            Link::next(None, 1, "a"),
            "the same inputs, the same link"
        );
        let second = Link::next(Some(&first), 2, "b");
        // The same entry text on another history, at another version, or
        // another text on the same history: another link.
        let other_first = Link::next(None, 1, "a'");
        assert_ne!(second, Link::next(Some(&other_first), 2, "b"));
        assert_ne!(second, Link::next(Some(&first), 3, "b"));
        assert_ne!(second, Link::next(Some(&first), 2, "b'"));
        assert_ne!(second, Link::next(None, 2, "b"));
        assert_eq!(Link::from_stored(second.as_bytes()), Some(second));
        assert_eq!(Link::from_stored(&[0; 31]), None);
    }
}
