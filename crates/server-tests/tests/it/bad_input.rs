//! Bad input of every kind gets a clear status — the standard code and a
//! `google.rpc.ErrorInfo` reason — and changes nothing.

use crate::common;

use std::time::Duration;

use common::{
    Server, assert_refused, create, full_game, get, legal_moves, options, submit, to_move,
};
use mountain_goats_bot::{Client, Greedy, SeatTicket, pb, play, request_id};
use mountain_goats_rules::Seed;
use tonic::Code;
use tonic::metadata::MetadataValue;

/// A move keeping `faces`, with groups of these dice, naming no goat.
fn mv(faces: [u32; 4], groups: &[&[u32]]) -> pb::Move {
    pb::Move {
        faces: faces.to_vec(),
        groups: groups
            .iter()
            .map(|dice| pb::Group {
                dice: dice.to_vec(),
                goat: None,
            })
            .collect(),
    }
}

fn on_mountain(number: u32) -> Option<pb::GoatRef> {
    Some(pb::GoatRef {
        place: Some(pb::goat_ref::Place::Mountain(number)),
    })
}

fn on_spot(spot: u32) -> Option<pb::GoatRef> {
    Some(pb::GoatRef {
        place: Some(pb::goat_ref::Place::BigMountainSpot(spot)),
    })
}

/// A move keeping `faces` with one group of `dice` naming `goat`.
fn one_group(faces: [u32; 4], dice: &[u32], goat: Option<pb::GoatRef>) -> pb::Move {
    pb::Move {
        faces: faces.to_vec(),
        groups: vec![pb::Group {
            dice: dice.to_vec(),
            goat,
        }],
    }
}

/// The dice of turn `turn`, as the server rolls them from `seed`.
fn roll(seed: [u8; 32], turn: u64) -> [u32; 4] {
    Seed(seed).roll(turn).0.map(u32::from)
}

/// Every non-empty subset of the four dice, with its sum.
fn subsets(dice: [u32; 4]) -> Vec<(Vec<u32>, u32)> {
    (1u32..16)
        .map(|bits| {
            let members: Vec<u32> = (0..4).filter(|i| bits & (1 << i) != 0).collect();
            let sum = members.iter().map(|&i| dice[i as usize]).sum();
            (members, sum)
        })
        .collect()
}

async fn assert_unchanged(client: &mut Client, before: &pb::Game) {
    let after = get(client, &before.name).await;
    assert_eq!(after.version, before.version, "the version is unchanged");
    assert_eq!(after.board, before.board, "the board is unchanged");
    assert_eq!(&after, before, "the game is unchanged");
}

/// Submits `mv` for `ticket` at the game's current version; expects a
/// refusal with `code`/`reason`, also from `PreviewMove`, and no change.
async fn refused_move(
    client: &mut Client,
    ticket: &SeatTicket,
    before: &pb::Game,
    mv: pb::Move,
    code: Code,
    reason: &str,
) {
    let result = submit(
        client,
        ticket,
        mv.clone(),
        Some(before.version),
        &request_id(),
    )
    .await;
    assert_refused(result, code, reason);
    let preview = client
        .preview_move(pb::PreviewMoveRequest {
            name: before.name.clone(),
            r#move: Some(mv),
        })
        .await;
    assert_refused(preview, code, reason);
    assert_unchanged(client, before).await;
}

/// `request` carrying `authorization: <value>`.
fn with_authorization<T>(request: T, value: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(request);
    request.metadata_mut().insert(
        "authorization",
        MetadataValue::try_from(value).expect("ASCII metadata"),
    );
    request
}

#[tokio::test]
async fn every_illegal_move_is_refused_with_the_rule_it_breaks_and_changes_nothing() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    // A seed whose first roll shows a one and a die that is not a one.
    let seed = (0..=255u8)
        .map(|i| [i; 32])
        .find(|&s| {
            let dice = roll(s, 0);
            dice.contains(&1) && dice.iter().any(|&d| d != 1)
        })
        .expect("a seed with a one in its first roll");
    let (game, tickets) = full_game(&mut client, options(4), seed).await;
    let board = game.board.clone().expect("a board");
    let first_seat = u32::from(Seed(seed).first_seat(4));
    assert_eq!(
        board.first_seat, first_seat,
        "the first seat comes from the seed"
    );
    assert_eq!(board.current_seat, first_seat);
    let dice = roll(seed, 0);
    assert_eq!(board.roll.expect("a roll").dice, dice.to_vec());
    let mover = to_move(&game, &tickets).clone();

    let one = dice.iter().position(|&d| d == 1).expect("a one");
    let other = dice
        .iter()
        .position(|&d| d != 1)
        .expect("a die that is not a one");
    let changed = |die: usize, face: u32| {
        let mut faces = dice;
        faces[die] = face;
        faces
    };
    let all: &[&[u32]] = &[&[0, 1, 2, 3]];
    let not_the_same = if dice[other] == 6 { 5 } else { 6 };
    let illegal: Vec<(&str, pb::Move)> = vec![
        ("FACE_OUT_OF_RANGE", mv(changed(other, 7), all)),
        ("FACE_OUT_OF_RANGE", mv(changed(one, 0), all)),
        ("FACE_OUT_OF_RANGE", mv(changed(one, 1_000_000), all)),
        ("DIE_NOT_A_ONE", mv(changed(other, not_the_same), all)),
        (
            "LAST_ONE_CHANGED",
            mv(dice.map(|d| if d == 1 { 6 } else { d }), all),
        ),
        ("DIE_OUT_OF_RANGE", mv(dice, &[&[0, 1, 2], &[3, 4]])),
        ("DIE_OUT_OF_RANGE", mv(dice, &[&[0, 1, 2, 300]])),
        ("DIE_USED_TWICE", mv(dice, &[&[0, 1], &[1, 2, 3]])),
        ("DIE_USED_TWICE", mv(dice, &[&[0, 0, 1, 2]])),
        ("EMPTY_GROUP", mv(dice, &[&[0, 1, 2, 3], &[]])),
        ("DICE_LEFT_OUT", mv(dice, &[&[0, 1, 2]])),
        ("DICE_LEFT_OUT", mv(dice, &[])),
        // Without the Big Mountain a group never chooses a goat.
        (
            "GOAT_NOT_EXPECTED",
            one_group(dice, &[0, 1, 2, 3], on_mountain(5)),
        ),
        (
            "GOAT_NOT_EXPECTED",
            one_group(dice, &[0, 1, 2, 3], on_spot(12)),
        ),
    ];
    for (reason, mv) in illegal {
        refused_move(
            &mut client,
            &mover,
            &game,
            mv,
            Code::FailedPrecondition,
            reason,
        )
        .await;
    }

    // Moves that cannot even be represented.
    let five_groups = mv(dice, &[&[0], &[1], &[2], &[3], &[0]]);
    let five_dice = mv(dice, &[&[0, 1, 2, 3, 0]]);
    let malformed = vec![
        pb::Move {
            faces: dice[..3].to_vec(),
            groups: mv(dice, all).groups,
        },
        pb::Move {
            faces: vec![dice[0], dice[1], dice[2], dice[3], 1],
            groups: mv(dice, all).groups,
        },
        five_groups,
        five_dice,
        one_group(dice, &[0, 1, 2, 3], on_mountain(11)),
    ];
    for mv in malformed {
        refused_move(
            &mut client,
            &mover,
            &game,
            mv,
            Code::InvalidArgument,
            "INVALID_MOVE",
        )
        .await;
    }
    let no_move = client
        .submit_move(mover.authorize(pb::SubmitMoveRequest {
            name: game.name.clone(),
            r#move: None,
            expected_version: Some(game.version),
            request_id: request_id(),
        }))
        .await;
    assert_refused(no_move, Code::InvalidArgument, "INVALID_MOVE");
    assert_unchanged(&mut client, &game).await;

    // A legal move, refused for who sends it or when.
    let legal = legal_moves(&mut client, &game.name).await.legal_moves[0]
        .r#move
        .clone()
        .expect("a move");
    for ticket in tickets.iter().filter(|t| t.seat != mover.seat) {
        let result = submit(&mut client, ticket, legal.clone(), None, &request_id()).await;
        assert_refused(result, Code::FailedPrecondition, "NOT_YOUR_TURN");
        assert_unchanged(&mut client, &game).await;
    }
    for stale in [game.version - 1, game.version + 1, 0] {
        let result = submit(
            &mut client,
            &mover,
            legal.clone(),
            Some(stale),
            &request_id(),
        )
        .await;
        let status = assert_refused(result, Code::FailedPrecondition, "STALE_VERSION");
        use tonic_types::StatusExt;
        let info = status.get_error_details().error_info().cloned();
        assert_eq!(
            info.and_then(|i| i.metadata.get("current_version").cloned()),
            Some(game.version.to_string()),
            "the refusal says the current version"
        );
        assert_unchanged(&mut client, &game).await;
    }
    let too_long_id = submit(&mut client, &mover, legal.clone(), None, &"x".repeat(65)).await;
    assert_refused(too_long_id, Code::InvalidArgument, "INVALID_REQUEST_ID");
    let spaced_id = submit(&mut client, &mover, legal.clone(), None, "a b").await;
    assert_refused(spaced_id, Code::InvalidArgument, "INVALID_REQUEST_ID");
    assert_unchanged(&mut client, &game).await;

    // Tokens: missing, malformed, wrong.
    let request = || pb::SubmitMoveRequest {
        name: game.name.clone(),
        r#move: Some(legal.clone()),
        expected_version: Some(game.version),
        request_id: request_id(),
    };
    let missing = client.submit_move(request()).await;
    assert_refused(missing, Code::Unauthenticated, "TOKEN_MISSING");
    for malformed in [
        "Basic dXNlcjpwYXNz",
        "Bearer",
        "Bearer ",
        &mover.token,
        "Token abc",
    ] {
        let result = client
            .submit_move(with_authorization(request(), malformed))
            .await;
        assert_refused(result, Code::Unauthenticated, "TOKEN_MALFORMED");
    }
    let wrong_token = format!("mgt_{}", "0".repeat(64));
    for wrong in [format!("Bearer {wrong_token}"), "Bearer x".to_owned()] {
        let result = client
            .submit_move(with_authorization(request(), &wrong))
            .await;
        assert_refused(result, Code::PermissionDenied, "TOKEN_INVALID");
    }
    // A seat token of another game is no token for this one.
    let (_, others) = full_game(&mut client, options(2), [9; 32]).await;
    let foreign = SeatTicket {
        game: game.name.clone(),
        ..others[0].clone()
    };
    let result = submit(&mut client, &foreign, legal.clone(), None, &request_id()).await;
    assert_refused(result, Code::PermissionDenied, "TOKEN_INVALID");
    // A wrong token on a watch is refused too, rather than ignored.
    let watch = client
        .watch_game(with_authorization(
            pb::WatchGameRequest {
                name: game.name.clone(),
                resume_after: None,
            },
            &format!("Bearer {wrong_token}"),
        ))
        .await;
    assert_refused(watch, Code::PermissionDenied, "TOKEN_INVALID");
    assert_unchanged(&mut client, &game).await;

    // After all that, the legal move still plays, once.
    let answer = submit(
        &mut client,
        &mover,
        legal,
        Some(game.version),
        &request_id(),
    )
    .await
    .expect("the legal move is accepted");
    assert_eq!(answer.game.expect("a game").version, game.version + 1);
}

/// The goat rules of the Big Mountain: a goat named where none can go.
#[tokio::test]
async fn big_mountain_goat_errors_are_refused_and_change_nothing() {
    // Two players, seat 0 first, declining allowed so that one group at a
    // time can be played. Find a seed where seat 0 can put a goat from
    // mountain `m` on spot `s` (turn 0), seat 1 then has dice summing `s`
    // (turn 1), and seat 0 then has dice summing `m` (turn 2).
    type Plan = ([u8; 32], Vec<u32>, u32, Vec<u32>, u32, Vec<u32>);
    let plan: Plan = (0..=255u8)
        .map(|i| [i; 32])
        .find_map(|seed| {
            let (r0, r1, r2) = (roll(seed, 0), roll(seed, 1), roll(seed, 2));
            subsets(r0)
                .into_iter()
                .filter(|(_, sum)| (11..=24).contains(sum))
                .find_map(|(g0, spot)| {
                    let (g1, _) = subsets(r1).into_iter().find(|(_, sum)| *sum == spot)?;
                    let (g2, m) = subsets(r2)
                        .into_iter()
                        .find(|(_, sum)| (5..=10).contains(sum))?;
                    Some((seed, g0, spot, g1, m, g2))
                })
        })
        .expect("a seed that reaches every goat error");
    let (seed, g0, spot, g1, m, g2) = plan;

    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let options = pb::GameOptions {
        players: 2,
        big_mountain: true,
        allow_declining_groups: true,
        first_seat: Some(0),
        ..Default::default()
    };
    let (game, tickets) = full_game(&mut client, options, seed).await;
    let fc = |turn| roll(seed, turn);
    let elsewhere = if spot == 24 { 23 } else { 24 };

    // Turn 0, seat 0: no goat of seat 0 stands on any Big Mountain spot.
    for goat in [on_spot(spot), on_spot(elsewhere)] {
        refused_move(
            &mut client,
            &tickets[0],
            &game,
            one_group(fc(0), &g0, goat),
            Code::FailedPrecondition,
            "GOAT_NOT_FOUND",
        )
        .await;
    }
    refused_move(
        &mut client,
        &tickets[0],
        &game,
        one_group(fc(0), &g0, on_spot(99)),
        Code::FailedPrecondition,
        "GOAT_NOT_FOUND",
    )
    .await;
    // The goat on mountain m goes to the spot.
    let placed = submit(
        &mut client,
        &tickets[0],
        one_group(fc(0), &g0, on_mountain(m)),
        Some(game.version),
        &request_id(),
    )
    .await
    .expect("placing a goat on the Big Mountain is legal");
    let game = placed.game.expect("a game");
    assert!(
        placed.events.iter().any(|e| matches!(
            e.kind,
            Some(pb::event::Kind::GoatPlacedOnBigMountain(ref p)) if p.spot == spot && p.from_mountain == m
        )),
        "the goat was placed: {:?}",
        placed.events
    );

    // Turn 1, seat 1: the spot is taken.
    refused_move(
        &mut client,
        &tickets[1],
        &game,
        one_group(fc(1), &g1, on_mountain(5)),
        Code::FailedPrecondition,
        "SPOT_TAKEN",
    )
    .await;
    let game = submit(
        &mut client,
        &tickets[1],
        mv(fc(1), &[]),
        None,
        &request_id(),
    )
    .await
    .expect("declining every group is legal here")
    .game
    .expect("a game");

    // Turn 2, seat 0: no goat on mountain m, so one must come back.
    refused_move(
        &mut client,
        &tickets[0],
        &game,
        one_group(fc(2), &g2, None),
        Code::FailedPrecondition,
        "GOAT_REQUIRED",
    )
    .await;
    for goat in [on_spot(elsewhere), on_mountain(m)] {
        refused_move(
            &mut client,
            &tickets[0],
            &game,
            one_group(fc(2), &g2, goat),
            Code::FailedPrecondition,
            "GOAT_NOT_FOUND",
        )
        .await;
    }
    let back = submit(
        &mut client,
        &tickets[0],
        one_group(fc(2), &g2, on_spot(spot)),
        Some(game.version),
        &request_id(),
    )
    .await
    .expect("bringing the goat back is legal");
    assert!(
        back.events.iter().any(|e| matches!(
            e.kind,
            Some(pb::event::Kind::GoatReturnedFromBigMountain(ref r)) if r.from_spot == spot && r.mountain == m
        )),
        "the goat came back: {:?}",
        back.events
    );
}

#[tokio::test]
async fn bad_games_seats_options_and_names_are_refused() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let count = async |client: &mut Client| {
        client
            .list_games(pb::ListGamesRequest {
                page_size: 200,
                ..Default::default()
            })
            .await
            .expect("list")
            .into_inner()
            .games
            .len()
    };

    // Unknown games and names that are not game names.
    let unknown = "games/0123456789abcdef0123".to_owned();
    let result = client
        .get_game(pb::GetGameRequest {
            name: unknown.clone(),
        })
        .await;
    assert_refused(result, Code::NotFound, "GAME_NOT_FOUND");
    let result = client
        .join_game(pb::JoinGameRequest {
            name: unknown.clone(),
            player_name: "ann".into(),
            seat: None,
            seat_token: String::new(),
            dice_contribution: Vec::new(),
        })
        .await;
    assert_refused(result, Code::NotFound, "GAME_NOT_FOUND");
    let result = client
        .watch_game(pb::WatchGameRequest {
            name: unknown.clone(),
            resume_after: None,
        })
        .await;
    assert_refused(result, Code::NotFound, "GAME_NOT_FOUND");
    let result = client
        .list_legal_moves(pb::ListLegalMovesRequest {
            name: unknown.clone(),
        })
        .await;
    assert_refused(result, Code::NotFound, "GAME_NOT_FOUND");
    for name in [
        "",
        "nope",
        "games/",
        "games/ABC",
        "games/a/b",
        "game/abc",
        "games/a b",
    ] {
        let result = client
            .get_game(pb::GetGameRequest { name: name.into() })
            .await;
        assert_refused(result, Code::InvalidArgument, "INVALID_GAME_NAME");
        let result = client
            .join_game(pb::JoinGameRequest {
                name: name.into(),
                player_name: "ann".into(),
                seat: None,
                seat_token: String::new(),
                dice_contribution: Vec::new(),
            })
            .await;
        assert_refused(result, Code::InvalidArgument, "INVALID_GAME_NAME");
    }

    // Bad options and seeds create nothing.
    let before = count(&mut client).await;
    let bad_options = [
        None,
        Some(options(0)),
        Some(options(1)),
        Some(options(5)),
        Some(pb::GameOptions {
            players: 6,
            big_mountain: true,
            ..Default::default()
        }),
        Some(options(300)),
        Some(pb::GameOptions {
            first_seat: Some(9),
            ..options(4)
        }),
        Some(pb::GameOptions {
            first_seat: Some(2),
            ..options(2)
        }),
        Some(pb::GameOptions {
            first_seat: Some(u32::MAX),
            ..options(2)
        }),
    ];
    for options in bad_options {
        let result = client
            .create_game(pb::CreateGameRequest {
                options,
                seed: Vec::new(),
                house_seats: Vec::new(),
            })
            .await;
        assert_refused(result, Code::InvalidArgument, "INVALID_OPTIONS");
    }
    for length in [1, 31, 33, 64] {
        let result = client
            .create_game(pb::CreateGameRequest {
                options: Some(options(2)),
                seed: vec![7; length],
                house_seats: Vec::new(),
            })
            .await;
        assert_refused(result, Code::InvalidArgument, "INVALID_SEED");
    }
    assert_eq!(count(&mut client).await, before, "no game was created");
    // Five players are fine with the Big Mountain.
    create(
        &mut client,
        pb::GameOptions {
            players: 5,
            big_mountain: true,
            ..Default::default()
        },
        [3; 32],
    )
    .await;

    // Joining: names, seats, a full game; moves before the start.
    let game = create(&mut client, options(2), [4; 32]).await;
    let join = |name: &str, seat: Option<u32>| pb::JoinGameRequest {
        name: game.name.clone(),
        player_name: name.into(),
        seat,
        seat_token: String::new(),
        dice_contribution: Vec::new(),
    };
    let bad_names = [
        String::new(),
        "a".repeat(33),
        "é".repeat(33),
        "bell\u{7}".into(),
        "tab\tname".into(),
        "new\nline".into(),
        "nul\0".into(),
        " leading".into(),
        "trailing ".into(),
        "semi;colon".into(),
    ];
    for name in &bad_names {
        let result = client.join_game(join(name, None)).await;
        assert_refused(result, Code::InvalidArgument, "INVALID_PLAYER_NAME");
        assert_unchanged(&mut client, &game).await;
    }
    let ann = client
        .join_game(join(&"a".repeat(32), Some(0)))
        .await
        .expect("a 32-character name is fine")
        .into_inner();
    let ann = SeatTicket {
        game: game.name.clone(),
        seat: ann.seat,
        token: ann.seat_token,
    };
    let open = get(&mut client, &game.name).await;
    assert_eq!(open.status, pb::GameStatus::Open as i32);
    let result = client.join_game(join("bob", Some(0))).await;
    assert_refused(result, Code::AlreadyExists, "SEAT_TAKEN");
    assert_unchanged(&mut client, &open).await;
    for seat in [2, 9, 1000] {
        let result = client.join_game(join("bob", Some(seat))).await;
        assert_refused(result, Code::InvalidArgument, "INVALID_SEAT");
        assert_unchanged(&mut client, &open).await;
    }
    let result = submit(
        &mut client,
        &ann,
        mv([1, 1, 1, 1], &[&[0, 1, 2, 3]]),
        None,
        "",
    )
    .await;
    assert_refused(result, Code::FailedPrecondition, "GAME_NOT_STARTED");
    let result = client
        .list_legal_moves(pb::ListLegalMovesRequest {
            name: game.name.clone(),
        })
        .await;
    assert_refused(result, Code::FailedPrecondition, "GAME_NOT_STARTED");
    let result = client
        .preview_move(pb::PreviewMoveRequest {
            name: game.name.clone(),
            r#move: Some(mv([1, 1, 1, 1], &[&[0, 1, 2, 3]])),
        })
        .await;
    assert_refused(result, Code::FailedPrecondition, "GAME_NOT_STARTED");
    assert_unchanged(&mut client, &open).await;
    client
        .join_game(join("bob", None))
        .await
        .expect("the last seat");
    let full = get(&mut client, &game.name).await;
    assert_eq!(full.status, pb::GameStatus::Playing as i32);
    for seat in [None, Some(0), Some(1)] {
        let result = client.join_game(join("carol", seat)).await;
        assert_refused(result, Code::FailedPrecondition, "GAME_FULL");
        assert_unchanged(&mut client, &full).await;
    }

    // An oversized request: a 100 KB player name.
    let result = client.join_game(join(&"x".repeat(100 * 1024), None)).await;
    assert_refused(result, Code::ResourceExhausted, "MESSAGE_TOO_LARGE");
    assert_unchanged(&mut client, &full).await;
}

#[tokio::test]
async fn garbage_bytes_are_a_malformed_request() {
    let server = Server::start(&[]).await;
    let channel = tonic::transport::Channel::from_shared(format!("http://{}", server.addr))
        .expect("a URI")
        .connect()
        .await
        .expect("connects");
    let mut grpc = tonic::client::Grpc::new(channel);
    let path = "/mountain_goats.v1.GameService/GetGame";
    let mut call = async |bytes: Vec<u8>| {
        grpc.ready().await.expect("ready");
        grpc.unary(
            tonic::Request::new(bytes),
            tonic::codegen::http::uri::PathAndQuery::from_static(path),
            raw::RawCodec,
        )
        .await
        .map(tonic::Response::into_inner)
    };
    // The raw path works: a valid request for an unknown game.
    let valid = prost::Message::encode_to_vec(&pb::GetGameRequest {
        name: "games/0123456789abcdef0123".into(),
    });
    assert_refused(call(valid).await, Code::NotFound, "GAME_NOT_FOUND");
    for garbage in [
        // Field 1, 100 bytes long, but one byte follows.
        vec![0x0a, 0x64, b'x'],
        // Wire type 7 does not exist.
        vec![0x0f, 0xff, 0xff],
        // A varint that never ends.
        vec![
            0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        ],
        // Field 1 (a string) that is not UTF-8.
        vec![0x0a, 0x02, 0xff, 0xfe],
    ] {
        assert_refused(
            call(garbage).await,
            Code::InvalidArgument,
            "MALFORMED_REQUEST",
        );
    }
}

/// A codec that sends and receives raw bytes.
mod raw {
    use bytes::{Buf, BufMut};
    use tonic::Status;
    use tonic::codec::{Codec, DecodeBuf, Decoder, EncodeBuf, Encoder};

    #[derive(Debug, Clone, Copy, Default)]
    pub struct RawCodec;

    #[derive(Debug)]
    pub struct Raw;

    impl Encoder for Raw {
        type Item = Vec<u8>;
        type Error = Status;

        fn encode(&mut self, item: Vec<u8>, dst: &mut EncodeBuf<'_>) -> Result<(), Status> {
            dst.put_slice(&item);
            Ok(())
        }
    }

    impl Decoder for Raw {
        type Item = Vec<u8>;
        type Error = Status;

        fn decode(&mut self, src: &mut DecodeBuf<'_>) -> Result<Option<Vec<u8>>, Status> {
            let mut bytes = vec![0; src.remaining()];
            src.copy_to_slice(&mut bytes);
            Ok(Some(bytes))
        }
    }

    impl Codec for RawCodec {
        type Encode = Vec<u8>;
        type Decode = Vec<u8>;
        type Encoder = Raw;
        type Decoder = Raw;

        fn encoder(&mut self) -> Raw {
            Raw
        }

        fn decoder(&mut self) -> Raw {
            Raw
        }
    }
}

#[tokio::test]
async fn a_finished_game_refuses_moves() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(2), [5; 32]).await;
    let mut bots = Vec::new();
    for ticket in tickets.clone() {
        let mut client = server.client().await;
        bots.push(tokio::spawn(async move {
            play(&mut client, &ticket, &mut Greedy).await
        }));
    }
    for bot in bots {
        bot.await.expect("bot task").expect("plays to the end");
    }
    let finished = get(&mut client, &game.name).await;
    assert_eq!(finished.status, pb::GameStatus::Finished as i32);
    let some_move = mv([1, 2, 3, 4], &[&[0, 1, 2, 3]]);
    for ticket in &tickets {
        for expected in [None, Some(finished.version)] {
            let result = submit(
                &mut client,
                ticket,
                some_move.clone(),
                expected,
                &request_id(),
            )
            .await;
            assert_refused(result, Code::FailedPrecondition, "GAME_FINISHED");
        }
    }
    let result = client
        .list_legal_moves(pb::ListLegalMovesRequest {
            name: game.name.clone(),
        })
        .await;
    assert_refused(result, Code::FailedPrecondition, "GAME_FINISHED");
    let result = client
        .preview_move(pb::PreviewMoveRequest {
            name: game.name.clone(),
            r#move: Some(some_move),
        })
        .await;
    assert_refused(result, Code::FailedPrecondition, "GAME_FINISHED");
    let result = client
        .join_game(pb::JoinGameRequest {
            name: game.name.clone(),
            player_name: "late".into(),
            seat: None,
            seat_token: String::new(),
            dice_contribution: Vec::new(),
        })
        .await;
    assert_refused(result, Code::FailedPrecondition, "GAME_FULL");
    assert_unchanged(&mut client, &finished).await;
}

#[tokio::test]
async fn too_many_requests_are_rate_limited() {
    let server = Server::start(&["--rate-limit", "5", "--rate-burst", "5"]).await;
    let mut client = server.client().await;
    let unknown = pb::GetGameRequest {
        name: "games/0123456789abcdef0123".into(),
    };
    // 40 requests at once: 5 may pass (the burst), plus 5 a second.
    let started = std::time::Instant::now();
    let mut calls = Vec::new();
    for _ in 0..40 {
        let (mut client, request) = (client.clone(), unknown.clone());
        calls.push(tokio::spawn(async move { client.get_game(request).await }));
    }
    let (mut passed, mut limited) = (0, 0);
    for call in calls {
        match call.await.expect("task") {
            Err(status) if status.code() == Code::NotFound => passed += 1,
            result => {
                assert_refused(result, Code::ResourceExhausted, "RATE_LIMITED");
                limited += 1;
            }
        }
    }
    let allowed = 5.0 + 5.0 * started.elapsed().as_secs_f64() + 1.0;
    assert!(
        limited > 0 && f64::from(passed) <= allowed,
        "{passed} passed, {limited} limited, {allowed:.0} allowed"
    );
    // The limit refills.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let result = client.get_game(unknown).await;
    assert_refused(result, Code::NotFound, "GAME_NOT_FOUND");
}

#[tokio::test]
async fn too_many_watchers_of_one_game_are_refused() {
    let server = Server::start(&["--max-watchers-per-game", "2"]).await;
    let mut client = server.client().await;
    let game = create(&mut client, options(2), [6; 32]).await;
    let other = create(&mut client, options(2), [8; 32]).await;
    let watch = |name: &str| pb::WatchGameRequest {
        name: name.into(),
        resume_after: None,
    };
    let first = client
        .watch_game(watch(&game.name))
        .await
        .expect("first watcher");
    let _second = client
        .watch_game(watch(&game.name))
        .await
        .expect("second watcher");
    let result = client.watch_game(watch(&game.name)).await;
    assert_refused(result, Code::ResourceExhausted, "TOO_MANY_WATCHERS");
    // The limit is per game.
    let _elsewhere = client
        .watch_game(watch(&other.name))
        .await
        .expect("a watcher of another game");
    // A watcher that leaves frees its place.
    drop(first);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        match client.watch_game(watch(&game.name)).await {
            Ok(_) => break,
            Err(status) if tokio::time::Instant::now() < deadline => {
                assert_eq!(
                    mountain_goats_bot::reason(&status).as_deref(),
                    Some("TOO_MANY_WATCHERS")
                );
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(status) => panic!("the place was never freed: {status:?}"),
        }
    }
}

/// A client holds at most `--max-games-per-client` games not over that it
/// made: the next CreateGame, or a FindGame that would open a table, is
/// refused RESOURCE_EXHAUSTED `TOO_MANY_GAMES` and stores nothing; once one
/// of its games is over, it may make another.
#[tokio::test]
async fn a_client_holds_at_most_its_limit_of_games() {
    let server = Server::start(&["--max-games-per-client", "2"]).await;
    let mut client = server.client().await;
    // Two house bots play this one out by themselves, thinking 50 ms a move.
    let house = client
        .create_game(pb::CreateGameRequest {
            options: Some(options(2)),
            seed: vec![7; 32],
            house_seats: [0, 1]
                .map(|seat| pb::HouseSeat {
                    seat,
                    strategy: "expert".into(),
                })
                .to_vec(),
        })
        .await
        .expect("a game of house bots")
        .into_inner()
        .game
        .expect("a game");
    create(&mut client, options(3), [8; 32]).await;
    let listed = |client: &mut Client| {
        let mut client = client.clone();
        async move {
            client
                .list_games(pb::ListGamesRequest {
                    page_size: 50,
                    ..pb::ListGamesRequest::default()
                })
                .await
                .expect("listed")
                .into_inner()
                .games
                .len()
        }
    };
    let before = listed(&mut client).await;
    // Unless the house game is over already, which a fast machine may see.
    if get(&mut client, &house.name).await.status != pb::GameStatus::Finished as i32 {
        let refused = client
            .create_game(pb::CreateGameRequest {
                options: Some(options(3)),
                ..pb::CreateGameRequest::default()
            })
            .await;
        assert_refused(refused, Code::ResourceExhausted, "TOO_MANY_GAMES");
        assert_eq!(listed(&mut client).await, before, "nothing stored");
    }
    // Over: a place is free again.
    let mut ended = false;
    for _ in 0..600 {
        if get(&mut client, &house.name).await.status == pb::GameStatus::Finished as i32 {
            ended = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(ended, "the house bots finished their game");
    create(&mut client, options(4), [9; 32]).await;
    let refused = client
        .find_game(pb::FindGameRequest {
            options: Some(options(4)),
            player_name: "Ann".into(),
            ..pb::FindGameRequest::default()
        })
        .await;
    assert_refused(refused, Code::ResourceExhausted, "TOO_MANY_GAMES");
}
