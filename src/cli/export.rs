//! `mountain-goats export GAME` writes a game as JSON Lines — its options,
//! every change (rolls, moves, and the events in plain words), and at the
//! end the seed once revealed and the standings; `mountain-goats replay
//! FILE` re-derives the dice from the seed, replays the moves through the
//! rules and prints the standings, checking them against the file's.
//!
//! Lines, each an object with a `kind`:
//! - `game`: `name`, `options` (`players`, `big_mountain`,
//!   `allow_declining_groups`, `first_seat`), `seed_sha256`, `dice_source`
//!   (`chosen_seed`, `server_seed_and_players`, or `unspecified`: the seed
//!   alone; missing in older files, which read as `unspecified`);
//! - `change`: `version`, `rolls` (`turn`, `seat`, `dice`), `moves` (`seat`,
//!   `move` as the rules crate writes it), `joins` (`seat`, `name`: the
//!   players who sat down; missing in older files, whose names come from
//!   the English events), `events` (plain words, in the language of
//!   `--lang` or the locale; the keys and every other field stay English);
//! - `end`: `version`, `status`, `seed` (hex, once the game is over, else
//!   null), `dice_contributions` (hex, one per seat in seat order, empty for
//!   none), `standings` (`seat`, `name`, `rank`, `score`) once over.

use std::io::{BufRead, Write};

use mountain_goats_rules::{Config, Game, Move, Seat, Seed};
use serde_json::{Value, json};

use super::spectator::{connect, describe, names};
use super::words::Words;
use mountain_goats_server::api::parse_move;
use mountain_goats_server::api::v1 as pb;
use mountain_goats_server::api::v1::watch_game_response::Update;

/// What went wrong exporting or replaying.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The server could not be reached (its one line names the cause).
    #[error("{0}")]
    Connect(#[from] mountain_goats_bot::ConnectError),
    /// The server refused or dropped the call.
    #[error("{}", super::spectator::status_in_words(.0))]
    Status(#[from] tonic::Status),
    /// Writing or reading the file failed.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// The file is not an export.
    #[error("line {line}: {why}")]
    Format { line: usize, why: String },
    /// The game does not check out.
    #[error("check failed: {0}")]
    Check(String),
}

/// Writes game `name` on the server at `addr` to `out`, up to its version
/// when the export starts, its events in `words`; `ca_pem` as for
/// [`connect`].
pub async fn export(
    words: &Words,
    addr: &str,
    ca_pem: Option<&[u8]>,
    name: &str,
    out: &mut impl Write,
) -> Result<Exported, ExportError> {
    let mut client = connect(addr, ca_pem).await?;
    let now = client
        .get_game(mountain_goats_bot::routing::about_game(
            name,
            pb::GetGameRequest {
                name: name.to_owned(),
            },
        ))
        .await?
        .into_inner()
        .game
        .unwrap_or_default();
    let options = now.options.unwrap_or_default();
    let line = json!({
        "kind": "game",
        "name": now.name,
        "options": {
            "players": options.players,
            "big_mountain": options.big_mountain,
            "allow_declining_groups": options.allow_declining_groups,
            "first_seat": options.first_seat.unwrap_or(0),
        },
        "seed_sha256": now.seed_sha256,
        "dice_source": dice_source_name(now.dice_source()),
    });
    writeln!(out, "{line}")?;
    // Every change up to the version the export started at, from the
    // creation; resumed after the last change written if the stream breaks.
    let mut watch = mountain_goats_bot::Watch::new(client, name).after(Some(0));
    let mut last = pb::Game::default();
    while last.version < now.version {
        let Some(update) = watch.next().await? else {
            break;
        };
        let Update::Change(change) = update else {
            continue;
        };
        let game = change.game.unwrap_or_default();
        let who = names(words, &game);
        let mut rolls = Vec::new();
        let mut moves = Vec::new();
        let mut joins = Vec::new();
        for event in &change.events {
            match &event.kind {
                Some(pb::event::Kind::SeatJoined(j)) => {
                    joins.push(json!({ "seat": j.seat, "name": j.player_name }))
                }
                Some(pb::event::Kind::DiceRolled(r)) => rolls.push(json!({
                    "turn": r.turn,
                    "seat": r.seat,
                    "dice": r.roll.as_ref().map(|r| r.dice.clone()).unwrap_or_default(),
                })),
                Some(pb::event::Kind::MovePlayed(m)) => {
                    let mv = parse_move(m.r#move.as_ref())
                        .map_err(|e| ExportError::Check(e.to_string()))?;
                    moves.push(json!({ "seat": m.seat, "move": mv }));
                }
                _ => {}
            }
        }
        let line = json!({
            "kind": "change",
            "version": change.version,
            "rolls": rolls,
            "moves": moves,
            "joins": joins,
            "events": change.events.iter().map(|e| describe(words, e, &who)).collect::<Vec<_>>(),
        });
        writeln!(out, "{line}")?;
        last = game;
    }
    let over = last.status() == pb::GameStatus::Finished;
    // Cancelled before it started: its end, with no seed and no standings.
    let cancelled = last.status() == pb::GameStatus::Cancelled;
    let who = names(words, &last);
    let standings: Vec<Value> = last
        .board
        .as_ref()
        .and_then(|b| b.result.as_ref())
        .map(|r| {
            r.standings
                .iter()
                .map(|s| {
                    json!({
                        "seat": s.seat,
                        "name": who.get(s.seat as usize),
                        "rank": s.rank,
                        "score": s.score,
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    let line = json!({
        "kind": "end",
        "version": last.version,
        "status": if over {
            "finished"
        } else if cancelled {
            "cancelled"
        } else {
            "not finished"
        },
        "seed": over.then(|| hex::encode(&last.seed)),
        "dice_contributions": last.seats.iter().map(|s| hex::encode(&s.dice_contribution)).collect::<Vec<_>>(),
        "standings": standings,
    });
    writeln!(out, "{line}")?;
    Ok(Exported {
        version: last.version,
        finished: over,
        cancelled,
    })
}

/// What an export wrote: the game up to `version`, and whether it was over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exported {
    /// The last version written.
    pub version: u64,
    /// Whether the game was over (its seed and standings are in the file).
    pub finished: bool,
    /// Whether the game was cancelled before it started: it never changes
    /// again, and has no seed or standings to include.
    pub cancelled: bool,
}

fn dice_source_name(source: pb::DiceSource) -> &'static str {
    match source {
        pb::DiceSource::ChosenSeed => "chosen_seed",
        pb::DiceSource::ServerSeedAndPlayers => "server_seed_and_players",
        pb::DiceSource::Unspecified => "unspecified",
    }
}

/// A replayed export.
#[derive(Debug)]
pub struct Replayed {
    /// The game as the rules leave it.
    pub game: Game,
    /// How many rolls were checked against the seed (0 without one).
    pub rolls_verified: usize,
    /// The names of the seats.
    pub names: Vec<String>,
}

fn format_error(line: usize, why: impl Into<String>) -> ExportError {
    ExportError::Format {
        line,
        why: why.into(),
    }
}

/// Replays the export read from `input` through the rules.
pub fn replay(input: impl BufRead) -> Result<Replayed, ExportError> {
    let mut config = None;
    let mut commitment = String::new();
    let mut mixed = false;
    let mut rolls: Vec<(u64, [u8; 4])> = Vec::new();
    let mut moves: Vec<(Seat, Move)> = Vec::new();
    let mut end: Option<Value> = None;
    let mut names: Vec<String> = Vec::new();
    for (index, text) in input.lines().enumerate() {
        let line = index + 1;
        let text = text?;
        if text.trim().is_empty() {
            continue;
        }
        let value: Value =
            serde_json::from_str(&text).map_err(|e| format_error(line, e.to_string()))?;
        match value["kind"].as_str() {
            Some("game") => {
                let o = &value["options"];
                let number = |key: &str| o[key].as_u64().unwrap_or(0) as u8;
                let players = number("players");
                names = (0..players).map(|s| format!("seat {s}")).collect();
                config = Some(
                    Config::new(players)
                        .with_big_mountain(o["big_mountain"].as_bool().unwrap_or(false))
                        .with_declining_groups(
                            o["allow_declining_groups"].as_bool().unwrap_or(false),
                        )
                        .with_first_seat(number("first_seat")),
                );
                commitment = value["seed_sha256"].as_str().unwrap_or_default().to_owned();
                mixed = value["dice_source"].as_str() == Some("server_seed_and_players");
            }
            Some("change") => {
                for roll in value["rolls"].as_array().into_iter().flatten() {
                    let dice: Vec<u8> = roll["dice"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|d| d.as_u64().unwrap_or(0) as u8)
                        .collect();
                    let dice: [u8; 4] = dice
                        .try_into()
                        .map_err(|_| format_error(line, "a roll of other than 4 dice"))?;
                    rolls.push((roll["turn"].as_u64().unwrap_or(0), dice));
                }
                for played in value["moves"].as_array().into_iter().flatten() {
                    let mv: Move = serde_json::from_value(played["move"].clone())
                        .map_err(|e| format_error(line, format!("a move: {e}")))?;
                    moves.push((played["seat"].as_u64().unwrap_or(0) as Seat, mv));
                }
                match value["joins"].as_array() {
                    Some(joins) => {
                        for join in joins {
                            if let (Some(seat), Some(name)) =
                                (join["seat"].as_u64(), join["name"].as_str())
                                && let Some(slot) = names.get_mut(seat as usize)
                            {
                                *slot = name.to_owned();
                            }
                        }
                    }
                    // An older file, its events always in English: "Ada
                    // sat down in seat 0".
                    None => {
                        for event in value["events"].as_array().into_iter().flatten() {
                            if let Some((name, seat)) = event
                                .as_str()
                                .and_then(|e| e.split_once(" sat down in seat "))
                                && let Ok(seat) = seat.parse::<usize>()
                                && let Some(slot) = names.get_mut(seat)
                            {
                                *slot = name.to_owned();
                            }
                        }
                    }
                }
            }
            Some("end") => end = Some(value),
            _ => return Err(format_error(line, "a line without a known kind")),
        }
    }
    let config = config.ok_or_else(|| format_error(1, "no `game` line"))?;
    let seed = end
        .as_ref()
        .and_then(|e| e["seed"].as_str())
        .and_then(|s| hex::decode(s).ok())
        .and_then(|b| Seed::from_slice(&b));
    let mut rolls_verified = 0;
    let game = match seed {
        Some(seed) => {
            if seed.commitment() != commitment {
                return Err(ExportError::Check(
                    "the seed does not match its commitment".into(),
                ));
            }
            let seed = if mixed {
                let contributions = end
                    .as_ref()
                    .and_then(|e| e["dice_contributions"].as_array())
                    .ok_or_else(|| ExportError::Check("the dice contributions are missing".into()))?
                    .iter()
                    .map(|c| c.as_str().and_then(|c| hex::decode(c).ok()))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| ExportError::Check("a dice contribution is not hex".into()))?;
                seed.mixed_with(contributions.iter().map(Vec::as_slice))
            } else {
                seed
            };
            for (turn, dice) in &rolls {
                if seed.roll(*turn).0 != *dice {
                    return Err(ExportError::Check(format!(
                        "turn {turn}: rolled {dice:?}, the seed gives {:?}",
                        seed.roll(*turn).0
                    )));
                }
                rolls_verified += 1;
            }
            mountain_goats_rules::replay(config, &seed, moves.iter().map(|(s, m)| (*s, m)))
                .map_err(|e| ExportError::Check(e.to_string()))?
        }
        // Not over: no seed yet, so the recorded rolls are taken as given.
        None => {
            let mut game = Game::new(config).map_err(|e| ExportError::Check(e.to_string()))?;
            let mut recorded = rolls.iter();
            for (seat, mv) in &moves {
                let (_, dice) = recorded
                    .next()
                    .ok_or_else(|| ExportError::Check("a move without a roll".into()))?;
                game.roll(mountain_goats_rules::Roll(*dice))
                    .and_then(|_| game.play(*seat, mv))
                    .map_err(|e| ExportError::Check(e.to_string()))?;
            }
            game
        }
    };
    if let (Some(result), Some(end)) = (game.result(), end.as_ref()) {
        let recorded: Vec<(u64, u64, u64)> = end["standings"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|s| {
                (
                    s["seat"].as_u64().unwrap_or(0),
                    s["rank"].as_u64().unwrap_or(0),
                    s["score"].as_u64().unwrap_or(0),
                )
            })
            .collect();
        let replayed: Vec<(u64, u64, u64)> = result
            .standings
            .iter()
            .map(|s| {
                (
                    u64::from(s.seat),
                    u64::from(s.rank),
                    u64::from(s.score.total()),
                )
            })
            .collect();
        if recorded != replayed {
            return Err(ExportError::Check(format!(
                "the file's standings {recorded:?}, the rules give {replayed:?}"
            )));
        }
    }
    Ok(Replayed {
        game,
        rolls_verified,
        names,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An unfinished 2-seat game whose change line is `change`.
    fn file(change: &str) -> String {
        [
            r#"{"kind":"game","name":"games/g","options":{"players":2,"big_mountain":false,"allow_declining_groups":false,"first_seat":0},"seed_sha256":"","dice_source":"chosen_seed"}"#,
            change,
            r#"{"kind":"end","version":2,"status":"not finished","seed":null,"dice_contributions":["",""],"standings":[]}"#,
        ]
        .join("\n")
    }

    #[test]
    fn names_come_from_the_joins_whatever_the_language_of_the_events() {
        let polish = file(
            r#"{"kind":"change","version":2,"rolls":[],"moves":[],"joins":[{"seat":1,"name":"Bo"}],"events":["Bo zajmuje miejsce 1"]}"#,
        );
        let replayed = replay(polish.as_bytes()).expect("a valid file");
        assert_eq!(replayed.names, ["seat 0", "Bo"]);
        // A file from before the joins: its events are English.
        let older = file(
            r#"{"kind":"change","version":2,"rolls":[],"moves":[],"events":["Bo sat down in seat 1"]}"#,
        );
        let replayed = replay(older.as_bytes()).expect("a valid file");
        assert_eq!(replayed.names, ["seat 0", "Bo"]);
    }
}
