//! Plain words for agents: the table, moves, what happened, and the board.
//!
//! Everything here is pure: it reads protobuf messages (from the network, so
//! nothing here panics on a malformed one) and writes English. Moves are
//! read with the rules crate (groups and their sums, mountain heights); what
//! a move does comes from the events the server lists with it.

use mountain_goats_bot::pb;
use mountain_goats_bot::pb::event::Kind;
use mountain_goats_bot::wire;
use mountain_goats_rules::Mountain;

/// Who sits where, seen from one seat (`me`) or from the rail (`None`).
#[derive(Clone, Debug, Default)]
pub struct Table {
    names: Vec<String>,
    me: Option<u32>,
}

impl Table {
    /// The table of `game`, seen by seat `me` (a spectator: `None`).
    pub fn of(game: &pb::Game, me: Option<u32>) -> Table {
        Table {
            names: game.seats.iter().map(|s| s.player_name.clone()).collect(),
            me,
        }
    }

    /// The viewer's seat, if they play.
    pub fn me(&self) -> Option<u32> {
        self.me
    }

    /// The player's name as they joined (`seat 3` for a free seat).
    pub fn name(&self, seat: u32) -> String {
        match self.names.get(seat as usize) {
            Some(name) if !name.is_empty() => name.clone(),
            _ => format!("seat {seat}"),
        }
    }

    /// `you`, or `Greedy bot 2 (seat 1)`, or `seat 1` while it is free.
    pub fn who(&self, seat: u32) -> String {
        if self.me == Some(seat) {
            return "you".to_owned();
        }
        match self.names.get(seat as usize) {
            Some(name) if !name.is_empty() => format!("{name} (seat {seat})"),
            _ => format!("seat {seat}"),
        }
    }

    /// `your`, or `Greedy bot 2 (seat 1)'s`.
    pub fn whose(&self, seat: u32) -> String {
        if self.me == Some(seat) {
            "your".to_owned()
        } else {
            format!("{}'s", self.who(seat))
        }
    }
}

/// Whether a phrase offers a move (`climb mountain 8`) or tells one
/// (`climbed mountain 8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tense {
    /// What a move would do, said to the player choosing it.
    Offer,
    /// What a move did.
    Past,
}

/// The first letter in upper case.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `a, b and c`.
pub fn listed(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Dice as `5,3,2,1`.
pub fn dice_text(dice: &[u32]) -> String {
    dice.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn a_token(points: u32) -> String {
    // Point tokens are worth 5 to 10: only "an 8-point token" takes "an".
    let article = if points == 8 || points == 11 || points == 18 {
        "an"
    } else {
        "a"
    };
    format!("{article} {points}-point token")
}

fn height(mountain: u32) -> Option<u32> {
    u8::try_from(mountain)
        .ok()
        .and_then(Mountain::new)
        .map(|m| u32::from(m.height()))
}

fn waste_reason(reason: i32) -> &'static str {
    match pb::WasteReason::try_from(reason) {
        Ok(pb::WasteReason::NoMountain) => "no mountain has that number",
        Ok(pb::WasteReason::NoTokensLeft) => "the goat is on that summit and its tokens are gone",
        Ok(pb::WasteReason::SpotTaken) => "that Big Mountain spot is taken",
        Ok(pb::WasteReason::NoGoatNamed) => "no goat was named for the Big Mountain",
        Ok(pb::WasteReason::Unspecified) | Err(_) => "no effect",
    }
}

/// Why the end was triggered, in words.
pub fn trigger_text(trigger: i32) -> &'static str {
    match pb::EndTrigger::try_from(trigger) {
        Ok(pb::EndTrigger::BonusTokensGone) => "the last bonus token was taken",
        Ok(pb::EndTrigger::ThreeMountainsEmpty) => "three mountains have no point tokens left",
        Ok(pb::EndTrigger::Unspecified) | Err(_) => "the end was triggered",
    }
}

/// The dice groups of a move: `5+3=8, 2+4=6`, with the ones turned and the
/// goats named where the Big Mountain makes that a choice.
pub fn groups_text(mv: &pb::Move, table: &Table, mover: u32) -> String {
    let Some(rules) = wire::move_from_pb(mv) else {
        return "a move this agent cannot read".to_owned();
    };
    if rules.groups.is_empty() {
        return "no group (every die declined)".to_owned();
    }
    let groups: Vec<String> = rules
        .groups
        .iter()
        .map(|group| {
            let faces: Vec<String> = group
                .dice
                .iter()
                .map(|&i| match rules.faces.get(usize::from(i)) {
                    Some(face) => face.to_string(),
                    None => "?".to_owned(),
                })
                .collect();
            let mut text = format!("{}={}", faces.join("+"), group.sum(&rules.faces));
            match group.goat {
                Some(mountain_goats_rules::GoatRef::Mountain(m)) => text.push_str(&format!(
                    " ({} goat on mountain {})",
                    table.whose(mover),
                    m.number()
                )),
                Some(mountain_goats_rules::GoatRef::BigMountain(spot)) => text.push_str(&format!(
                    " ({} goat on Big Mountain spot {spot})",
                    table.whose(mover)
                )),
                None => {}
            }
            text
        })
        .collect();
    groups.join(", ")
}

/// What a move's events do, one phrase each: `climb mountain 8 to step 3`,
/// `take an 8-point token`. Rolls, turn ends and the game's end are left to
/// [`change_lines`].
pub fn effect_phrases(events: &[pb::Event], table: &Table, tense: Tense) -> Vec<String> {
    let past = tense == Tense::Past;
    let verb = |offer: &str, done: &str| {
        if past {
            done.to_owned()
        } else {
            offer.to_owned()
        }
    };
    // Several groups may climb one goat, or take tokens of one mountain:
    // said once, where it first happens.
    let mut climbs: Vec<(u32, u32, u32, u32)> = Vec::new(); // seat, mountain, steps, to
    let mut tokens: Vec<(u32, u32, u32)> = Vec::new(); // seat, mountain, count
    // Groups whose sum names no mountain: said once, together.
    let mut nowhere: Vec<String> = Vec::new();
    let mut order: Vec<Option<String>> = Vec::new(); // None: said later, from a slot
    let mut slots: Vec<(Slot, usize)> = Vec::new(); // what each None stands for
    for event in events {
        let phrase = match &event.kind {
            Some(Kind::GoatClimbed(e)) => {
                match climbs
                    .iter_mut()
                    .find(|c| c.0 == e.seat && c.1 == e.mountain)
                {
                    Some(climb) => {
                        climb.2 += 1;
                        climb.3 = e.to_position;
                    }
                    None => {
                        climbs.push((e.seat, e.mountain, 1, e.to_position));
                        order.push(None);
                        slots.push((Slot::Climb, climbs.len() - 1));
                    }
                }
                continue;
            }
            Some(Kind::PointTokenTaken(e)) => {
                match tokens
                    .iter_mut()
                    .find(|t| t.0 == e.seat && t.1 == e.mountain)
                {
                    Some(token) => token.2 += 1,
                    None => {
                        tokens.push((e.seat, e.mountain, 1));
                        order.push(None);
                        slots.push((Slot::Tokens, tokens.len() - 1));
                    }
                }
                continue;
            }
            Some(Kind::OnesChanged(e)) => format!(
                "{} the ones so the dice read {}",
                verb("turn", "turned"),
                dice_text(e.to.as_ref().map_or(&[][..], |r| &r.dice))
            ),
            Some(Kind::GoatKnockedDown(e)) => format!(
                "{} {} goat off the summit of mountain {}",
                verb("knock", "knocked"),
                table.whose(e.seat),
                e.mountain
            ),
            Some(Kind::BonusTokenTaken(e)) => format!(
                "{} the {}-point bonus token (a new set)",
                verb("take", "took"),
                e.value
            ),
            Some(Kind::GoatPlacedOnBigMountain(e)) => format!(
                "{} the goat of mountain {} to Big Mountain spot {}",
                verb("move", "moved"),
                e.from_mountain,
                e.spot
            ),
            Some(Kind::GoatMovedOnBigMountain(e)) => format!(
                "{} a Big Mountain goat from spot {} to spot {}",
                verb("move", "moved"),
                e.from_spot,
                e.to_spot
            ),
            Some(Kind::GoatReturnedFromBigMountain(e)) => format!(
                "{} the goat on Big Mountain spot {} back to mountain {}, step {}",
                verb("bring", "brought"),
                e.from_spot,
                e.mountain,
                e.position
            ),
            Some(Kind::GroupWasted(e)) if e.reason == pb::WasteReason::NoMountain as i32 => {
                if nowhere.is_empty() {
                    order.push(None);
                    slots.push((Slot::Nowhere, 0));
                }
                nowhere.push(e.sum.to_string());
                continue;
            }
            Some(Kind::GroupWasted(e)) => format!(
                "{} a group of {} ({})",
                verb("waste", "wasted"),
                e.sum,
                waste_reason(e.reason)
            ),
            Some(Kind::EndTriggered(e)) => format!(
                "{} the end of the game ({}; the round is played out)",
                verb("trigger", "triggered"),
                trigger_text(e.trigger)
            ),
            _ => continue,
        };
        order.push(Some(phrase));
    }
    let mut slots = slots.into_iter();
    order
        .into_iter()
        .filter_map(|phrase| match phrase {
            Some(phrase) => Some(phrase),
            None => match slots.next() {
                Some((Slot::Climb, i)) => climbs.get(i).map(|&(_, mountain, steps, to)| {
                    let how_far = match steps {
                        0 | 1 => String::new(),
                        n => format!(" {} steps", count_word(n)),
                    };
                    let onto = if height(mountain) == Some(to) {
                        format!("its summit (step {to})")
                    } else {
                        format!("step {to}")
                    };
                    format!(
                        "{} mountain {mountain}{how_far} to {onto}",
                        verb("climb", "climbed")
                    )
                }),
                Some((Slot::Tokens, i)) => tokens.get(i).map(|&(_, mountain, count)| {
                    if count > 1 {
                        format!(
                            "{} {} {mountain}-point tokens",
                            verb("take", "took"),
                            count_word(count)
                        )
                    } else {
                        format!("{} {}", verb("take", "took"), a_token(mountain))
                    }
                }),
                Some((Slot::Nowhere, _)) => Some(if nowhere.len() == 1 {
                    format!(
                        "{} a group of {} (no mountain has that number)",
                        verb("waste", "wasted"),
                        listed(&nowhere)
                    )
                } else {
                    format!(
                        "{} groups of {} (no mountain has those numbers)",
                        verb("waste", "wasted"),
                        listed(&nowhere)
                    )
                }),
                None => None,
            },
        })
        .collect()
}

/// What a phrase said later stands for.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Climb,
    Tokens,
    Nowhere,
}

/// `two`, `three`, `four`, or the digits.
fn count_word(n: u32) -> String {
    match n {
        2 => "two".to_owned(),
        3 => "three".to_owned(),
        4 => "four".to_owned(),
        n => n.to_string(),
    }
}

/// One of the legal moves of a roll, numbered for the agent.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MoveChoice {
    /// The number to pass to `play_move` or `preview_move`, from 1.
    pub number: usize,
    /// The dice groups: `5+3=8, 2+4=6`.
    pub groups: String,
    /// What the move does, one phrase each.
    pub effects: Vec<String>,
    /// The whole move in one line: `5+3=8, 2+4=6: climb mountain 8 to step 3
    /// and take an 8-point token`.
    pub text: String,
}

/// The legal moves, numbered from 1 in the server's order (the order
/// `ListLegalMoves` gives, which is also the default move's: number 1).
pub fn numbered(moves: &[pb::LegalMove], table: &Table, mover: u32) -> Vec<MoveChoice> {
    moves
        .iter()
        .enumerate()
        .map(|(i, legal)| {
            let groups = match &legal.r#move {
                Some(mv) => groups_text(mv, table, mover),
                None => "a move this agent cannot read".to_owned(),
            };
            let effects = effect_phrases(&legal.events, table, Tense::Offer);
            let does = if effects.is_empty() {
                "nothing happens".to_owned()
            } else {
                listed(&effects)
            };
            MoveChoice {
                number: i + 1,
                text: format!("{groups}: {does}"),
                groups,
                effects,
            }
        })
        .collect()
}

/// What a change (or a move's answer) did, in sentences: `Turn 12: Greedy
/// bot 2 (seat 1) rolled 6,5,2,2.`, `You played 5+3=8, 2+4=6: climbed
/// mountain 8 to step 3 and took an 8-point token.`
pub fn change_lines(events: &[pb::Event], table: &Table) -> Vec<String> {
    let mut lines = Vec::new();
    let mut i = 0;
    while let Some(event) = events.get(i) {
        i += 1;
        let line = match &event.kind {
            Some(Kind::SeatJoined(e)) => {
                if table.me() == Some(e.seat) {
                    format!("You sat down in seat {}.", e.seat)
                } else {
                    format!("{} sat down in seat {}.", e.player_name, e.seat)
                }
            }
            Some(Kind::GameStarted(e)) => format!(
                "Every seat is taken: the game started, {} first.",
                table.who(e.first_seat)
            ),
            Some(Kind::DiceRolled(e)) => format!(
                "Turn {}: {} rolled {}.",
                e.turn + 1,
                table.who(e.seat),
                dice_text(e.roll.as_ref().map_or(&[][..], |r| &r.dice))
            ),
            Some(Kind::ClockRanOut(e)) => format!(
                "{} clock ran out: the server played the first listed move.",
                capitalized(&table.whose(e.seat))
            ),
            Some(Kind::SeatPassedToHouse(e)) => format!(
                "{} ran out of time too often: a {} house bot plays seat {} from now on.",
                capitalized(&table.who(e.seat)),
                e.strategy,
                e.seat
            ),
            Some(Kind::MovePlayed(e)) => {
                // The move's effects run up to its turn's end.
                let start = i;
                while let Some(next) = events.get(i) {
                    if matches!(
                        next.kind,
                        Some(Kind::TurnEnded(_) | Kind::DiceRolled(_) | Kind::GameOver(_))
                    ) {
                        break;
                    }
                    i += 1;
                }
                let effects = effect_phrases(&events[start..i], table, Tense::Past);
                let groups = match &e.r#move {
                    Some(mv) => groups_text(mv, table, e.seat),
                    None => "a move".to_owned(),
                };
                let did = if effects.is_empty() {
                    "nothing happened".to_owned()
                } else {
                    listed(&effects)
                };
                format!(
                    "{} played {groups}: {did}.",
                    capitalized(&table.who(e.seat))
                )
            }
            Some(Kind::GameOver(e)) => match &e.result {
                Some(result) => format!("The game is over. {}", result_text(result, table)),
                None => "The game is over.".to_owned(),
            },
            Some(Kind::GameCancelled(e)) => match e.reason.as_str() {
                "EXPIRED" => {
                    "The server cancelled the game: no seat was taken for too long.".to_owned()
                }
                reason => format!("The server cancelled the game ({reason})."),
            },
            // Effects outside a move (none today), turn ends: nothing to say.
            Some(_) | None => continue,
        };
        lines.push(line);
    }
    lines
}

/// The final standings: `Winner: you. 1. you 54 points; 2. Greedy bot 2
/// (seat 1) 48 points; …`.
pub fn result_text(result: &pb::GameResult, table: &Table) -> String {
    let winners: Vec<String> = result.winners.iter().map(|&s| table.who(s)).collect();
    let head = match winners.len() {
        0 => String::new(),
        1 => format!("Winner: {}.", winners.join("")),
        _ => format!("Shared win: {}.", listed(&winners)),
    };
    let standings: Vec<String> = result
        .standings
        .iter()
        .map(|s| format!("{}. {} {} points", s.rank, table.who(s.seat), s.score))
        .collect();
    format!("{head} Standings: {}.", standings.join("; "))
}

/// The board in words, as the viewer of `table` sees it.
pub fn board_lines(game: &pb::Game, table: &Table) -> Vec<String> {
    let mut lines = Vec::new();
    let Some(board) = &game.board else {
        return lines;
    };
    // Scores and tokens, one line per seat.
    for player in &board.players {
        let tokens: Vec<String> = player
            .point_tokens
            .iter()
            .zip(5u32..)
            .filter(|&(&count, _)| count > 0)
            .map(|(&count, mountain)| format!("{count}×{mountain}"))
            .collect();
        let mut line = format!(
            "{}: {} points",
            capitalized(&table.who(player.seat)),
            player.score
        );
        if tokens.is_empty() {
            line.push_str(", no point tokens");
        } else {
            line.push_str(&format!(", point tokens {}", tokens.join(" ")));
        }
        if !player.bonus_tokens.is_empty() {
            let bonus: Vec<String> = player.bonus_tokens.iter().map(u32::to_string).collect();
            line.push_str(&format!(", bonus {}", bonus.join("+")));
        }
        lines.push(line);
    }
    // Mountains, with every goat on them.
    lines.push("Mountains (goats by step: 0 is the foot, the height the summit):".to_owned());
    for mountain in &board.mountains {
        let mut goats = Vec::new();
        for player in &board.players {
            for goat in &player.goats {
                if let Some(pb::goat::Place::Mountain(at)) = &goat.place
                    && at.number == mountain.number
                    && at.position > 0
                {
                    let summit = if at.position == mountain.height {
                        " (summit)"
                    } else {
                        ""
                    };
                    goats.push(format!(
                        "{} {}{summit}",
                        table.who(player.seat),
                        at.position
                    ));
                }
            }
        }
        let goats = if goats.is_empty() {
            "every goat at the foot".to_owned()
        } else if goats.len() < board.players.len() {
            format!("{}; the others at the foot", goats.join(", "))
        } else {
            goats.join(", ")
        };
        lines.push(format!(
            "- mountain {} ({} steps, {} tokens of {} points left): {goats}",
            mountain.number, mountain.height, mountain.point_tokens_left, mountain.number,
        ));
    }
    if game.options.as_ref().is_some_and(|o| o.big_mountain) {
        let spots: Vec<String> = board
            .big_mountain
            .iter()
            .map(|s| format!("spot {}: {}", s.spot, table.who(s.seat)))
            .collect();
        lines.push(if spots.is_empty() {
            "Big Mountain: empty.".to_owned()
        } else {
            format!("Big Mountain: {}.", spots.join(", "))
        });
    }
    let bonus: Vec<String> = board.bonus_tokens_left.iter().map(u32::to_string).collect();
    lines.push(if bonus.is_empty() {
        "Bonus tokens left: none.".to_owned()
    } else {
        format!("Bonus tokens left: {}.", bonus.join(", "))
    });
    if board.end_trigger != pb::EndTrigger::Unspecified as i32
        && game.status == pb::GameStatus::Playing as i32
    {
        lines.push(format!(
            "The end is triggered ({}): the round is being played out.",
            trigger_text(board.end_trigger)
        ));
    }
    lines
}

/// The game's status and whose turn it is, in one or two sentences.
pub fn status_line(game: &pb::Game, table: &Table) -> String {
    let players = game.options.as_ref().map_or(0, |o| o.players);
    let mut line = format!("{}: {players} players", game.name);
    if game.options.as_ref().is_some_and(|o| o.big_mountain) {
        line.push_str(", with the Big Mountain");
    }
    if let Some(me) = table.me() {
        line.push_str(&format!("; you are seat {me} ({})", table.name(me)));
    }
    line.push('.');
    let board = game.board.as_ref();
    match pb::GameStatus::try_from(game.status) {
        Ok(pb::GameStatus::Open) => {
            let free: Vec<String> = game
                .seats
                .iter()
                .filter(|s| !s.taken)
                .map(|s| s.index.to_string())
                .collect();
            if free.len() == 1 {
                line.push_str(&format!(
                    " Waiting for players: seat {} is free.",
                    listed(&free)
                ));
            } else {
                line.push_str(&format!(
                    " Waiting for players: seats {} are free.",
                    listed(&free)
                ));
            }
        }
        Ok(pb::GameStatus::Playing) => {
            let seat = board.map_or(0, |b| b.current_seat);
            let turn = board.map_or(0, |b| b.turn) + 1;
            let roll = board
                .and_then(|b| b.roll.as_ref())
                .map(|r| dice_text(&r.dice))
                .unwrap_or_default();
            if table.me() == Some(seat) {
                line.push_str(&format!(
                    " Turn {turn}: it is your turn; you rolled {roll}."
                ));
            } else {
                line.push_str(&format!(
                    " Turn {turn}: {} is to move, with {roll}.",
                    table.who(seat)
                ));
            }
        }
        Ok(pb::GameStatus::Finished) => {
            line.push_str(" The game is over.");
            if let Some(result) = board.and_then(|b| b.result.as_ref()) {
                line.push(' ');
                line.push_str(&result_text(result, table));
            }
        }
        Ok(pb::GameStatus::Cancelled) => line.push_str(
            " The game was cancelled before it started: nobody joined in time. It has no result.",
        ),
        Ok(pb::GameStatus::Unspecified) | Err(_) => line.push_str(" Its status is unknown."),
    }
    line
}

#[cfg(test)]
pub(crate) mod tests {
    use mountain_goats_bot::wire;
    use mountain_goats_rules::{Config, EndTrigger, Event, Game, Move, Roll, WasteReason};

    use super::*;

    /// The protobuf event of a rules event, as the server sends it.
    fn event_pb(event: &Event) -> pb::Event {
        let roll = |r: &Roll| pb::Roll {
            dice: r.0.iter().map(|&d| u32::from(d)).collect(),
        };
        let kind = match event {
            Event::DiceRolled {
                seat,
                turn,
                roll: r,
            } => Kind::DiceRolled(pb::DiceRolled {
                seat: u32::from(*seat),
                turn: *turn,
                roll: Some(roll(r)),
            }),
            Event::OnesChanged { seat, from, to } => Kind::OnesChanged(pb::OnesChanged {
                seat: u32::from(*seat),
                from: Some(roll(from)),
                to: Some(roll(to)),
            }),
            Event::GoatClimbed {
                seat,
                mountain,
                from,
                to,
            } => Kind::GoatClimbed(pb::GoatClimbed {
                seat: u32::from(*seat),
                mountain: u32::from(mountain.number()),
                from_position: u32::from(*from),
                to_position: u32::from(*to),
            }),
            Event::SummitReached { seat, mountain } => Kind::SummitReached(pb::SummitReached {
                seat: u32::from(*seat),
                mountain: u32::from(mountain.number()),
            }),
            Event::GoatKnockedDown { seat, mountain } => {
                Kind::GoatKnockedDown(pb::GoatKnockedDown {
                    seat: u32::from(*seat),
                    mountain: u32::from(mountain.number()),
                })
            }
            Event::PointTokenTaken { seat, mountain } => {
                Kind::PointTokenTaken(pb::PointTokenTaken {
                    seat: u32::from(*seat),
                    mountain: u32::from(mountain.number()),
                })
            }
            Event::BonusTokenTaken { seat, value } => Kind::BonusTokenTaken(pb::BonusTokenTaken {
                seat: u32::from(*seat),
                value: u32::from(*value),
            }),
            Event::GroupWasted { seat, sum, reason } => Kind::GroupWasted(pb::GroupWasted {
                seat: u32::from(*seat),
                sum: u32::from(*sum),
                reason: match reason {
                    WasteReason::NoMountain => pb::WasteReason::NoMountain,
                    WasteReason::NoTokensLeft => pb::WasteReason::NoTokensLeft,
                    WasteReason::SpotTaken => pb::WasteReason::SpotTaken,
                    WasteReason::NoGoatNamed => pb::WasteReason::NoGoatNamed,
                } as i32,
            }),
            Event::TurnEnded { seat, turn } => Kind::TurnEnded(pb::TurnEnded {
                seat: u32::from(*seat),
                turn: *turn,
            }),
            Event::EndTriggered { trigger, turn } => Kind::EndTriggered(pb::EndTriggered {
                trigger: match trigger {
                    EndTrigger::BonusTokensGone => pb::EndTrigger::BonusTokensGone,
                    EndTrigger::ThreeMountainsEmpty => pb::EndTrigger::ThreeMountainsEmpty,
                } as i32,
                turn: *turn,
            }),
            // The Big Mountain and the end are not needed by these tests.
            other => panic!("no conversion for {other:?} in these tests"),
        };
        pb::Event { kind: Some(kind) }
    }

    /// The legal moves of the current roll as `ListLegalMoves` lists them.
    fn listed_moves(game: &Game) -> Vec<pb::LegalMove> {
        let seat = game.current_seat();
        game.legal_moves()
            .iter()
            .map(|mv| {
                let (_, events) = game.after(seat, mv).expect("a listed move is legal");
                pb::LegalMove {
                    r#move: Some(wire::move_to_pb(mv)),
                    summary: mv.to_string(),
                    events: events.iter().map(event_pb).collect(),
                }
            })
            .collect()
    }

    fn two_players() -> (Game, Table) {
        let game = Game::new(Config::new(2).with_first_seat(0)).expect("a valid config");
        let mut seats = vec![pb::Seat::default(), pb::Seat::default()];
        seats[0].player_name = "Ada".to_owned();
        seats[1].index = 1;
        seats[1].player_name = "Greedy bot 2".to_owned();
        let table = Table::of(
            &pb::Game {
                seats,
                ..pb::Game::default()
            },
            Some(0),
        );
        (game, table)
    }

    fn play(game: &mut Game, roll: [u8; 4], groups: &[&[u8]]) -> Vec<Event> {
        game.roll(Roll(roll)).expect("a roll is due");
        let seat = game.current_seat();
        game.play(seat, &Move::grouped(roll, groups))
            .expect("a legal move")
    }

    #[test]
    fn moves_are_numbered_from_one_in_the_servers_order_and_worded() {
        let (mut game, table) = two_players();
        game.roll(Roll([5, 2, 2, 1])).expect("a roll is due");
        let moves = listed_moves(&game);
        let choices = numbered(&moves, &table, 0);
        assert_eq!(choices.len(), moves.len());
        assert!(choices.len() > 3);
        for (i, choice) in choices.iter().enumerate() {
            assert_eq!(choice.number, i + 1);
            assert_eq!(
                choice.text,
                format!("{}: {}", choice.groups, listed(&choice.effects))
            );
            assert!(!choice.effects.is_empty(), "{choice:?}");
        }
        // One move per outcome: no two read the same.
        let mut texts: Vec<String> = choices.iter().map(|c| c.effects.join("; ")).collect();
        texts.sort_unstable();
        texts.dedup();
        assert_eq!(texts.len(), choices.len());
        // 5 | 2+2+1: two groups of 5 climb one goat twice, said once.
        let both = choices
            .iter()
            .find(|c| c.groups == "5=5, 2+2+1=5")
            .expect("the move 5 | 2+2+1 is listed");
        assert_eq!(
            both.text,
            "5=5, 2+2+1=5: climb mountain 5 two steps to step 2"
        );
        // 5+2+2+1 = 10.
        let all = choices
            .iter()
            .find(|c| c.groups == "5+2+2+1=10")
            .expect("the move of all four dice is listed");
        assert_eq!(all.text, "5+2+2+1=10: climb mountain 10 to step 1");
    }

    #[test]
    fn sums_of_no_mountain_are_said_together() {
        let (mut game, table) = two_players();
        game.roll(Roll([1, 2, 3, 6])).expect("a roll is due");
        // Not the move listed for its outcome, but a legal one all the same.
        let mv = Move::grouped([1, 2, 3, 6], &[&[0], &[1], &[2], &[3]]);
        let (_, events) = game.after(0, &mv).expect("a legal move");
        let legal = pb::LegalMove {
            r#move: Some(wire::move_to_pb(&mv)),
            summary: mv.to_string(),
            events: events.iter().map(event_pb).collect(),
        };
        let wasted = &numbered(&[legal], &table, 0)[0];
        assert_eq!(
            wasted.text,
            "1=1, 2=2, 3=3, 6=6: waste groups of 1, 2 and 3 (no mountain has those numbers) \
             and climb mountain 6 to step 1"
        );
    }

    #[test]
    fn a_summit_and_its_tokens_in_words() {
        let (mut game, table) = two_players();
        // Seat 0 climbs 8 twice; seat 1 climbs 5.
        play(&mut game, [4, 4, 4, 4], &[&[0, 1], &[2, 3]]);
        play(&mut game, [1, 4, 2, 3], &[&[0, 1], &[2, 3]]);
        // Seat 0: one group reaches the summit of 8, the other takes again.
        game.roll(Roll([4, 4, 2, 6])).expect("a roll is due");
        let choices = numbered(&listed_moves(&game), &table, 0);
        let summit = choices
            .iter()
            .find(|c| c.groups == "4+4=8, 2+6=8")
            .expect("4+4 | 2+6 is listed");
        assert_eq!(
            summit.text,
            "4+4=8, 2+6=8: climb mountain 8 to its summit (step 3) and take two 8-point tokens"
        );
        let one = choices
            .iter()
            .find(|c| c.groups == "4+4=8, 2=2, 6=6")
            .expect("4+4 | 2 | 6 is listed");
        assert_eq!(
            one.text,
            "4+4=8, 2=2, 6=6: climb mountain 8 to its summit (step 3), take an 8-point token, \
             waste a group of 2 (no mountain has that number) and climb mountain 6 to step 1"
        );
    }

    #[test]
    fn a_change_in_sentences_from_the_viewers_seat() {
        let (mut game, table) = two_players();
        game.roll(Roll([4, 4, 4, 4])).expect("a roll is due");
        let mv = Move::grouped([4, 4, 4, 4], &[&[0, 1], &[2, 3]]);
        let mut events = vec![pb::Event {
            kind: Some(Kind::MovePlayed(pb::MovePlayed {
                seat: 0,
                r#move: Some(wire::move_to_pb(&mv)),
            })),
        }];
        events.extend(game.play(0, &mv).expect("legal").iter().map(event_pb));
        events.extend(
            game.roll(Roll([6, 5, 4, 3]))
                .expect("due")
                .iter()
                .map(event_pb),
        );
        assert_eq!(
            change_lines(&events, &table),
            [
                "You played 4+4=8, 4+4=8: climbed mountain 8 two steps to step 2.",
                "Turn 2: Greedy bot 2 (seat 1) rolled 6,5,4,3.",
            ]
        );
        // The same change from the rail.
        let rail = Table {
            me: None,
            ..table.clone()
        };
        assert_eq!(
            change_lines(&events, &rail)[0],
            "Ada (seat 0) played 4+4=8, 4+4=8: climbed mountain 8 two steps to step 2."
        );
    }

    /// A game of two seats at turn 3, seat 0 to move with 5,2,2,1.
    pub(crate) fn board_game() -> pb::Game {
        let heights = [4, 4, 3, 3, 2, 2];
        let mountains = (5u32..=10)
            .zip(heights)
            .map(|(number, height)| pb::Mountain {
                number,
                height,
                point_tokens_left: 15 - number,
                summit_seat: (number == 10).then_some(1),
            })
            .collect();
        let goats = |positions: [u32; 6]| {
            (5u32..=10)
                .zip(positions)
                .map(|(number, position)| pb::Goat {
                    place: Some(pb::goat::Place::Mountain(pb::MountainPosition {
                        number,
                        position,
                    })),
                })
                .collect()
        };
        pb::Game {
            name: "games/g1".to_owned(),
            options: Some(pb::GameOptions {
                players: 2,
                ..pb::GameOptions::default()
            }),
            status: pb::GameStatus::Playing as i32,
            seats: vec![
                pb::Seat {
                    index: 0,
                    taken: true,
                    player_name: "Ada".to_owned(),
                    ..pb::Seat::default()
                },
                pb::Seat {
                    index: 1,
                    taken: true,
                    player_name: "Greedy bot 2".to_owned(),
                    house_strategy: "greedy".to_owned(),
                    ..pb::Seat::default()
                },
            ],
            version: 6,
            board: Some(pb::Board {
                mountains,
                players: vec![
                    pb::Player {
                        seat: 0,
                        goats: goats([1, 0, 0, 2, 0, 0]),
                        point_tokens: vec![0; 6],
                        bonus_tokens: vec![],
                        score: 0,
                    },
                    pb::Player {
                        seat: 1,
                        goats: goats([0, 0, 0, 0, 0, 2]),
                        point_tokens: vec![0, 0, 0, 0, 0, 1],
                        bonus_tokens: vec![],
                        score: 10,
                    },
                ],
                bonus_tokens_left: vec![15, 12, 9, 6],
                current_seat: 0,
                turn: 2,
                roll: Some(pb::Roll {
                    dice: vec![5, 2, 2, 1],
                }),
                ..pb::Board::default()
            }),
            ..pb::Game::default()
        }
    }

    #[test]
    fn the_board_in_words() {
        let game = board_game();
        let table = Table::of(&game, Some(0));
        assert_eq!(
            status_line(&game, &table),
            "games/g1: 2 players; you are seat 0 (Ada). Turn 3: it is your turn; you rolled 5,2,2,1."
        );
        let lines = board_lines(&game, &table);
        assert_eq!(lines[0], "You: 0 points, no point tokens");
        assert_eq!(
            lines[1],
            "Greedy bot 2 (seat 1): 10 points, point tokens 1×10"
        );
        assert!(lines.contains(
            &"- mountain 5 (4 steps, 10 tokens of 5 points left): you 1; the others at the foot"
                .to_owned()
        ));
        assert!(lines.contains(
            &"- mountain 7 (3 steps, 8 tokens of 7 points left): every goat at the foot".to_owned()
        ));
        assert!(lines.contains(
            &"- mountain 10 (2 steps, 5 tokens of 10 points left): Greedy bot 2 (seat 1) 2 (summit); the others at the foot"
                .to_owned()
        ));
        assert_eq!(
            lines.last().map(String::as_str),
            Some("Bonus tokens left: 15, 12, 9, 6.")
        );
        // From the rail, and while another seat is to move.
        let rail = Table::of(&game, None);
        assert_eq!(
            status_line(&game, &rail),
            "games/g1: 2 players. Turn 3: Ada (seat 0) is to move, with 5,2,2,1."
        );
        let cancelled = pb::Game {
            status: pb::GameStatus::Cancelled as i32,
            ..game.clone()
        };
        assert_eq!(
            status_line(&cancelled, &rail),
            "games/g1: 2 players. The game was cancelled before it started: nobody joined in time. It has no result."
        );
        let event = pb::Event {
            kind: Some(pb::event::Kind::GameCancelled(pb::GameCancelled {
                reason: "EXPIRED".into(),
            })),
        };
        assert_eq!(
            change_lines(&[event], &rail),
            ["The server cancelled the game: no seat was taken for too long."]
        );
    }
}
