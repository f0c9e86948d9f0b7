//! Watch updates encoded once and sent as the same bytes to every watcher.
//!
//! A protobuf message is the concatenation of its fields, and a message
//! field that appears twice is merged. So the update every watcher gets is
//! encoded once, and the seat to move gets the same bytes followed by an
//! encoding of just its legal moves, which decoders merge into the update.

use bytes::{Buf, BufMut, Bytes};
use prost::Message;
use prost::encoding::{DecodeContext, WireType};

use crate::api::v1::{LegalMove, WatchGameResponse};

/// A `WatchGameResponse` already encoded: the shared part, then the
/// watcher's own part (empty for most).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EncodedUpdate {
    shared: Bytes,
    own: Bytes,
}

impl EncodedUpdate {
    /// An update made of `shared`, plus `own` for this watcher.
    pub fn new(shared: Bytes, own: Bytes) -> EncodedUpdate {
        EncodedUpdate { shared, own }
    }

    /// Encodes a message that is not shared.
    pub fn single(message: &WatchGameResponse) -> EncodedUpdate {
        EncodedUpdate::new(message.encode_to_vec().into(), Bytes::new())
    }
}

impl Message for EncodedUpdate {
    fn encode_raw(&self, buf: &mut impl BufMut) {
        buf.put_slice(&self.shared);
        buf.put_slice(&self.own);
    }

    fn merge_field(
        &mut self,
        tag: u32,
        wire_type: WireType,
        buf: &mut impl Buf,
        ctx: DecodeContext,
    ) -> Result<(), prost::DecodeError> {
        // Only ever encoded by the server; decoding skips everything.
        prost::encoding::skip_field(wire_type, tag, buf, ctx)
    }

    fn encoded_len(&self) -> usize {
        self.shared.len() + self.own.len()
    }

    fn clear(&mut self) {
        self.shared.clear();
        self.own.clear();
    }
}

/// One change of a game, encoded for watchers.
#[derive(Debug)]
pub struct Update {
    /// The game's version after the change.
    pub version: u64,
    /// `WatchGameResponse { change }`, without legal moves.
    pub change: Bytes,
    /// The seat to move after the change, if any.
    pub seat_to_move: Option<u8>,
    /// `WatchGameResponse { change { legal_moves } }` for that seat.
    pub legal_moves: Bytes,
    /// Whether this is the last update of the game.
    pub last: bool,
}

impl Update {
    /// The bytes for a watcher in `seat` (or no seat).
    pub fn for_seat(&self, seat: Option<u8>) -> EncodedUpdate {
        let own = if seat.is_some() && seat == self.seat_to_move {
            self.legal_moves.clone()
        } else {
            Bytes::new()
        };
        EncodedUpdate::new(self.change.clone(), own)
    }
}

/// Encodes the legal-moves part of a change:
/// `WatchGameResponse { change (2) { legal_moves (4) } }`.
pub fn encode_change_legal_moves(legal_moves: &[LegalMove]) -> Bytes {
    encode_legal_moves(2, 4, legal_moves)
}

/// Encodes the legal-moves part of a snapshot:
/// `WatchGameResponse { snapshot (1) { legal_moves (2) } }`.
pub fn encode_snapshot_legal_moves(legal_moves: &[LegalMove]) -> Bytes {
    encode_legal_moves(1, 2, legal_moves)
}

/// Writes the fields by hand, so the moves are encoded from where they are
/// kept instead of being cloned into a message first.
fn encode_legal_moves(update_field: u32, moves_field: u32, legal_moves: &[LegalMove]) -> Bytes {
    let mut inner = Vec::new();
    for legal_move in legal_moves {
        prost::encoding::message::encode(moves_field, legal_move, &mut inner);
    }
    let mut out = Vec::with_capacity(inner.len() + 8);
    prost::encoding::encode_key(update_field, WireType::LengthDelimited, &mut out);
    prost::encoding::encode_varint(inner.len() as u64, &mut out);
    out.extend_from_slice(&inner);
    out.into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::v1::{Game, GameChange, GameSnapshot, Move, watch_game_response};

    #[test]
    fn appended_legal_moves_merge_into_the_change() {
        let shared = WatchGameResponse {
            update: Some(watch_game_response::Update::Change(GameChange {
                version: 7,
                events: vec![],
                game: Some(Game {
                    name: "games/x".into(),
                    ..Game::default()
                }),
                legal_moves: vec![],
            })),
        };
        let legal = vec![LegalMove {
            r#move: Some(Move {
                faces: vec![1, 2, 3, 4],
                groups: vec![],
            }),
            summary: "s".into(),
            events: vec![],
        }];
        let update = Update {
            version: 7,
            change: shared.encode_to_vec().into(),
            seat_to_move: Some(1),
            legal_moves: encode_change_legal_moves(&legal),
            last: false,
        };
        let decode = |seat| {
            WatchGameResponse::decode(update.for_seat(seat).encode_to_vec().as_slice())
                .expect("valid protobuf")
        };
        let Some(watch_game_response::Update::Change(change)) = decode(Some(1)).update else {
            panic!("a change");
        };
        assert_eq!(change.version, 7);
        assert_eq!(change.game.map(|g| g.name), Some("games/x".into()));
        assert_eq!(change.legal_moves, legal);
        assert_eq!(decode(Some(0)), shared);
        assert_eq!(decode(None), shared);

        // The hand-written encodings are prost's own.
        let change = WatchGameResponse {
            update: Some(watch_game_response::Update::Change(GameChange {
                legal_moves: legal.clone(),
                ..GameChange::default()
            })),
        };
        assert_eq!(encode_change_legal_moves(&legal), change.encode_to_vec());
        let snapshot = WatchGameResponse {
            update: Some(watch_game_response::Update::Snapshot(GameSnapshot {
                legal_moves: legal.clone(),
                ..GameSnapshot::default()
            })),
        };
        assert_eq!(
            encode_snapshot_legal_moves(&legal),
            snapshot.encode_to_vec()
        );
    }
}
