//! `GetWinChances`: each seat's chance to win at every version of a game,
//! cached per version, a finished game's result exact, and clear refusals.

use crate::common;

use common::{Server, assert_refused, full_game, get, options, play_first_legal};
use mountain_goats_bot::{Client, pb};
use tonic::Code;

async fn chances(
    client: &mut Client,
    name: &str,
    version: Option<u64>,
) -> Result<pb::GetWinChancesResponse, tonic::Status> {
    client
        .get_win_chances(pb::GetWinChancesRequest {
            name: name.into(),
            version,
        })
        .await
        .map(tonic::Response::into_inner)
}

/// The seats' chances as (chance, standard error) pairs, checked to be
/// one per seat, in seat order.
fn by_seat(answer: &pb::GetWinChancesResponse, players: u32) -> Vec<(f64, f64)> {
    assert_eq!(answer.seats.len(), players as usize, "{answer:?}");
    answer
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            assert_eq!(s.seat, i as u32, "{answer:?}");
            (s.chance, s.standard_error)
        })
        .collect()
}

/// At every version of a whole game the chances are a distribution over
/// the seats with the error the budget promises, and the finished game's
/// are its result: 1 to the winner, no rollouts.
#[tokio::test]
async fn the_chances_of_every_version_sum_to_one_and_the_winner_ends_with_one() {
    let server = Server::start(&["--rate-limit", "0"]).await;
    let mut client = server.client().await;
    let players = 3;
    let (game, tickets) = full_game(&mut client, options(players), [11; 32]).await;
    // Before the last seat was taken nobody had a chance.
    for version in 1..=u64::from(players) {
        assert_refused(
            chances(&mut client, &game.name, Some(version)).await,
            Code::FailedPrecondition,
            "GAME_NOT_STARTED",
        );
    }
    // While playing, the current version is the one answered.
    let start = chances(&mut client, &game.name, None)
        .await
        .expect("chances");
    assert_eq!(start.version, game.version);
    let mut last = game;
    while last.status != pb::GameStatus::Finished as i32 {
        play_first_legal(&mut client, &last.name, &tickets).await;
        last = get(&mut client, &last.name).await;
    }
    assert!(last.version > 30, "a whole game: {}", last.version);
    let first_playing = u64::from(players) + 1;
    for version in first_playing..last.version {
        let answer = chances(&mut client, &last.name, Some(version))
            .await
            .expect("chances");
        assert_eq!(answer.version, version);
        assert!((1..=200).contains(&answer.rollouts), "{answer:?}");
        let seats = by_seat(&answer, players);
        let total: f64 = seats.iter().map(|(p, _)| p).sum();
        assert!((total - 1.0).abs() < 1e-9, "version {version}: {answer:?}");
        // The standard error of a share of `rollouts` games: at most
        // sqrt(1/4 / n), 0.035 at 200.
        let bound = (0.25 / f64::from(answer.rollouts)).sqrt() + 1e-12;
        for (p, se) in seats {
            assert!((0.0..=1.0).contains(&p), "version {version}: {answer:?}");
            assert!((0.0..=bound).contains(&se), "version {version}: {answer:?}");
        }
    }
    let result = last
        .board
        .as_ref()
        .and_then(|b| b.result.clone())
        .expect("a finished game's result");
    for asked in [None, Some(0), Some(last.version)] {
        let end = chances(&mut client, &last.name, asked).await.expect("end");
        assert_eq!(end.version, last.version);
        assert_eq!(end.rollouts, 0);
        let share = 1.0 / result.winners.len() as f64;
        for (seat, (p, se)) in by_seat(&end, players).into_iter().enumerate() {
            let expected = if result.winners.contains(&(seat as u32)) {
                share
            } else {
                0.0
            };
            assert_eq!((p, se), (expected, 0.0), "seat {seat}: {end:?}");
        }
    }
}

/// One estimate per version: asked again, the same numbers come from the
/// cache; asked by many at once, one of them makes it and the rest share it.
#[tokio::test]
async fn a_version_is_estimated_once() {
    let server = Server::start(&["--rate-limit", "0"]).await;
    let mut client = server.client().await;
    let (game, tickets) = full_game(&mut client, options(4), [12; 32]).await;
    for _ in 0..5 {
        play_first_legal(&mut client, &game.name, &tickets).await;
    }
    let now = get(&mut client, &game.name).await;
    let mut asks = tokio::task::JoinSet::new();
    for _ in 0..8 {
        let mut client = client.clone();
        let name = now.name.clone();
        asks.spawn(async move { chances(&mut client, &name, Some(now.version)).await });
    }
    let answers: Vec<_> = asks
        .join_all()
        .await
        .into_iter()
        .map(|a| a.expect("chances"))
        .collect();
    let made = answers.iter().filter(|a| !a.cached).count();
    assert_eq!(made, 1, "{answers:?}");
    let again = chances(&mut client, &now.name, None).await.expect("again");
    assert!(again.cached);
    for answer in &answers {
        assert_eq!(
            (answer.version, answer.rollouts, &answer.seats),
            (again.version, again.rollouts, &again.seats)
        );
    }
    // A new version is a new estimate.
    play_first_legal(&mut client, &game.name, &tickets).await;
    let next = chances(&mut client, &game.name, None).await.expect("next");
    assert_eq!(next.version, now.version + 1);
    assert!(!next.cached);
}

#[tokio::test]
async fn bad_versions_and_unknown_games_are_refused() {
    let server = Server::start(&["--rate-limit", "0"]).await;
    let mut client = server.client().await;
    assert_refused(
        chances(&mut client, "games/nosuchgame", None).await,
        Code::NotFound,
        "GAME_NOT_FOUND",
    );
    assert_refused(
        chances(&mut client, "nogame", None).await,
        Code::InvalidArgument,
        "INVALID_GAME_NAME",
    );
    let open = common::create(&mut client, options(2), [13; 32]).await;
    assert_refused(
        chances(&mut client, &open.name, None).await,
        Code::FailedPrecondition,
        "GAME_NOT_STARTED",
    );
    let (game, _) = full_game(&mut client, options(2), [14; 32]).await;
    let status = assert_refused(
        chances(&mut client, &game.name, Some(game.version + 1)).await,
        Code::InvalidArgument,
        "INVALID_VERSION",
    );
    use tonic_types::StatusExt;
    let details = status.get_error_details();
    let info = details.error_info().expect("an ErrorInfo");
    assert_eq!(
        info.metadata.get("current_version"),
        Some(&game.version.to_string())
    );
    let violations = details.bad_request().expect("a BadRequest");
    assert_eq!(violations.field_violations[0].field, "version");
    // The current version itself is fine.
    let answer = chances(&mut client, &game.name, Some(game.version))
        .await
        .expect("chances");
    assert_eq!(answer.version, game.version);
}
