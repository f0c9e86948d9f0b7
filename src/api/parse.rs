//! Wire → domain: requests checked for shape before they reach the hub.
//! Only the shape is checked here; the rules crate judges every move.

use mountain_goats_rules::{Config, GoatRef, Group, Mountain, Move, Seat};

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

/// A wire move → a rules move. Values the rules judge (faces, which dice,
/// which goat) pass through; only what cannot be represented is refused.
pub fn parse_move(mv: Option<&pb::Move>) -> Result<Move, ParseError> {
    let mv = mv.ok_or_else(|| invalid("INVALID_MOVE", "a move is required"))?;
    let faces: [u32; 4] = mv.faces.as_slice().try_into().map_err(|_| {
        invalid(
            "INVALID_MOVE",
            format!("a move has 4 faces, not {}", mv.faces.len()),
        )
    })?;
    let faces = faces.map(|f| u8::try_from(f).unwrap_or(u8::MAX));
    if mv.groups.len() > 4 {
        return Err(invalid(
            "INVALID_MOVE",
            format!("four dice make at most 4 groups, not {}", mv.groups.len()),
        ));
    }
    let mut groups = Vec::with_capacity(mv.groups.len());
    for (i, group) in mv.groups.iter().enumerate() {
        if group.dice.len() > 4 {
            return Err(invalid(
                "INVALID_MOVE",
                format!("group {i} has {} dice; there are 4", group.dice.len()),
            ));
        }
        let goat = match group.goat.as_ref().and_then(|g| g.place.as_ref()) {
            None => None,
            Some(pb::goat_ref::Place::Mountain(n)) => Some(GoatRef::Mountain(
                u8::try_from(*n)
                    .ok()
                    .and_then(Mountain::new)
                    .ok_or_else(|| {
                        invalid(
                            "INVALID_MOVE",
                            format!("group {i}: there is no mountain {n}"),
                        )
                    })?,
            )),
            Some(pb::goat_ref::Place::BigMountainSpot(s)) => {
                Some(GoatRef::BigMountain(u8::try_from(*s).unwrap_or(u8::MAX)))
            }
        };
        groups.push(Group {
            dice: group
                .dice
                .iter()
                .map(|&d| u8::try_from(d).unwrap_or(u8::MAX))
                .collect(),
            goat,
        });
    }
    Ok(Move::new(faces, groups))
}
