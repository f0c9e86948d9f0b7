//! Changes encoded once, and answers assembled from the same bytes.
//!
//! A protobuf message is the concatenation of its fields, and a message
//! field that appears twice is merged. So a change is encoded once — the
//! game and the events — and the bytes are reused: every watcher gets the
//! same `WatchGameResponse`, the mover's `SubmitMoveResponse` is the same
//! game and events under other field numbers, and the seat to move gets
//! the shared bytes followed by an encoding of just its legal moves, which
//! decoders merge into the update.

use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::{Buf, BufMut, Bytes, BytesMut};
use mountain_goats_core::Encoding;
use mountain_goats_core::hosted::{GameEvent, GameView};
use mountain_goats_core::projection::{Sent, Stopping, WatchStream};
use mountain_goats_rules::Game;
use prost::Message;
use prost::encoding::{DecodeContext, WireType, encode_key, encode_varint, encoded_len_varint};
use tokio_stream::Stream;

use crate::api::v1 as pb;
use crate::api::{events_to_proto, game_to_proto, legal_moves_to_proto, timestamp};

/// A message already encoded, in up to three parts written one after the
/// other. The server's generated code uses it in place of the responses it
/// assembles from shared bytes (see `build.rs`), so tonic copies bytes
/// instead of encoding per recipient.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Encoded {
    parts: [Bytes; 3],
}

impl Encoded {
    /// A message made of `shared`, plus `own` for one recipient.
    pub fn new(shared: Bytes, own: Bytes) -> Encoded {
        Encoded {
            parts: [shared, own, Bytes::new()],
        }
    }

    /// A message made of three parts.
    pub fn of(parts: [Bytes; 3]) -> Encoded {
        Encoded { parts }
    }
}

impl Message for Encoded {
    fn encode_raw(&self, buf: &mut impl BufMut) {
        for part in &self.parts {
            buf.put_slice(part);
        }
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
        self.parts.iter().map(Bytes::len).sum()
    }

    fn clear(&mut self) {
        self.parts = Default::default();
    }
}

/// The key and length that open a length-delimited field.
fn field_head(field: u32, len: usize) -> Bytes {
    let mut head = BytesMut::with_capacity(1 + encoded_len_varint(len as u64) + 1);
    encode_key(field, WireType::LengthDelimited, &mut head);
    encode_varint(len as u64, &mut head);
    head.freeze()
}

/// The protobuf encoding of the core's changes: the [`Encoding`] the
/// server's hub is made with.
#[derive(Clone, Copy, Debug, Default)]
pub struct Protobuf;

/// The hub, its changes encoded as protobuf.
pub type Hub = mountain_goats_core::hub::Hub<Protobuf>;
/// One change, encoded as protobuf.
pub type Update = mountain_goats_core::Update<Protobuf>;
/// The legal moves of one roll, encoded as protobuf when first needed.
pub type Legal = mountain_goats_core::Legal<Protobuf>;

/// One change of a game, encoded.
#[derive(Debug)]
pub struct Change {
    /// The encoded `Game` after the change.
    pub game: Bytes,
    /// The events, encoded as the repeated field 2 of both `GameChange`
    /// and `SubmitMoveResponse`.
    pub events: Bytes,
    /// `WatchGameResponse { change }`, without legal moves; for a
    /// heartbeat, `WatchGameResponse { heartbeat }`.
    pub message: Bytes,
}

/// The legal moves of one roll, encoded.
#[derive(Debug)]
pub struct Moves {
    /// The moves as repeated field 4, the field number of both
    /// `GameChange.legal_moves` and `ListLegalMovesResponse.legal_moves`.
    field4: Bytes,
    /// `WatchGameResponse { change (2) { legal_moves (4) } }`.
    for_change: Bytes,
    /// `ListLegalMovesResponse` without its moves.
    list_head: Bytes,
}

impl Encoding for Protobuf {
    type Change = Change;
    type Moves = Moves;

    fn change(view: &GameView, events: &[GameEvent]) -> Change {
        let game = Bytes::from(game_to_proto(view).encode_to_vec());
        let mut event_bytes = BytesMut::new();
        for event in events_to_proto(events, &view.seed) {
            prost::encoding::message::encode(2, &event, &mut event_bytes);
        }
        let events = event_bytes.freeze();
        // GameChange { version (1), events (2), game (3) }
        let change_len = if view.version == 0 {
            0
        } else {
            1 + encoded_len_varint(view.version)
        } + events.len()
            + 1
            + encoded_len_varint(game.len() as u64)
            + game.len();
        let mut message = BytesMut::with_capacity(change_len + 8);
        encode_key(2, WireType::LengthDelimited, &mut message);
        encode_varint(change_len as u64, &mut message);
        if view.version != 0 {
            encode_key(1, WireType::Varint, &mut message);
            encode_varint(view.version, &mut message);
        }
        message.put_slice(&events);
        encode_key(3, WireType::LengthDelimited, &mut message);
        encode_varint(game.len() as u64, &mut message);
        message.put_slice(&game);
        Change {
            game,
            events,
            message: message.freeze(),
        }
    }

    fn heartbeat(version: u64, now_ms: u64) -> Change {
        let beat = pb::WatchGameResponse {
            update: Some(pb::watch_game_response::Update::Heartbeat(pb::Heartbeat {
                version,
                time: Some(timestamp(now_ms)),
            })),
        };
        Change {
            game: Bytes::new(),
            events: Bytes::new(),
            message: beat.encode_to_vec().into(),
        }
    }

    fn moves(version: u64, game: &Game) -> Moves {
        // Only the bytes are kept: the messages are dropped as soon as they
        // are encoded.
        let moves = legal_moves_to_proto(game);
        let len: usize = moves
            .iter()
            .map(|m| prost::encoding::message::encoded_len(4, m))
            .sum();
        let mut for_change = BytesMut::with_capacity(len + 8);
        for_change.put_slice(&field_head(2, len));
        let head = for_change.len();
        for legal_move in &moves {
            prost::encoding::message::encode(4, legal_move, &mut for_change);
        }
        let for_change = for_change.freeze();
        let list_head = pb::ListLegalMovesResponse {
            version,
            seat: u32::from(game.current_seat()),
            roll: game.current_roll().map(|r| pb::Roll {
                dice: r.0.iter().map(|&d| u32::from(d)).collect(),
            }),
            legal_moves: Vec::new(),
        };
        Moves {
            field4: for_change.slice(head..),
            for_change,
            list_head: list_head.encode_to_vec().into(),
        }
    }
}

/// `SubmitMoveResponse { game (1), events (2) }` from the change's bytes.
pub fn move_answer(update: &Update) -> Encoded {
    let change = &update.encoded;
    Encoded::of([
        field_head(1, change.game.len()),
        change.game.clone(),
        change.events.clone(),
    ])
}

/// `GetGameResponse { game (1) }`-shaped bytes: a message whose field 1 is
/// the game.
pub fn game_answer(update: &Update) -> Encoded {
    let game = &update.encoded.game;
    Encoded::new(field_head(1, game.len()), game.clone())
}

/// The key of a length-delimited field numbered below 16: one byte.
const fn short_key(field: u8) -> u8 {
    (field << 3) | 2
}

/// The part of a snapshot that carries the legal moves:
/// `WatchGameResponse { snapshot (1) { legal_moves (2) } }`.
fn for_snapshot(legal: &Legal) -> Bytes {
    let field4 = &legal.encoded().field4;
    let mut out = BytesMut::with_capacity(field4.len() + 8);
    out.put_slice(&field_head(1, field4.len()));
    let head = out.len();
    out.put_slice(field4);
    // The same moves under field number 2: each one's key is one byte, so
    // only that byte changes.
    let mut at = head;
    while at < out.len() {
        debug_assert_eq!(out[at], short_key(4));
        out[at] = short_key(2);
        let mut rest = &out[at + 1..];
        let before = rest.len();
        let Ok(len) = prost::encoding::decode_varint(&mut rest) else {
            break;
        };
        at += 1 + (before - rest.len()) + len as usize;
    }
    out.freeze()
}

/// `ListLegalMovesResponse { version, seat, roll, legal_moves }`.
pub fn list_answer(legal: &Legal) -> Encoded {
    let moves = legal.encoded();
    Encoded::new(moves.list_head.clone(), moves.field4.clone())
}

/// A snapshot: `WatchGameResponse { snapshot { game } }`, with the legal
/// moves when the watcher's seat is to move.
pub fn snapshot(game: &Bytes, legal: Option<&Legal>) -> Encoded {
    // GameSnapshot { game (1) }
    let inner_len = 1 + encoded_len_varint(game.len() as u64) + game.len();
    let mut head = BytesMut::with_capacity(16);
    encode_key(1, WireType::LengthDelimited, &mut head);
    encode_varint(inner_len as u64, &mut head);
    encode_key(1, WireType::LengthDelimited, &mut head);
    encode_varint(game.len() as u64, &mut head);
    Encoded::of([
        head.freeze(),
        game.clone(),
        legal.map(for_snapshot).unwrap_or_default(),
    ])
}

/// A watcher's message, written from the shared bytes: the change (or
/// snapshot) followed by the watcher's own legal moves, which decoders
/// merge into it.
pub fn sent(message: &Sent<Protobuf>) -> Encoded {
    match message {
        Sent::Change(update, legal) => Encoded::new(
            update.encoded.message.clone(),
            legal
                .as_ref()
                .map(|l| l.encoded().for_change.clone())
                .unwrap_or_default(),
        ),
        Sent::Snapshot(update, legal) => snapshot(&update.encoded.game, legal.as_deref()),
    }
}

/// A watch stream on the wire: the core's stream, each message written
/// from shared bytes, and the server's shutdown as a status.
#[derive(Debug)]
pub struct Watch {
    inner: WatchStream<Protobuf>,
    stopping: fn() -> tonic::Status,
}

impl Watch {
    /// `inner` on the wire; it ends with `stopping()` at shutdown.
    pub fn new(inner: WatchStream<Protobuf>, stopping: fn() -> tonic::Status) -> Watch {
        Watch { inner, stopping }
    }
}

impl Stream for Watch {
    type Item = Result<Encoded, tonic::Status>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let stopping = self.stopping;
        Pin::new(&mut self.inner).poll_next(cx).map(|item| {
            item.map(|message| match message {
                Ok(message) => Ok(sent(&message)),
                Err(Stopping::ShuttingDown) => Err(stopping()),
                Err(lost @ Stopping::HistoryLost) => Err(crate::status::history_lost(lost)),
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mountain_goats_core::hosted::{DiceSource, Entry, HostedGame};
    use mountain_goats_rules::{Config, Seed};
    use std::sync::Arc;

    /// A 2-player game, both seats taken, first roll made.
    fn playing() -> HostedGame {
        let mut game = HostedGame::create(
            "g".into(),
            Entry::Created {
                config: Config::new(2),
                seed: Seed([3; 32]),
                time_ms: 1,
                table: Default::default(),
                dice: DiceSource::ChosenSeed,
                draw_first_seat: false,
            },
        )
        .expect("created");
        for seat in 0..2 {
            game.replay(Entry::Joined {
                seat,
                player_name: format!("p{seat}"),
                token_hash: format!("{seat}"),
                time_ms: 2,
                house: None,
                dice_contribution: Vec::new(),
                account: None,
            })
            .expect("joined");
        }
        game
    }

    #[test]
    fn every_assembled_message_is_what_prost_would_encode() {
        let hosted = playing();
        let view = hosted.view();
        let (_, events) = hosted.history(2).pop().expect("the last join");
        let update = Update::change(&view, &events);
        let game = game_to_proto(&view);
        let events = events_to_proto(&events, &view.seed);
        let decode = |bytes: Vec<u8>| pb::WatchGameResponse::decode(bytes.as_slice());

        let change = pb::WatchGameResponse {
            update: Some(pb::watch_game_response::Update::Change(pb::GameChange {
                version: view.version,
                events: events.clone(),
                game: Some(game.clone()),
                legal_moves: Vec::new(),
            })),
        };
        assert_eq!(update.encoded.message, change.encode_to_vec());

        let answer = pb::SubmitMoveResponse {
            game: Some(game.clone()),
            events: events.clone(),
        };
        assert_eq!(move_answer(&update).encode_to_vec(), answer.encode_to_vec());
        let get = pb::GetGameResponse {
            game: Some(game.clone()),
        };
        assert_eq!(game_answer(&update).encode_to_vec(), get.encode_to_vec());

        // The seat to move: the change and its legal moves, merged.
        let legal = Arc::new(Legal::new(view.version, view.game.clone()));
        let moves = legal_moves_to_proto(&view.game);
        assert!(!moves.is_empty());
        let update = Arc::new(update);
        let merged = sent(&Sent::Change(update.clone(), Some(legal.clone())));
        let Some(pb::watch_game_response::Update::Change(got)) =
            decode(merged.encode_to_vec()).expect("decodes").update
        else {
            panic!("a change");
        };
        assert_eq!(got.legal_moves, moves);
        assert_eq!(got.game, Some(game.clone()));

        let list = pb::ListLegalMovesResponse {
            version: view.version,
            seat: u32::from(view.game.current_seat()),
            roll: view.game.current_roll().map(|r| pb::Roll {
                dice: r.0.iter().map(|&d| u32::from(d)).collect(),
            }),
            legal_moves: moves.clone(),
        };
        assert_eq!(list_answer(&legal).encode_to_vec(), list.encode_to_vec());

        let snap = pb::WatchGameResponse {
            update: Some(pb::watch_game_response::Update::Snapshot(
                pb::GameSnapshot {
                    game: Some(game),
                    legal_moves: moves,
                },
            )),
        };
        let whole = sent(&Sent::Snapshot(update, Some(legal))).encode_to_vec();
        assert_eq!(decode(whole).expect("decodes"), snap);
    }
}
