//! Domain → wire: hosted games, boards, events and moves as protobuf.

use mountain_goats_proto::moves::move_to_pb;
use mountain_goats_rules as rules;
use mountain_goats_rules::{GoatPlace, Mountain, Phase};
use prost_types::Timestamp;

use super::v1 as pb;
use mountain_goats_core::hosted::{DiceSource, GameEvent, GameView, Status};
use mountain_goats_core::ladder::{Account, RatedGame, Rating};

/// Milliseconds since the Unix epoch as a protobuf timestamp.
pub fn timestamp(ms: u64) -> Timestamp {
    Timestamp {
        seconds: (ms / 1000) as i64,
        nanos: ((ms % 1000) * 1_000_000) as i32,
    }
}

/// A hosted game as the wire's `Game`.
pub fn game_to_proto(view: &GameView) -> pb::Game {
    let status = view.status;
    let config = view.config;
    pb::Game {
        name: format!("games/{}", view.id),
        options: Some(pb::GameOptions {
            players: u32::from(config.players),
            big_mountain: config.big_mountain,
            allow_declining_groups: config.allow_declining_groups,
            first_seat: (!view.first_seat_pending).then_some(u32::from(config.first_seat)),
            turn_seconds: view.table.turn_seconds,
            house_after_timeouts: view.table.house_after_timeouts,
            rated: view.table.rated,
        }),
        status: status_to_proto(status) as i32,
        seats: view
            .player_names
            .iter()
            .zip(&view.house)
            .enumerate()
            .map(|(i, (name, house))| pb::Seat {
                index: i as u32,
                taken: name.is_some(),
                player_name: name.clone().unwrap_or_default(),
                house_strategy: house.clone().unwrap_or_default(),
                dice_contribution: view.dice_contributions.get(i).cloned().unwrap_or_default(),
                account: view
                    .accounts
                    .get(i)
                    .cloned()
                    .flatten()
                    .map(|id| format!("accounts/{id}"))
                    .unwrap_or_default(),
            })
            .collect(),
        version: view.version,
        seed_sha256: view.seed.commitment(),
        seed: if status == Status::Finished {
            view.seed.0.to_vec()
        } else {
            Vec::new()
        },
        board: Some(board_to_proto(&view.game)),
        create_time: Some(timestamp(view.created_ms)),
        update_time: Some(timestamp(view.updated_ms)),
        turn_deadline: view.deadline_ms.map(timestamp),
        dice_source: dice_source_to_proto(view.dice) as i32,
    }
}

/// How the dice are made, as the wire's.
pub fn dice_source_to_proto(dice: DiceSource) -> pb::DiceSource {
    match dice {
        DiceSource::Unrecorded => pb::DiceSource::Unspecified,
        DiceSource::ChosenSeed => pb::DiceSource::ChosenSeed,
        DiceSource::ServerSeedAndPlayers => pb::DiceSource::ServerSeedAndPlayers,
    }
}

/// A status as the wire's.
pub fn status_to_proto(status: Status) -> pb::GameStatus {
    match status {
        Status::Open => pb::GameStatus::Open,
        Status::Playing => pb::GameStatus::Playing,
        Status::Finished => pb::GameStatus::Finished,
        Status::Cancelled => pb::GameStatus::Cancelled,
    }
}

/// The rules state as the wire's `Board`.
pub fn board_to_proto(game: &rules::Game) -> pb::Board {
    let scores = game.scores();
    pb::Board {
        mountains: Mountain::ALL
            .iter()
            .map(|&m| pb::Mountain {
                number: u32::from(m.number()),
                height: u32::from(m.height()),
                point_tokens_left: u32::from(game.point_tokens_left(m)),
                summit_seat: game.summit(m).map(u32::from),
            })
            .collect(),
        players: game
            .seats()
            .map(|seat| pb::Player {
                seat: u32::from(seat),
                goats: game.goats(seat).into_iter().map(goat_to_proto).collect(),
                point_tokens: Mountain::ALL
                    .iter()
                    .map(|&m| u32::from(game.point_tokens(seat, m)))
                    .collect(),
                bonus_tokens: game.bonus_tokens(seat).into_iter().map(u32::from).collect(),
                score: scores.get(usize::from(seat)).map_or(0, rules::Score::total),
            })
            .collect(),
        big_mountain: game
            .big_mountain()
            .map(|(spot, seat)| pb::BigMountainSpot {
                spot: u32::from(spot),
                seat: u32::from(seat),
            })
            .collect(),
        bonus_tokens_left: game
            .bonus_tokens_left()
            .iter()
            .map(|&v| u32::from(v))
            .collect(),
        first_seat: u32::from(game.config().first_seat),
        current_seat: u32::from(game.current_seat()),
        turn: game.turn(),
        roll: match game.phase() {
            Phase::AwaitingMove(roll) => Some(roll_to_proto(roll)),
            _ => None,
        },
        end_trigger: game
            .end_trigger()
            .map_or(pb::EndTrigger::Unspecified, |(t, _)| {
                end_trigger_to_proto(t)
            }) as i32,
        result: game.result().map(result_to_proto),
    }
}

fn goat_to_proto(place: GoatPlace) -> pb::Goat {
    pb::Goat {
        place: Some(match place {
            GoatPlace::Mountain { mountain, position } => {
                pb::goat::Place::Mountain(pb::MountainPosition {
                    number: u32::from(mountain.number()),
                    position: u32::from(position),
                })
            }
            GoatPlace::BigMountain { spot } => pb::goat::Place::BigMountainSpot(u32::from(spot)),
        }),
    }
}

fn roll_to_proto(roll: rules::Roll) -> pb::Roll {
    pb::Roll {
        dice: roll.0.iter().map(|&d| u32::from(d)).collect(),
    }
}

fn end_trigger_to_proto(trigger: rules::EndTrigger) -> pb::EndTrigger {
    match trigger {
        rules::EndTrigger::BonusTokensGone => pb::EndTrigger::BonusTokensGone,
        rules::EndTrigger::ThreeMountainsEmpty => pb::EndTrigger::ThreeMountainsEmpty,
    }
}

fn result_to_proto(result: &rules::GameResult) -> pb::GameResult {
    pb::GameResult {
        standings: result
            .standings
            .iter()
            .map(|s| pb::Standing {
                seat: u32::from(s.seat),
                rank: u32::from(s.rank),
                score: s.score.total(),
                point_token_points: s.score.point_tokens,
                bonus_token_points: s.score.bonus_tokens,
                big_mountain_points: s.score.big_mountain,
                goats_on_summits: u32::from(s.goats_on_summits),
                highest_summit: s.highest_summit.map_or(0, |m| u32::from(m.number())),
            })
            .collect(),
        winners: result.winners.iter().map(|&s| u32::from(s)).collect(),
        tie_break: match result.tie_break {
            None => pb::TieBreak::Unspecified,
            Some(rules::TieBreak::GoatsOnSummits) => pb::TieBreak::GoatsOnSummits,
            Some(rules::TieBreak::HighestSummit) => pb::TieBreak::HighestSummit,
            Some(rules::TieBreak::SharedWin) => pb::TieBreak::SharedWin,
        } as i32,
    }
}

/// The legal moves of the current roll, with what each would do.
pub fn legal_moves_to_proto(game: &rules::Game) -> Vec<pb::LegalMove> {
    let seat = game.current_seat();
    game.legal_moves()
        .iter()
        .filter_map(|mv| {
            let (_, events) = game.after(seat, mv).ok()?;
            Some(pb::LegalMove {
                r#move: Some(move_to_pb(mv)),
                summary: summary(mv, &events),
                events: events
                    .into_iter()
                    .map(|e| event_to_proto(&GameEvent::Rules(e)))
                    .collect(),
            })
        })
        .collect()
}

/// One line on what a move does.
fn summary(mv: &rules::Move, events: &[rules::Event]) -> String {
    // One buffer, written without `core::fmt`: this runs for every legal
    // move of every turn.
    let mut line = String::with_capacity(160);
    mv.write_text(&mut line);
    line.push(':');
    let mut effects = events.iter().filter(|e| {
        !matches!(
            e,
            rules::Event::TurnEnded { .. } | rules::Event::OnesChanged { .. }
        )
    });
    match effects.next() {
        None => line.push_str(" nothing happens"),
        Some(first) => {
            line.push(' ');
            first.write_text(&mut line);
            for effect in effects {
                line.push_str("; ");
                effect.write_text(&mut line);
            }
        }
    }
    line
}

/// An event as the wire's `Event`.
pub fn event_to_proto(event: &GameEvent) -> pb::Event {
    use pb::event::Kind;
    use rules::Event as E;
    let seat = |s: u8| u32::from(s);
    let m = |m: Mountain| u32::from(m.number());
    let kind = match event {
        GameEvent::SeatJoined {
            seat: s,
            player_name,
        } => Kind::SeatJoined(pb::SeatJoined {
            seat: seat(*s),
            player_name: player_name.clone(),
        }),
        GameEvent::GameStarted { first_seat } => Kind::GameStarted(pb::GameStarted {
            first_seat: seat(*first_seat),
        }),
        GameEvent::MovePlayed { seat: s, mv } => Kind::MovePlayed(pb::MovePlayed {
            seat: seat(*s),
            r#move: Some(move_to_pb(mv)),
        }),
        GameEvent::ClockRanOut { seat: s } => Kind::ClockRanOut(pb::ClockRanOut { seat: seat(*s) }),
        GameEvent::Cancelled { reason } => Kind::GameCancelled(pb::GameCancelled {
            reason: reason.code().to_owned(),
        }),
        GameEvent::HouseTookOver { seat: s, strategy } => {
            Kind::SeatPassedToHouse(pb::SeatPassedToHouse {
                seat: seat(*s),
                strategy: strategy.clone(),
            })
        }
        GameEvent::Rules(event) => match event {
            E::DiceRolled {
                seat: s,
                turn,
                roll,
            } => Kind::DiceRolled(pb::DiceRolled {
                seat: seat(*s),
                turn: *turn,
                roll: Some(roll_to_proto(*roll)),
            }),
            E::OnesChanged { seat: s, from, to } => Kind::OnesChanged(pb::OnesChanged {
                seat: seat(*s),
                from: Some(roll_to_proto(*from)),
                to: Some(roll_to_proto(*to)),
            }),
            E::GoatClimbed {
                seat: s,
                mountain,
                from,
                to,
            } => Kind::GoatClimbed(pb::GoatClimbed {
                seat: seat(*s),
                mountain: m(*mountain),
                from_position: u32::from(*from),
                to_position: u32::from(*to),
            }),
            E::SummitReached { seat: s, mountain } => Kind::SummitReached(pb::SummitReached {
                seat: seat(*s),
                mountain: m(*mountain),
            }),
            E::GoatKnockedDown { seat: s, mountain } => {
                Kind::GoatKnockedDown(pb::GoatKnockedDown {
                    seat: seat(*s),
                    mountain: m(*mountain),
                })
            }
            E::PointTokenTaken { seat: s, mountain } => {
                Kind::PointTokenTaken(pb::PointTokenTaken {
                    seat: seat(*s),
                    mountain: m(*mountain),
                })
            }
            E::BonusTokenTaken { seat: s, value } => Kind::BonusTokenTaken(pb::BonusTokenTaken {
                seat: seat(*s),
                value: u32::from(*value),
            }),
            E::GoatPlacedOnBigMountain {
                seat: s,
                from,
                from_position,
                spot,
            } => Kind::GoatPlacedOnBigMountain(pb::GoatPlacedOnBigMountain {
                seat: seat(*s),
                from_mountain: m(*from),
                from_position: u32::from(*from_position),
                spot: u32::from(*spot),
            }),
            E::GoatMovedOnBigMountain { seat: s, from, to } => {
                Kind::GoatMovedOnBigMountain(pb::GoatMovedOnBigMountain {
                    seat: seat(*s),
                    from_spot: u32::from(*from),
                    to_spot: u32::from(*to),
                })
            }
            E::GoatReturnedFromBigMountain {
                seat: s,
                from,
                mountain,
                position,
            } => Kind::GoatReturnedFromBigMountain(pb::GoatReturnedFromBigMountain {
                seat: seat(*s),
                from_spot: u32::from(*from),
                mountain: m(*mountain),
                position: u32::from(*position),
            }),
            E::GroupWasted {
                seat: s,
                sum,
                reason,
            } => Kind::GroupWasted(pb::GroupWasted {
                seat: seat(*s),
                sum: u32::from(*sum),
                reason: match reason {
                    rules::WasteReason::NoMountain => pb::WasteReason::NoMountain,
                    rules::WasteReason::NoTokensLeft => pb::WasteReason::NoTokensLeft,
                    rules::WasteReason::SpotTaken => pb::WasteReason::SpotTaken,
                    rules::WasteReason::NoGoatNamed => pb::WasteReason::NoGoatNamed,
                } as i32,
            }),
            E::TurnEnded { seat: s, turn } => Kind::TurnEnded(pb::TurnEnded {
                seat: seat(*s),
                turn: *turn,
            }),
            E::EndTriggered { trigger, turn } => Kind::EndTriggered(pb::EndTriggered {
                trigger: end_trigger_to_proto(*trigger) as i32,
                turn: *turn,
            }),
            E::GameOver { result } => Kind::GameOver(pb::GameOver {
                result: Some(result_to_proto(result)),
                // Filled in by the hub, which knows the seed.
                seed: Vec::new(),
            }),
        },
    };
    pb::Event { kind: Some(kind) }
}

/// Events as the wire's, the seed revealed in a game-over event.
pub fn events_to_proto(events: &[GameEvent], seed: &rules::Seed) -> Vec<pb::Event> {
    events
        .iter()
        .map(|event| {
            let mut proto = event_to_proto(event);
            if let Some(pb::event::Kind::GameOver(over)) = &mut proto.kind {
                over.seed = seed.0.to_vec();
            }
            proto
        })
        .collect()
}

/// A rating as the API shows it.
pub fn rating_to_proto(rating: &Rating) -> pb::Rating {
    pb::Rating {
        mu: rating.mu,
        sigma: rating.sigma,
        displayed: rating.displayed(),
    }
}

/// An account as the API shows it: never its key.
pub fn account_to_proto(account: &Account) -> pb::Account {
    pb::Account {
        name: format!("accounts/{}", account.id),
        display_name: account.display_name.clone(),
        rating: Some(rating_to_proto(&account.rating)),
        rated_games: account.rated_games,
        create_time: Some(timestamp(account.created_ms)),
        house_strategy: account.house_strategy.clone().unwrap_or_default(),
        key_revoked: account.key_revoked,
        last_game_time: account.last_game_ms.map(timestamp),
    }
}

/// One rated game of an account's history.
pub fn rated_game_to_proto(game: &RatedGame) -> pb::RatedGame {
    pb::RatedGame {
        game: format!("games/{}", game.game),
        end_time: Some(timestamp(game.end_ms)),
        place: game.place,
        players: game.players,
        rating: Some(rating_to_proto(&game.rating)),
        displayed_change: game.displayed_change,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The summaries' wording is part of what people read; it stays as it
    /// was when it was built from joined strings.
    #[test]
    fn summaries_read_as_before() {
        let mut game = rules::Game::new(rules::Config::new(2)).expect("a valid config");
        game.roll(rules::Roll([5, 3, 2, 4])).expect("a roll");
        let listed = legal_moves_to_proto(&game);
        let summaries: Vec<&str> = listed.iter().map(|m| m.summary.as_str()).collect();
        assert!(
            summaries.contains(&"faces 5,3,2,4: [5]=5 [3]=3 [2+4]=6: seat 0 climbed mountain 5 from 0 to 1; seat 0's group of 3 did nothing (no mountain has that number); seat 0 climbed mountain 6 from 0 to 1"),
            "{summaries:#?}"
        );
        assert!(
            summaries.contains(&"faces 5,3,2,4: [5+3]=8 [2+4]=6: seat 0 climbed mountain 8 from 0 to 1; seat 0 climbed mountain 6 from 0 to 1"),
            "{summaries:#?}"
        );
        assert_eq!(
            summary(&rules::Move::grouped([1, 1, 1, 1], &[]), &[]),
            "faces 1,1,1,1: no groups: nothing happens"
        );
    }
}
