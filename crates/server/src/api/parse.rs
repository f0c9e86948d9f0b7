//! Wire → domain: requests checked for shape before they reach the hub.
//! Only the shape is checked here; the rules crate judges every move.

use std::str::FromStr;

use mountain_goats_rules::{Config, Move, Seat, Seed};
use mountain_goats_strategies::HouseStrategy;

use mountain_goats_core::hosted::{Status, TAKEOVER_STRATEGY, Table};

use super::guessable;
use super::v1 as pb;

/// A request field that is malformed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ParseError {
    /// The machine-readable reason.
    pub reason: &'static str,
    /// What is wrong, for people.
    pub message: String,
}

fn invalid(reason: &'static str, message: impl Into<String>) -> ParseError {
    ParseError {
        reason,
        message: message.into(),
    }
}

/// The start of a value a client sent, short enough to echo in an error:
/// a status's message travels in trailers, which clients cap at a few KiB.
pub fn excerpt(value: &str) -> String {
    const KEEP: usize = 40;
    if value.chars().count() <= KEEP {
        format!("{value:?}")
    } else {
        let head: String = value.chars().take(KEEP).collect();
        format!("{head:?}… ({} bytes)", value.len())
    }
}

/// The longest player name, in characters.
pub const MAX_PLAYER_NAME: usize = 32;

/// `games/{id}` → the id.
pub fn parse_game_name(name: &str) -> Result<String, ParseError> {
    let id = name.strip_prefix("games/").unwrap_or("");
    let valid = !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    if valid {
        Ok(id.to_owned())
    } else {
        Err(invalid(
            "INVALID_GAME_NAME",
            format!(
                "{} is not a game name; names look like \"games/0f3a9c…\"",
                excerpt(name)
            ),
        ))
    }
}

/// A player name: 1 to 32 letters, digits, spaces or `-_.'`, trimmed.
pub fn parse_player_name(name: &str) -> Result<String, ParseError> {
    let count = name.chars().count();
    let allowed = |c: char| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '\'');
    if count == 0 || count > MAX_PLAYER_NAME || name.trim() != name || !name.chars().all(allowed) {
        return Err(invalid(
            "INVALID_PLAYER_NAME",
            format!(
                "player names are 1 to {MAX_PLAYER_NAME} letters, digits, spaces or -_.' and do not start or end with a space"
            ),
        ));
    }
    Ok(name.to_owned())
}

/// The fewest and the most bytes of a dice contribution: at least 128 bits,
/// and no more than a hash's worth twice over.
pub const DICE_CONTRIBUTION_BYTES: std::ops::RangeInclusive<usize> = 16..=64;

/// A dice contribution: empty (none), or 16 to 64 bytes.
pub fn parse_dice_contribution(bytes: &[u8]) -> Result<Vec<u8>, ParseError> {
    if bytes.is_empty() || DICE_CONTRIBUTION_BYTES.contains(&bytes.len()) {
        Ok(bytes.to_vec())
    } else {
        Err(invalid(
            "INVALID_DICE_CONTRIBUTION",
            format!(
                "a dice contribution is 16 to 64 random bytes (or none), not {}",
                bytes.len()
            ),
        ))
    }
}

/// Game options → a configuration, with `first_seat` given or drawn.
pub fn parse_options(
    options: Option<&pb::GameOptions>,
    drawn_first_seat: impl FnOnce(u8) -> Seat,
) -> Result<Config, ParseError> {
    let options = options.ok_or_else(|| invalid("INVALID_OPTIONS", "options are required"))?;
    let players = u8::try_from(options.players).map_err(|_| {
        invalid(
            "INVALID_OPTIONS",
            format!("{} players is too many", options.players),
        )
    })?;
    let mut config = Config::new(players)
        .with_big_mountain(options.big_mountain)
        .with_declining_groups(options.allow_declining_groups);
    // Validate the player count before drawing a seat from it.
    config
        .validate()
        .map_err(|e| invalid("INVALID_OPTIONS", e.to_string()))?;
    config.first_seat = match options.first_seat {
        Some(seat) => u8::try_from(seat).unwrap_or(u8::MAX),
        None => drawn_first_seat(players),
    };
    config
        .validate()
        .map_err(|e| invalid("INVALID_OPTIONS", e.to_string()))?;
    Ok(config)
}

/// The longest turn clock: a day.
const MAX_TURN_SECONDS: u32 = 86_400;
/// The longest wait before matchmaking fills seats with house bots.
const MAX_HOUSE_FILL_SECONDS: u32 = 3_600;

/// The table options of `options`: the turn clock and when a seat passes
/// to a house bot.
pub fn parse_table(options: Option<&pb::GameOptions>) -> Result<Table, ParseError> {
    let Some(options) = options else {
        return Ok(Table::default());
    };
    if let Some(seconds) = options.turn_seconds
        && !(1..=MAX_TURN_SECONDS).contains(&seconds)
    {
        return Err(invalid(
            "INVALID_OPTIONS",
            format!("turn_seconds is 1 to {MAX_TURN_SECONDS}, not {seconds}"),
        ));
    }
    if options.house_after_timeouts > 0 && options.turn_seconds.is_none() {
        return Err(invalid(
            "INVALID_OPTIONS",
            "house_after_timeouts needs a turn clock (turn_seconds)",
        ));
    }
    if options.rated && options.house_after_timeouts > 0 {
        return Err(invalid(
            "INVALID_OPTIONS",
            "a rated game has no house takeover: a seat whose clock runs out loses its turns, and is rated; leave house_after_timeouts at 0",
        ));
    }
    // A rated game always has a clock: a player who leaves must not hold
    // the others (and their ratings) for ever.
    let turn_seconds = match options.turn_seconds {
        None if options.rated => Some(RATED_TURN_SECONDS),
        seconds => seconds,
    };
    Ok(Table {
        turn_seconds,
        house_after_timeouts: options.house_after_timeouts,
        rated: options.rated,
        ..Table::default()
    })
}

/// A rated game's turn clock when the options leave it out.
pub const RATED_TURN_SECONDS: u32 = 60;

/// An account's resource name, `accounts/{id}`: its id.
pub fn parse_account_name(name: &str) -> Result<String, ParseError> {
    name.strip_prefix("accounts/")
        .filter(|id| {
            (1..=64).contains(&id.len())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .map(str::to_owned)
        .ok_or_else(|| {
            invalid(
                "INVALID_ACCOUNT_NAME",
                format!(
                    "an account's name is accounts/{{id}}, as Account.name gives it, not {}",
                    excerpt(name)
                ),
            )
        })
}

/// An account's display name: a player name's rules.
pub fn parse_display_name(name: &str) -> Result<String, ParseError> {
    let name = parse_player_name(name).map_err(|e| ParseError {
        reason: "INVALID_DISPLAY_NAME",
        message: e.message.replace("player names", "display names"),
    })?;
    // Letters that show nothing (Hangul fillers, zero-width ones) pass the
    // player-name rules but would list an account with no visible name.
    if mountain_goats_core::ladder::name_key(&name).is_empty() {
        return Err(invalid(
            "INVALID_DISPLAY_NAME",
            format!(
                "the display name {} looks blank: use letters or digits that show",
                excerpt(&name)
            ),
        ));
    }
    Ok(name)
}

/// A house strategy's name; empty means `greedy`.
pub fn parse_house_strategy(name: &str) -> Result<String, ParseError> {
    if name.is_empty() {
        return Ok(TAKEOVER_STRATEGY.to_owned());
    }
    HouseStrategy::from_str(name)
        .map(|s| s.name().to_owned())
        .map_err(|_| {
            invalid(
                "INVALID_HOUSE_SEATS",
                format!(
                    "no house strategy named {}: try random, greedy or expert",
                    excerpt(name)
                ),
            )
        })
}

/// A house strategy that may sit at a rated table: one with a house account
/// (`ladder::HOUSE_STRATEGIES`), whose rating the game moves. The search
/// variants (`expert-expectimax`, `expert-montecarlo`) have none: a rated
/// table would rate them as a stranger with no history.
pub fn rated_house_strategy(strategy: &str) -> Result<(), ParseError> {
    if mountain_goats_core::ladder::HOUSE_STRATEGIES.contains(&strategy) {
        Ok(())
    } else {
        Err(invalid(
            "INVALID_HOUSE_SEATS",
            format!(
                "a rated game's house seats play as the house accounts, and {} has none: \
                 use random, greedy or expert",
                excerpt(strategy)
            ),
        ))
    }
}

/// A rated table `CreateGame` may make: every seat but one a house seat, so
/// that one account at most plays there, against the house. Tables where
/// accounts meet come only from the rated queue (`FindGame`), which seats
/// whoever waits: a creator who could arrange one could seat two accounts of
/// their own and have one lose to the other, game after game.
pub fn rated_table(house: &[(Seat, String)], players: u8) -> Result<(), ParseError> {
    for (_, strategy) in house {
        rated_house_strategy(strategy)?;
    }
    let open = usize::from(players).saturating_sub(house.len());
    if open > 1 {
        return Err(invalid(
            "INVALID_OPTIONS",
            format!(
                "a rated game made by CreateGame leaves one seat at most for an account \
                 ({open} are open): make the others house seats, or meet other accounts \
                 in the rated queue with FindGame"
            ),
        ));
    }
    Ok(())
}

/// Seats for the server's bots, in a game of `players`: each seat once.
pub fn parse_house_seats(
    seats: &[pb::HouseSeat],
    players: u8,
) -> Result<Vec<(Seat, String)>, ParseError> {
    let mut taken = Vec::new();
    for house in seats {
        let seat = u8::try_from(house.seat)
            .ok()
            .filter(|&s| s < players)
            .ok_or_else(|| {
                invalid(
                    "INVALID_HOUSE_SEATS",
                    format!("seat {} does not exist in a game of {players}", house.seat),
                )
            })?;
        if taken.iter().any(|(s, _)| *s == seat) {
            return Err(invalid(
                "INVALID_HOUSE_SEATS",
                format!("seat {seat} is named twice"),
            ));
        }
        if house.strategy.is_empty() {
            return Err(invalid(
                "INVALID_HOUSE_SEATS",
                format!("seat {seat} needs a strategy: random, greedy or expert"),
            ));
        }
        taken.push((seat, parse_house_strategy(&house.strategy)?));
    }
    Ok(taken)
}

/// How long matchmaking waits before filling seats with house bots.
pub fn parse_house_fill(seconds: Option<u32>) -> Result<Option<u32>, ParseError> {
    match seconds {
        Some(s) if !(1..=MAX_HOUSE_FILL_SECONDS).contains(&s) => Err(invalid(
            "INVALID_OPTIONS",
            format!("house_fill_seconds is 1 to {MAX_HOUSE_FILL_SECONDS}, not {s}"),
        )),
        other => Ok(other),
    }
}

/// A wire move → a rules move ([`mountain_goats_proto::moves`]): only
/// what cannot be represented is refused; values the rules judge pass.
pub fn parse_move(mv: Option<&pb::Move>) -> Result<Move, ParseError> {
    let mv = mv.ok_or_else(|| invalid("INVALID_MOVE", "a move is required"))?;
    mountain_goats_proto::moves::move_from_pb(mv)
        .map_err(|e| invalid("INVALID_MOVE", e.to_string()))
}

/// A request id: up to 64 printable ASCII characters.
pub fn parse_request_id(id: &str) -> Result<String, ParseError> {
    if id.len() > 64 || !id.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(invalid(
            "INVALID_REQUEST_ID",
            "a request id is up to 64 printable ASCII characters without spaces",
        ));
    }
    Ok(id.to_owned())
}

/// A client-chosen seat token (`None` when empty: the server draws one):
/// 32 to 128 printable ASCII characters that nobody would guess. A token is
/// judged by an estimate of its entropy ([`guessable`]) that takes the
/// request's `public` strings, (what, text), as known to every guesser.
pub fn parse_seat_token(
    token: &str,
    public: &[(&'static str, &str)],
) -> Result<Option<String>, ParseError> {
    if token.is_empty() {
        return Ok(None);
    }
    if !(32..=128).contains(&token.len()) || !token.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(invalid(
            "INVALID_SEAT_TOKEN",
            "a seat token is 32 to 128 printable ASCII characters without spaces",
        ));
    }
    // An account key is no seat token: as one it would travel with every
    // move and watch, where the key never goes.
    if token.starts_with(mountain_goats_core::ladder::KEY_PREFIX) {
        return Err(invalid(
            "INVALID_SEAT_TOKEN",
            "this is an account key, not a seat token: send the key as `authorization: Bearer <key>` and leave seat_token empty (or make one from 32 random bytes as hex)",
        ));
    }
    let context: Vec<_> = public
        .iter()
        .map(|&(what, text)| guessable::Context { what, text })
        .collect();
    let estimate = guessable::estimate(token, &context);
    if estimate.bits < guessable::MIN_BITS {
        let why = if estimate.found.is_empty() {
            String::new()
        } else {
            format!(" ({})", estimate.found.join("; "))
        };
        return Err(invalid(
            "INVALID_SEAT_TOKEN",
            format!(
                "the seat token is guessable: about {:.0} bits, where {:.0} are needed{why}; make it from 32 random bytes as hex",
                estimate.bits.floor(),
                guessable::MIN_BITS,
            ),
        ));
    }
    Ok(Some(token.to_owned()))
}

/// A new account key its caller drew (`RotateAccountKey`), if it sent one:
/// `mgk_` and 64 lowercase hex digits, and not guessable (the server keeps
/// only an unsalted hash of it, which is safe for random keys alone).
pub fn parse_new_key(key: &str) -> Result<Option<String>, ParseError> {
    if key.is_empty() {
        return Ok(None);
    }
    let refused = |why: &str| {
        invalid(
            "INVALID_KEY",
            format!(
                "the new key {why}: draw it as {}{{64 hex digits of 32 random bytes}}, or leave it empty and the server draws one",
                mountain_goats_core::ladder::KEY_PREFIX
            ),
        )
    };
    let Some(digits) = key.strip_prefix(mountain_goats_core::ladder::KEY_PREFIX) else {
        return Err(refused("does not start with mgk_"));
    };
    if digits.len() != 64
        || !digits
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
    {
        return Err(refused("is not mgk_ and 64 lowercase hex digits"));
    }
    if guessable::estimate(digits, &[]).bits < guessable::MIN_BITS {
        return Err(refused("is guessable"));
    }
    Ok(Some(key.to_owned()))
}

/// A seat number, if one was asked for.
pub fn parse_seat(seat: Option<u32>) -> Result<Option<Seat>, ParseError> {
    seat.map(|s| {
        u8::try_from(s).map_err(|_| invalid("INVALID_SEAT", format!("there is no seat {s}")))
    })
    .transpose()
}

/// A `ListGames` status filter (`None`: every status).
pub fn parse_status_filter(status: i32) -> Result<Option<Status>, ParseError> {
    match pb::GameStatus::try_from(status) {
        Ok(pb::GameStatus::Unspecified) => Ok(None),
        Ok(pb::GameStatus::Open) => Ok(Some(Status::Open)),
        Ok(pb::GameStatus::Playing) => Ok(Some(Status::Playing)),
        Ok(pb::GameStatus::Finished) => Ok(Some(Status::Finished)),
        Ok(pb::GameStatus::Cancelled) => Ok(Some(Status::Cancelled)),
        Err(_) => Err(invalid(
            "INVALID_STATUS",
            format!("{status} is not a game status"),
        )),
    }
}

/// A chosen seed: 32 bytes.
pub fn parse_seed(seed: &[u8]) -> Result<Seed, ParseError> {
    Seed::from_slice(seed).ok_or_else(|| {
        invalid(
            "INVALID_SEED",
            format!("a seed is 32 bytes, not {}", seed.len()),
        )
    })
}

/// `FindGame`'s options: the first seat is drawn, never chosen.
pub fn check_find_options(options: Option<&pb::GameOptions>) -> Result<(), ParseError> {
    if options.is_some_and(|o| o.first_seat.is_some()) {
        return Err(invalid(
            "INVALID_OPTIONS",
            "leave first_seat out: matchmaking games draw it",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "games/3f9c0a7d1e5b8246c0de";

    fn join_context(player: &str) -> [(&'static str, &str); 2] {
        [("the game's name", GAME), ("the player's name", player)]
    }

    #[test]
    fn a_guessable_seat_token_is_refused_and_the_message_says_why() {
        for (token, why) in [
            ("abcdefgh".repeat(4), "runs in order"),
            ("0123456789abcdef".repeat(2), "repeats itself"),
            ("Password123!Password123!Password".into(), "password word"),
            ("Password123!12345678901234567890".into(), "password word"),
            ("Password123!!!!!!!!!!!!!!!!!!!!!".into(), "repeats itself"),
            (format!("{GAME}!!!!!!"), "the game's name"),
            (
                "AdaAugustaKing-1815".to_owned() + "AdaAugustaKing",
                "the player's name",
            ),
        ] {
            let refused =
                parse_seat_token(&token, &join_context("AdaAugustaKing-1815")).expect_err(&token);
            assert_eq!(refused.reason, "INVALID_SEAT_TOKEN", "{token}");
            assert!(refused.message.contains("guessable: about "), "{refused}");
            assert!(
                refused.message.contains("where 100 are needed"),
                "{refused}"
            );
            assert!(refused.message.contains(why), "{token}: {refused}");
            assert!(
                refused.message.contains("32 random bytes as hex"),
                "{refused}"
            );
        }
    }

    #[test]
    fn a_token_padding_the_game_name_is_refused_only_in_that_game() {
        let token = format!("{GAME}!!!!!!");
        let other = [("the game's name", "games/77aa01e9c3d5b6f4a280")];
        assert_eq!(
            parse_seat_token(&token, &other).expect("another game's name is random to it"),
            Some(token.clone())
        );
        assert!(parse_seat_token(&token, &join_context("Ada")).is_err());
    }

    #[test]
    fn random_and_empty_seat_tokens_are_accepted() {
        assert_eq!(parse_seat_token("", &join_context("Ada")), Ok(None));
        for token in [
            "0d6ecf3091f253b4e9f0a8c2d7e41b3c",
            "mgt_8c1f4e0b7a2d9e3c5f6a1b0c7d8e9f2a3b4c5d6e7f8091a2b3c4d5e6f70819",
            "Zq7pL2xV9mK4rT8wY3nB6cF1hJ5dG0sA",
            "q8Vt-Rz2_Lm0xPb7NcW4sJyK9eHfA3gD",
        ] {
            assert_eq!(
                parse_seat_token(token, &join_context("Ada")),
                Ok(Some(token.to_owned())),
                "{token}"
            );
        }
    }

    #[test]
    fn a_seat_token_of_the_wrong_shape_is_refused() {
        for token in [
            "too-short",
            &"a1".repeat(65),
            "0d6ecf3091f253b4 9f0a8c2d7e41b3c",
        ] {
            let refused = parse_seat_token(token, &[]).expect_err(token);
            assert_eq!(refused.reason, "INVALID_SEAT_TOKEN");
            assert!(refused.message.contains("32 to 128"), "{refused}");
        }
    }

    #[test]
    fn an_account_key_is_no_seat_token() {
        let key = format!("mgk_{}", "3f9a0c1d7e5b2468".repeat(4));
        let refused = parse_seat_token(&key, &[]).expect_err("a key");
        assert_eq!(refused.reason, "INVALID_SEAT_TOKEN");
        assert!(refused.message.contains("account key"), "{refused}");
        assert!(
            !refused.message.contains(&key[4..]),
            "the key is not echoed"
        );
    }
}
