//! Chosen seat tokens are judged by an estimate of their entropy, with the
//! request's public strings (the game's name, the player's name) known to
//! every guesser.

use crate::common;

use common::{Server, assert_refused, options};
use mountain_goats_bot::pb;
use tonic::Code;

fn join(game: &pb::Game, player_name: &str, token: &str) -> pb::JoinGameRequest {
    pb::JoinGameRequest {
        name: game.name.clone(),
        player_name: player_name.into(),
        seat: None,
        seat_token: token.into(),
        dice_contribution: Vec::new(),
    }
}

#[tokio::test]
async fn tokens_a_person_would_guess_are_refused_saying_why() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let game = common::create(&mut client, options(2), [4; 32]).await;
    for (token, why) in [
        ("abcdefgh".repeat(4), "runs in order"),
        ("0123456789abcdef".repeat(2), "repeats itself"),
        ("Password123!Password123!Password".into(), "password word"),
        ("Password123!12345678901234567890".into(), "password word"),
    ] {
        let refused = client.join_game(join(&game, "Ada", &token)).await;
        let status = assert_refused(refused, Code::InvalidArgument, "INVALID_SEAT_TOKEN");
        assert!(
            status.message().contains("guessable") && status.message().contains(why),
            "{token}: {}",
            status.message()
        );
        let refused = client
            .find_game(pb::FindGameRequest {
                options: Some(options(2)),
                player_name: "Ada".into(),
                seat_token: token.clone(),
                ..Default::default()
            })
            .await;
        assert_refused(refused, Code::InvalidArgument, "INVALID_SEAT_TOKEN");
    }
    let none_taken = common::get(&mut client, &game.name).await;
    assert!(none_taken.seats.iter().all(|s| !s.taken));
}

#[tokio::test]
async fn a_token_made_of_the_game_name_is_refused_in_that_game_only() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let game = common::create(&mut client, options(2), [5; 32]).await;
    let other = common::create(&mut client, options(2), [6; 32]).await;
    // "games/" and 20 random hex digits, padded to 32: 80 random bits,
    // which anyone who can see the game can read.
    let token = format!("{}!!!!!!", game.name);
    assert_eq!(token.len(), 32);
    let refused = client.join_game(join(&game, "Ada", &token)).await;
    let status = assert_refused(refused, Code::InvalidArgument, "INVALID_SEAT_TOKEN");
    assert!(
        status.message().contains("the game's name"),
        "{}",
        status.message()
    );
    let joined = client
        .join_game(join(&other, "Ada", &token))
        .await
        .expect("another game's name is as good as random to this one")
        .into_inner();
    assert_eq!(joined.seat_token, token);

    // The player's name, likewise, in JoinGame and FindGame alike.
    let name = "Wilhelmina Q. Vanderbilt-Ostrov";
    let token = name.replace(' ', "_") + "!";
    let refused = client.join_game(join(&game, name, &token)).await;
    let status = assert_refused(refused, Code::InvalidArgument, "INVALID_SEAT_TOKEN");
    assert!(
        status.message().contains("the player's name"),
        "{}",
        status.message()
    );
    let refused = client
        .find_game(pb::FindGameRequest {
            options: Some(options(2)),
            player_name: name.into(),
            seat_token: token.clone(),
            ..Default::default()
        })
        .await;
    assert_refused(refused, Code::InvalidArgument, "INVALID_SEAT_TOKEN");
    client
        .join_game(join(&game, "Ada", &token))
        .await
        .expect("another player's name is not this one's");
}
