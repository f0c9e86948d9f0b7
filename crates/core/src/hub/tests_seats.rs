//! One seat per token across games: two searches with one seat token at
//! once, for tables of different options, get one seat between them (the
//! store refuses the second seat in the join's own transaction).

use std::path::Path;
use std::sync::Arc;

use mountain_goats_rules::{Config, Seed};

use super::tests::Versions;
use super::{Hub, HubOptions, Wanted};
use crate::hosted::Table;
use crate::store::{Durability, Store};

/// A search for a table of `players` with `token`.
pub(super) fn wanted(players: u8, token: &str) -> Wanted {
    Wanted {
        config: Config::new(players),
        seed: Seed([players; 32]),
        table: Table::default(),
        house_fill: None,
        player_name: "Ann".into(),
        token: Some(token.to_owned()),
        dice_contribution: vec![1; 32],
        creator: None,
        account: None,
    }
}

/// Runs the two searches at once on `first` and `second` (the same hub, or
/// two over one store) and checks they got the same seat.
pub(super) async fn one_seat_for_two_searches(
    first: &Arc<Hub<Versions>>,
    second: &Arc<Hub<Versions>>,
    round: usize,
) {
    let token = format!("one-token-for-two-searches-{round}-0123456789abcdef");
    let (a, b) = tokio::join!(
        first.find(wanted(2, &token)),
        second.find(wanted(3, &token))
    );
    let (a, b) = (a.expect("the first search"), b.expect("the second search"));
    assert_eq!(
        (&a.0.id, a.1),
        (&b.0.id, b.1),
        "round {round}: one token, one seat (not one at each table)"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_searches_with_one_token_share_one_seat() {
    let (store, thread) =
        Store::sqlite(Path::new(":memory:"), Durability::Process).expect("a store");
    let hub = Hub::<Versions>::new(store.clone(), HubOptions::default());
    for round in 0..20 {
        one_seat_for_two_searches(&hub, &hub, round).await;
    }
    hub.shut_down().await;
    store.close();
    thread.join();
}
