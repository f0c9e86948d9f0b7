//! Errors any gRPC tool can read: short echoes, the field at fault, page
//! tokens only as issued, and seat tokens nobody could guess.

use crate::common;

use common::{Server, assert_refused, options};
use mountain_goats_bot::pb;
use tonic::Code;
use tonic_types::StatusExt;

#[tokio::test]
async fn a_huge_game_name_is_refused_with_a_short_message_naming_the_field() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let name = format!("games/{}", "Z".repeat(60 * 1024));
    let refused = client
        .get_game(pb::GetGameRequest { name: name.clone() })
        .await;
    let status = assert_refused(refused, Code::InvalidArgument, "INVALID_GAME_NAME");
    assert!(status.message().len() < 200, "{}", status.message().len());
    let violations = status
        .get_error_details()
        .bad_request()
        .map(|b| b.field_violations.clone())
        .unwrap_or_default();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert_eq!(violations[0].field, "name");
}

#[tokio::test]
async fn page_tokens_are_accepted_only_as_issued_and_for_their_filter() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    for seed in 0..3u8 {
        common::create(&mut client, options(2), [seed; 32]).await;
    }
    let first = client
        .list_games(pb::ListGamesRequest {
            page_size: 1,
            ..Default::default()
        })
        .await
        .expect("list")
        .into_inner();
    assert!(!first.next_page_token.is_empty());
    let next = client
        .list_games(pb::ListGamesRequest {
            page_size: 1,
            page_token: first.next_page_token.clone(),
            ..Default::default()
        })
        .await
        .expect("the issued token works")
        .into_inner();
    assert_eq!(next.games.len(), 1);
    assert_ne!(next.games, first.games);

    let mut forged = vec![
        "p0".to_owned(),
        "p+1".to_owned(),
        "pffffffffffffffff".to_owned(),
        "00".repeat(20),
        first.next_page_token.to_uppercase(),
    ];
    // One digit changed: the check no longer holds.
    let mut flipped = first.next_page_token.clone().into_bytes();
    flipped[15] = if flipped[15] == b'0' { b'1' } else { b'0' };
    forged.push(String::from_utf8(flipped).expect("hex"));
    for token in forged {
        let refused = client
            .list_games(pb::ListGamesRequest {
                page_size: 1,
                page_token: token.clone(),
                ..Default::default()
            })
            .await;
        assert_refused(refused, Code::InvalidArgument, "INVALID_PAGE_TOKEN");
    }
    // A token is bound to the filter it was issued for.
    let refused = client
        .list_games(pb::ListGamesRequest {
            page_size: 1,
            page_token: first.next_page_token,
            status: pb::GameStatus::Open as i32,
        })
        .await;
    assert_refused(refused, Code::InvalidArgument, "INVALID_PAGE_TOKEN");
}

#[tokio::test]
async fn guessable_seat_tokens_are_refused() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let game = common::create(&mut client, options(2), [9; 32]).await;
    let join = |token: String| pb::JoinGameRequest {
        name: game.name.clone(),
        player_name: "Ada".into(),
        seat: None,
        seat_token: token,
        dice_contribution: Vec::new(),
    };
    for weak in [
        "a".repeat(32),
        "ab".repeat(16),
        "0123".repeat(10),
        format!("{}{}", "x".repeat(20), "0123456789ab"),
    ] {
        let refused = client.join_game(join(weak.clone())).await;
        assert_refused(refused, Code::InvalidArgument, "INVALID_SEAT_TOKEN");
    }
    let strong = hex::encode(std::array::from_fn::<u8, 32, _>(|i| {
        (i as u8).wrapping_mul(97).wrapping_add(13)
    }));
    let joined = client
        .join_game(join(strong.clone()))
        .await
        .expect("a random-looking token is accepted")
        .into_inner();
    assert_eq!(joined.seat_token, strong);
}

#[tokio::test]
async fn gzip_compressed_requests_are_accepted() {
    let server = Server::start(&[]).await;
    let mut client = server
        .client()
        .await
        .send_compressed(tonic::codec::CompressionEncoding::Gzip);
    let game = client
        .create_game(pb::CreateGameRequest {
            options: Some(options(3)),
            seed: Vec::new(),
            house_seats: Vec::new(),
        })
        .await
        .expect("a compressed request is understood")
        .into_inner()
        .game
        .expect("a game");
    assert_eq!(game.seats.len(), 3);
}

#[tokio::test]
async fn reflection_describes_the_error_details() {
    use tokio_stream::StreamExt;
    use tonic_reflection::pb::v1::{
        ServerReflectionRequest, server_reflection_client::ServerReflectionClient,
        server_reflection_request::MessageRequest, server_reflection_response::MessageResponse,
    };
    let server = Server::start(&[]).await;
    let channel = tonic::transport::Channel::from_shared(format!("http://{}", server.addr))
        .expect("uri")
        .connect()
        .await
        .expect("connect");
    let mut reflection = ServerReflectionClient::new(channel);
    for symbol in [
        "google.rpc.ErrorInfo",
        "google.rpc.BadRequest",
        "mountain_goats.v1.GameService",
    ] {
        let request = ServerReflectionRequest {
            host: String::new(),
            message_request: Some(MessageRequest::FileContainingSymbol(symbol.into())),
        };
        let answer = reflection
            .server_reflection_info(tokio_stream::iter([request]))
            .await
            .expect("reflection")
            .into_inner()
            .next()
            .await
            .expect("an answer")
            .expect("ok");
        match answer.message_response {
            Some(MessageResponse::FileDescriptorResponse(files)) => {
                assert!(!files.file_descriptor_proto.is_empty(), "{symbol}")
            }
            other => panic!("{symbol}: {other:?}"),
        }
    }
}
