//! The rated ladder: accounts, their ratings, and how a rated game's result
//! moves them.
//!
//! An account is a name and a secret key (of which the store keeps only the
//! SHA-256, like a seat token's). Its rating is a Weng-Lin (OpenSkill)
//! rating, μ and σ, shown and ranked as μ − 3σ. A rated game reports its
//! result as a [`RatedEnd`] with the append that ends it, and the store
//! applies [`rate`] in that append's transaction: a game is rated exactly
//! once, whatever crashes around it.
//!
//! The server's house bots play rated games as house accounts, one per
//! strategy ([`house_account`]), the ladder's fixed anchors. A house
//! account may hold several seats of one game (the arena rates a strategy
//! in several seats the same way): it moves by the mean of its seats'
//! changes.

use std::collections::BTreeMap;

use mountain_goats_rules::Game;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// The prefix of every account key; the rest is 64 hex digits.
pub const KEY_PREFIX: &str = "mgk_";

/// The strategies that have house accounts, in ladder order of strength
/// as the arena finds it.
pub const HOUSE_STRATEGIES: [&str; 3] = ["random", "greedy", "expert"];

/// The width of a rating band, in displayed points: the rated queue seats
/// a player first at a table opened by a player of the same band.
pub const BAND_WIDTH: f64 = 5.0;

/// How long a rated table waits before it takes players one band further
/// away: at once it takes the bands next to its own, after 15 s two bands
/// away, after a minute five (25 to 30 points: most of the ladder).
pub const WIDENS_EVERY_MS: u64 = 15_000;

/// The farthest band the rated queue looks in, either way.
pub const FARTHEST_BAND: i32 = 6;

/// The band of a displayed rating.
pub fn band(displayed: f64) -> i32 {
    (displayed / BAND_WIDTH).floor().clamp(-1000.0, 1000.0) as i32
}

/// Whether a rated table of band `table`, open for `waited_ms`, takes a
/// player of band `player`.
pub fn reaches(table: i32, waited_ms: u64, player: i32) -> bool {
    let reach = 1 + waited_ms / WIDENS_EVERY_MS;
    u64::from(table.abs_diff(player)) <= reach
}

/// A rating: Weng-Lin's μ and σ.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The estimated skill.
    pub mu: f64,
    /// The estimate's uncertainty.
    pub sigma: f64,
}

impl Default for Rating {
    /// A new account's: μ = 25, σ = 25/3 (displayed 0).
    fn default() -> Rating {
        let fresh = WengLinRating::new();
        Rating {
            mu: fresh.rating,
            sigma: fresh.uncertainty,
        }
    }
}

impl Rating {
    /// The rating shown and ranked by: μ − 3σ, which the skill exceeds
    /// with about 99.9% confidence, so that a lucky newcomer does not top
    /// the ladder after one game.
    pub fn displayed(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// An account as the store keeps it (never its key).
#[derive(Clone, Debug, PartialEq)]
pub struct Account {
    /// The account id (the resource name is `accounts/{id}`).
    pub id: String,
    /// The name shown.
    pub display_name: String,
    /// The rating now.
    pub rating: Rating,
    /// Rated games finished.
    pub rated_games: u32,
    /// When the account was made (ms since the epoch).
    pub created_ms: u64,
    /// The strategy of a house account.
    pub house_strategy: Option<String>,
    /// Whether its key was revoked.
    pub key_revoked: bool,
    /// When it last finished a rated game.
    pub last_game_ms: Option<u64>,
}

/// One rated game of an account, as its history keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    /// The game id.
    pub game: String,
    /// When the game ended (ms since the epoch).
    pub end_ms: u64,
    /// The account's place (1: a winner).
    pub place: u32,
    /// Seats in the game.
    pub players: u32,
    /// The rating after the game.
    pub rating: Rating,
    /// How the displayed rating moved.
    pub displayed_change: f64,
}

/// A finished rated game's result, applied to the ratings with the append
/// that ends the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedEnd {
    /// The game id.
    pub game: String,
    /// When it ended (ms since the epoch).
    pub end_ms: u64,
    /// Each seat's account and place, in seat order.
    pub seats: Vec<(String, u32)>,
}

impl RatedEnd {
    /// The result of `game`, once over, with the account of each seat.
    pub fn of(id: &str, game: &Game, accounts: &[Option<String>], end_ms: u64) -> Option<RatedEnd> {
        let result = game.result()?;
        let mut seats = Vec::with_capacity(accounts.len());
        for (seat, account) in accounts.iter().enumerate() {
            let place = result
                .standings
                .iter()
                .find(|s| usize::from(s.seat) == seat)?
                .rank;
            seats.push((account.clone()?, u32::from(place)));
        }
        Some(RatedEnd {
            game: id.to_owned(),
            end_ms,
            seats,
        })
    }

    /// The accounts of the game, each once, in a fixed order (the order the
    /// store locks their rows in, so that two games ending at once on a
    /// shared store never wait for each other in a circle).
    pub fn accounts(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = self.seats.iter().map(|(id, _)| id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }
}

/// What one account's rating becomes after a rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    /// The account id.
    pub account: String,
    /// The rating before.
    pub before: Rating,
    /// The rating after.
    pub after: Rating,
    /// Its best place in the game (1: a winner).
    pub place: u32,
}

/// The ratings after `end`, from the ratings before (`before`, by account
/// id; an account missing from it counts as new). Each seat is a team of
/// one; an account in several seats (a house account) moves by the mean of
/// its seats' changes, and its σ becomes their mean.
pub fn rate(end: &RatedEnd, before: &BTreeMap<String, Rating>) -> Vec<Rated> {
    let rating_of = |id: &str| before.get(id).copied().unwrap_or_default();
    let teams: Vec<[WengLinRating; 1]> = end
        .seats
        .iter()
        .map(|(id, _)| {
            let r = rating_of(id);
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(&end.seats)
        .map(|(team, (_, place))| (&team[..], MultiTeamOutcome::new(*place as usize)))
        .collect();
    let updated = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    // Per account: the sum of its seats' μ changes and σs, the seats, and its best place.
    let mut moves: BTreeMap<&str, (f64, f64, f64, u32)> = BTreeMap::new();
    for (((id, place), team), after) in end.seats.iter().zip(&teams).zip(&updated) {
        let Some(after) = after.first() else { continue };
        let entry = moves
            .entry(id.as_str())
            .or_insert((0.0, 0.0, 0.0, u32::MAX));
        entry.0 += after.rating - team[0].rating;
        entry.1 += after.uncertainty;
        entry.2 += 1.0;
        entry.3 = entry.3.min(*place);
    }
    moves
        .into_iter()
        .map(|(id, (mu_change, sigmas, seats, place))| {
            let before = rating_of(id);
            Rated {
                account: id.to_owned(),
                before,
                after: Rating {
                    mu: before.mu + mu_change / seats,
                    sigma: sigmas / seats,
                },
                place,
            }
        })
        .collect()
}

/// The id of the house account of `strategy`.
pub fn house_account(strategy: &str) -> String {
    format!("house-{strategy}")
}

/// The display name of the house account of `strategy` ("House expert").
pub fn house_account_name(strategy: &str) -> String {
    format!("House {strategy}")
}

/// What two display names that may not both exist have in common: case,
/// look-alike characters (Unicode's confusables, UTS #39: Cyrillic `а` for
/// Latin `a`, Greek `Η` for `H`, `0` for `O`, `rn` for `m`, `I` for `l`),
/// accents and other combining marks, characters that show nothing, and
/// the separators `-_.'` and spaces are ignored. A name whose key is empty
/// looks blank.
pub fn name_key(name: &str) -> String {
    use unicode_normalization::char::is_combining_mark;
    use unicode_security::skeleton;
    // The skeleton of the name as written first: a capital's look-alike is
    // a capital (Greek `Η` is `H`), and its lower case may look like
    // nothing Latin (`η`). Then case is folded and the skeleton taken
    // again, for the look-alikes of lower-case letters; the prototypes
    // may be capitals (`0` is `O`), so case is folded once more, and a
    // capital I (a look-alike of l) makes i and l one letter.
    let written: String = skeleton(name).flat_map(char::to_lowercase).collect();
    skeleton(&written)
        .flat_map(char::to_lowercase)
        .filter(|&c| !is_combining_mark(c))
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '_' | '.' | '\''))
        .map(|c| if c == 'i' { 'l' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn end(seats: &[(&str, u32)]) -> RatedEnd {
        RatedEnd {
            game: "g".into(),
            end_ms: 1,
            seats: seats.iter().map(|(a, p)| ((*a).to_owned(), *p)).collect(),
        }
    }

    #[test]
    fn a_winner_rises_and_a_loser_falls_and_both_grow_surer() {
        let rated = rate(&end(&[("a", 1), ("b", 2)]), &BTreeMap::new());
        let a = rated.iter().find(|r| r.account == "a").expect("rated");
        let b = rated.iter().find(|r| r.account == "b").expect("rated");
        assert!(a.after.mu > 25.0 && b.after.mu < 25.0, "{rated:?}");
        assert!(a.after.sigma < a.before.sigma && b.after.sigma < b.before.sigma);
        assert!(a.after.displayed() > b.after.displayed());
        assert_eq!(Rating::default().displayed().round(), 0.0);
    }

    #[test]
    fn a_shared_place_moves_equal_ratings_alike() {
        let rated = rate(&end(&[("a", 1), ("b", 1), ("c", 3)]), &BTreeMap::new());
        assert!(
            (rated[0].after.mu - rated[1].after.mu).abs() < 1e-9,
            "{rated:?}"
        );
        assert!(rated[2].after.mu < rated[0].after.mu);
    }

    #[test]
    fn an_account_in_two_seats_moves_by_the_mean_of_its_seats() {
        let solo = rate(&end(&[("h", 1), ("x", 2)]), &BTreeMap::new());
        let both = rate(&end(&[("h", 1), ("h", 3), ("x", 2)]), &BTreeMap::new());
        assert_eq!(both.len(), 2, "one line per account: {both:?}");
        let h = both.iter().find(|r| r.account == "h").expect("rated");
        let h_solo = solo.iter().find(|r| r.account == "h").expect("rated");
        // A first and a last place: less than a plain win.
        assert!(h.after.mu < h_solo.after.mu, "{h:?} {h_solo:?}");
        assert_eq!(h.place, 1);
    }

    #[test]
    fn the_ratings_before_are_the_starting_point() {
        let strong = Rating {
            mu: 35.0,
            sigma: 2.0,
        };
        let before = BTreeMap::from([("a".to_owned(), strong)]);
        let rated = rate(&end(&[("a", 2), ("b", 1)]), &before);
        let a = rated.iter().find(|r| r.account == "a").expect("rated");
        assert_eq!(a.before, strong);
        // A strong player losing to a newcomer loses little certainty.
        assert!(a.after.mu < 35.0 && a.after.sigma <= 2.0, "{a:?}");
    }

    #[test]
    fn a_table_reaches_further_the_longer_it_waits() {
        assert_eq!(band(0.0), 0);
        assert_eq!(band(4.9), 0);
        assert_eq!(band(-0.1), -1);
        assert_eq!(band(12.0), 2);
        assert!(reaches(2, 0, 3) && reaches(2, 0, 1) && !reaches(2, 0, 4));
        assert!(!reaches(2, 14_999, 4) && reaches(2, 15_000, 4));
        assert!(reaches(0, 60_000, 5) && !reaches(0, 60_000, 6));
    }

    #[test]
    fn look_alike_names_share_a_key() {
        let alice = name_key("Alice");
        for same in [
            "alice",
            "ALICE",
            "AIice",
            "A1ice",
            "Аlice",
            "a-lice",
            "A l i c e",
        ] {
            assert_eq!(name_key(same), alice, "{same}");
        }
        // Capitals whose lower case looks like nothing Latin, accents and
        // other marks, characters that show nothing.
        for (look_alike, latin) in [
            ("Ηouse expert", "House expert"),
            ("Нouse greedy", "House greedy"),
            ("Νina", "Nina"),
            ("Βob", "Bob"),
            ("Ali\u{0301}ce", "Alice"),
            ("A\u{3164}lice", "Alice"),
            ("Al\u{200B}ice", "Alice"),
        ] {
            assert_eq!(name_key(look_alike), name_key(latin), "{look_alike}");
        }
        for blank in ["\u{3164}", "\u{115F}\u{1160}", "\u{200B} \u{FFA0}", " - "] {
            assert!(name_key(blank).is_empty(), "{blank:?} looks blank");
        }
        assert_eq!(name_key("modern"), name_key("modem"));
        assert_eq!(name_key("G0AT"), name_key("goat"));
        assert_ne!(name_key("Alicia"), alice);
        assert_ne!(name_key("Bob"), alice);
    }

    #[test]
    fn a_rated_end_names_each_seat_once_over() {
        let game = Game::new(mountain_goats_rules::Config::new(2)).expect("a game");
        assert_eq!(
            RatedEnd::of("g", &game, &[Some("a".into()), Some("b".into())], 5),
            None,
            "not over"
        );
        let e = end(&[("b", 1), ("a", 2), ("b", 3)]);
        assert_eq!(e.accounts(), vec!["a", "b"]);
    }
}
