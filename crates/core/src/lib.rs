//! The game core of the mountain-goats server: hosted games and the hub
//! that runs them, free of any wire format.
//!
//! A change flows one way: the [`hub`] finds the game's task, the task has
//! the rules judge it ([`hosted`]), the [`store`] make it durable, and
//! publishes it to the game's [`projection`], which answers reads and feeds
//! watchers. The projection keeps each change as the wire encoded it, once,
//! through the [`Encoding`] the wire side supplies: this crate depends on no
//! protobuf and no transport (`cargo tree -p mountain-goats-core`).

pub mod background;
mod backoff;
pub mod chances;
pub mod clock;
mod encoding;
pub mod hosted;
pub mod hub;
pub mod ladder;
pub mod metrics;
pub mod projection;
pub mod secrets;
pub mod store;

pub use encoding::{Encoding, Legal, Update};
