//! The rated ladder over the wire: accounts and their keys, rated games
//! that only accounts sit at, the rated queue, ratings moved exactly once
//! when a game ends (across a `kill -9`), and the leaderboard.

use crate::common;

use std::time::Duration;

use common::{Server, assert_refused, get, options};
use mountain_goats_bot::pb::{self, watch_game_response::Update};
use mountain_goats_bot::{Client, SeatTicket};
use tokio_stream::StreamExt;
use tonic::Code;

/// `message` with `authorization: Bearer <key>`.
fn keyed<T>(message: T, key: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request.metadata_mut().insert(
        "authorization",
        format!("Bearer {key}").parse().expect("ascii"),
    );
    request
}

async fn new_account(
    client: &mut Client,
    name: &str,
) -> Result<(pb::Account, String), tonic::Status> {
    client
        .create_account(pb::CreateAccountRequest {
            display_name: name.into(),
        })
        .await
        .map(|r| {
            let r = r.into_inner();
            (r.account.expect("an account"), r.key)
        })
}

async fn account(client: &mut Client, name: &str) -> pb::GetAccountResponse {
    client
        .get_account(pb::GetAccountRequest { name: name.into() })
        .await
        .expect("the account")
        .into_inner()
}

fn rated(players: u32) -> pb::GameOptions {
    pb::GameOptions {
        rated: true,
        ..options(players)
    }
}

async fn find_rated(
    client: &mut Client,
    key: &str,
    players: u32,
) -> Result<pb::FindGameResponse, tonic::Status> {
    client
        .find_game(keyed(
            pb::FindGameRequest {
                options: Some(rated(players)),
                ..Default::default()
            },
            key,
        ))
        .await
        .map(tonic::Response::into_inner)
}

/// A rated game of house seats only, one per strategy: it plays itself.
async fn house_game(client: &mut Client) -> pb::Game {
    client
        .create_game(pb::CreateGameRequest {
            options: Some(rated(3)),
            seed: Vec::new(),
            house_seats: ["random", "greedy", "expert"]
                .iter()
                .zip(0..)
                .map(|(strategy, seat)| pb::HouseSeat {
                    seat,
                    strategy: (*strategy).into(),
                })
                .collect(),
        })
        .await
        .expect("created")
        .into_inner()
        .game
        .expect("a game")
}

/// Waits, watching, until game `name` is finished.
async fn finished(client: &mut Client, name: &str) -> pb::Game {
    let mut stream = client
        .watch_game(pb::WatchGameRequest {
            name: name.into(),
            resume_after: None,
        })
        .await
        .expect("watch")
        .into_inner();
    loop {
        let message = tokio::time::timeout(Duration::from_secs(60), stream.next())
            .await
            .expect("the game ends in time")
            .expect("open")
            .expect("healthy");
        let game = match message.update {
            Some(Update::Snapshot(snapshot)) => snapshot.game,
            Some(Update::Change(change)) => change.game,
            _ => None,
        };
        if let Some(game) = game.filter(|g| g.status == pb::GameStatus::Finished as i32) {
            return game;
        }
    }
}

fn displayed(account: &pb::Account) -> f64 {
    account.rating.as_ref().expect("a rating").displayed
}

#[tokio::test]
async fn accounts_have_unique_names_and_keys_that_rotate_and_revoke() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (alice, key) = new_account(&mut client, "Alice").await.expect("made");
    assert!(alice.name.starts_with("accounts/"), "{alice:?}");
    assert_eq!(alice.display_name, "Alice");
    assert!(key.starts_with("mgk_") && key.len() == 68, "{key}");
    let rating = alice.rating.expect("a rating");
    assert_eq!((rating.mu, rating.displayed.round()), (25.0, 0.0));
    assert_eq!(alice.rated_games, 0);
    // Look-alikes of a name are taken with it: case, a capital I for an
    // l, a Cyrillic а, a separator.
    for look_alike in ["alice", "AIice", "\u{430}lice", "A-lice", "ALICE"] {
        assert_refused(
            new_account(&mut client, look_alike).await,
            Code::AlreadyExists,
            "NAME_TAKEN",
        );
    }
    assert_refused(
        new_account(&mut client, " spaced").await,
        Code::InvalidArgument,
        "INVALID_DISPLAY_NAME",
    );
    assert_refused(
        new_account(&mut client, "House expert").await,
        Code::AlreadyExists,
        "NAME_TAKEN",
    );
    let (bob, _) = new_account(&mut client, "Alicia")
        .await
        .expect("a different name");
    assert_ne!(bob.name, alice.name);

    // Reads need no key.
    let got = account(&mut client, &alice.name).await;
    assert_eq!(got.account.as_ref(), Some(&alice));
    assert!(got.history.is_empty());
    assert_refused(
        client
            .get_account(pb::GetAccountRequest {
                name: "accounts/nobody".into(),
            })
            .await,
        Code::NotFound,
        "ACCOUNT_NOT_FOUND",
    );
    assert_refused(
        client
            .get_account(pb::GetAccountRequest {
                name: "players/x".into(),
            })
            .await,
        Code::InvalidArgument,
        "INVALID_ACCOUNT_NAME",
    );

    // Rotation: a new key; the old one stops working at once.
    assert_refused(
        client
            .rotate_account_key(pb::RotateAccountKeyRequest::default())
            .await,
        Code::Unauthenticated,
        "KEY_REQUIRED",
    );
    let rotated = client
        .rotate_account_key(keyed(pb::RotateAccountKeyRequest::default(), &key))
        .await
        .expect("rotated")
        .into_inner();
    assert_ne!(rotated.key, key);
    assert_eq!(rotated.account.as_ref().map(|a| &a.name), Some(&alice.name));
    assert_refused(
        client
            .rotate_account_key(keyed(pb::RotateAccountKeyRequest::default(), &key))
            .await,
        Code::Unauthenticated,
        "KEY_INVALID",
    );
    assert_refused(
        find_rated(&mut client, &key, 2).await,
        Code::Unauthenticated,
        "KEY_INVALID",
    );

    // Revocation: for good; the account stays, marked.
    let revoked = client
        .revoke_account_key(keyed(pb::RevokeAccountKeyRequest {}, &rotated.key))
        .await
        .expect("revoked")
        .into_inner()
        .account
        .expect("the account");
    assert!(revoked.key_revoked);
    for call in 0..2 {
        let result = if call == 0 {
            client
                .rotate_account_key(keyed(pb::RotateAccountKeyRequest::default(), &rotated.key))
                .await
                .map(|_| ())
        } else {
            find_rated(&mut client, &rotated.key, 2).await.map(|_| ())
        };
        assert_refused(result, Code::Unauthenticated, "KEY_INVALID");
    }
    assert!(
        account(&mut client, &alice.name)
            .await
            .account
            .expect("kept")
            .key_revoked
    );
}

#[tokio::test]
async fn rated_games_take_account_seats_only() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (_, key) = new_account(&mut client, "Carol").await.expect("made");
    // A house seat of a rated game plays as its strategy's house account:
    // a strategy with none is refused, not rated as a stranger.
    for strategy in ["expert-montecarlo", "expert-expectimax"] {
        assert_refused(
            client
                .create_game(pb::CreateGameRequest {
                    options: Some(rated(2)),
                    seed: Vec::new(),
                    house_seats: vec![pb::HouseSeat {
                        seat: 1,
                        strategy: strategy.into(),
                    }],
                })
                .await,
            Code::InvalidArgument,
            "INVALID_HOUSE_SEATS",
        );
        assert_refused(
            client
                .find_game(keyed(
                    pb::FindGameRequest {
                        options: Some(rated(2)),
                        house_fill_seconds: Some(5),
                        house_strategy: strategy.into(),
                        ..Default::default()
                    },
                    &key,
                ))
                .await,
            Code::InvalidArgument,
            "INVALID_HOUSE_SEATS",
        );
    }
    assert_refused(
        client
            .find_game(pb::FindGameRequest {
                options: Some(rated(2)),
                ..Default::default()
            })
            .await,
        Code::Unauthenticated,
        "KEY_REQUIRED",
    );
    assert_refused(
        client
            .find_game(keyed(
                pb::FindGameRequest {
                    options: Some(rated(2)),
                    player_name: "Someone else".into(),
                    ..Default::default()
                },
                &key,
            ))
            .await,
        Code::InvalidArgument,
        "INVALID_PLAYER_NAME",
    );
    // Nobody may know a rated game's dice, nor hand a seat to a house bot.
    assert_refused(
        client
            .create_game(pb::CreateGameRequest {
                options: Some(rated(2)),
                seed: vec![7; 32],
                house_seats: Vec::new(),
            })
            .await,
        Code::FailedPrecondition,
        "CHOSEN_SEED_REFUSED",
    );
    assert_refused(
        client
            .create_game(pb::CreateGameRequest {
                options: Some(pb::GameOptions {
                    turn_seconds: Some(30),
                    house_after_timeouts: 2,
                    ..rated(2)
                }),
                ..Default::default()
            })
            .await,
        Code::InvalidArgument,
        "INVALID_OPTIONS",
    );
    // Accounts meet only where the rated queue seats them: a table made by
    // CreateGame leaves one seat at most for an account, the others the
    // house's. Whoever could arrange a table could seat two accounts of
    // their own there and have one lose to the other.
    let house = |seats: &[u32]| -> Vec<pb::HouseSeat> {
        seats
            .iter()
            .map(|&seat| pb::HouseSeat {
                seat,
                strategy: "greedy".into(),
            })
            .collect()
    };
    for seats in [&[][..], &[2]] {
        assert_refused(
            client
                .create_game(pb::CreateGameRequest {
                    options: Some(rated(3)),
                    seed: Vec::new(),
                    house_seats: house(seats),
                })
                .await,
            Code::InvalidArgument,
            "INVALID_OPTIONS",
        );
    }
    let game = client
        .create_game(pb::CreateGameRequest {
            options: Some(rated(3)),
            seed: Vec::new(),
            house_seats: house(&[1, 2]),
        })
        .await
        .expect("created")
        .into_inner()
        .game
        .expect("a game");
    let options = game.options.expect("options");
    assert!(options.rated);
    assert_eq!(options.turn_seconds, Some(60), "a rated game has a clock");
    // A join without a key is refused; with one, the seat is the account's.
    assert_refused(
        client
            .join_game(pb::JoinGameRequest {
                name: game.name.clone(),
                player_name: "Dan".into(),
                ..Default::default()
            })
            .await,
        Code::Unauthenticated,
        "KEY_REQUIRED",
    );
    let joined = client
        .join_game(keyed(
            pb::JoinGameRequest {
                name: game.name.clone(),
                ..Default::default()
            },
            &key,
        ))
        .await
        .expect("joined")
        .into_inner();
    let seat = &joined.game.as_ref().expect("game").seats[joined.seat as usize];
    assert_eq!(seat.player_name, "Carol");
    assert!(seat.account.starts_with("accounts/"), "{seat:?}");
    // One account, one seat at a table: at a table of the queue that waits
    // for more, the account that opened it is not seated twice.
    let (_, dana) = new_account(&mut client, "Dana").await.expect("made");
    let waiting = find_rated(&mut client, &dana, 3).await.expect("a table");
    let name = waiting.game.expect("a game").name;
    let before = get(&mut client, &name).await.version;
    assert_refused(
        client
            .join_game(keyed(
                pb::JoinGameRequest {
                    name: name.clone(),
                    ..Default::default()
                },
                &dana,
            ))
            .await,
        Code::FailedPrecondition,
        "ACCOUNT_SEATED",
    );
    assert_eq!(
        get(&mut client, &name).await.version,
        before,
        "nothing changed"
    );
}

#[tokio::test]
async fn two_accounts_meet_in_the_rated_queue_and_are_rated_once() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (erin, erin_key) = new_account(&mut client, "Erin").await.expect("made");
    let (finn, finn_key) = new_account(&mut client, "Finn").await.expect("made");
    let first = find_rated(&mut client, &erin_key, 2)
        .await
        .expect("a table");
    // The same account looking again waits at its table: no second one.
    assert_refused(
        find_rated(&mut client, &erin_key, 2).await,
        Code::FailedPrecondition,
        "ALREADY_WAITING",
    );
    let second = find_rated(&mut client, &finn_key, 2).await.expect("a seat");
    let name = first.game.as_ref().expect("game").name.clone();
    assert_eq!(second.game.as_ref().expect("game").name, name, "they meet");
    let tickets = [
        SeatTicket {
            game: name.clone(),
            seat: first.seat,
            token: first.seat_token.clone(),
        },
        SeatTicket {
            game: name.clone(),
            seat: second.seat,
            token: second.seat_token.clone(),
        },
    ];
    // The account keys are no seat tokens.
    let game = get(&mut client, &name).await;
    assert_eq!(game.status, pb::GameStatus::Playing as i32);
    for _ in 0..2000 {
        if get(&mut client, &name).await.status == pb::GameStatus::Finished as i32 {
            break;
        }
        common::play_first_legal(&mut client, &name, &tickets).await;
    }
    let over = finished(&mut client, &name).await;
    let result = over.board.as_ref().expect("board").clone();
    let winners: Vec<u32> = result
        .players
        .iter()
        .filter(|p| p.score == result.players.iter().map(|q| q.score).max().unwrap_or(0))
        .map(|p| p.seat)
        .collect();
    let mut after = Vec::new();
    for (who, ticket) in [(&erin, &tickets[0]), (&finn, &tickets[1])] {
        let page = account(&mut client, &who.name).await;
        let now = page.account.expect("the account");
        assert_eq!(now.rated_games, 1, "{now:?}");
        assert_eq!(page.history.len(), 1);
        let line = &page.history[0];
        assert_eq!(line.game, name);
        assert_eq!(line.players, 2);
        assert_eq!(
            line.place == 1,
            winners.contains(&ticket.seat),
            "{line:?} {winners:?}"
        );
        // From a new account's 0, the change is the rating.
        assert!(
            (displayed(&now) - line.displayed_change).abs() < 1e-6,
            "{line:?}"
        );
        after.push(now);
    }
    // Ratings moved, each account's σ shrank.
    for now in &after {
        assert!(now.rating.as_ref().expect("rating").sigma < 25.0 / 3.0);
    }
    // The leaderboard: rated accounts only, unless asked, best first.
    let board = client
        .list_leaderboard(pb::ListLeaderboardRequest::default())
        .await
        .expect("the ladder")
        .into_inner();
    assert_eq!(board.total_size, 2);
    let names: Vec<&str> = board
        .entries
        .iter()
        .map(|e| e.account.as_ref().expect("account").display_name.as_str())
        .collect();
    assert_eq!(names.len(), 2);
    assert_eq!(
        board.entries.iter().map(|e| e.rank).collect::<Vec<_>>(),
        vec![1, 2]
    );
    let top = board.entries[0].account.as_ref().expect("account");
    let next = board.entries[1].account.as_ref().expect("account");
    assert!(displayed(top) >= displayed(next), "{names:?}");
    let all = client
        .list_leaderboard(pb::ListLeaderboardRequest {
            include_unrated: true,
            page_size: 2,
            ..Default::default()
        })
        .await
        .expect("the ladder")
        .into_inner();
    assert_eq!(all.total_size, 5, "two players and three house accounts");
    assert_eq!(all.entries.len(), 2);
    let rest = client
        .list_leaderboard(pb::ListLeaderboardRequest {
            include_unrated: true,
            page_size: 10,
            page_token: all.next_page_token.clone(),
        })
        .await
        .expect("the next page")
        .into_inner();
    assert_eq!(
        rest.entries.iter().map(|e| e.rank).collect::<Vec<_>>(),
        vec![3, 4, 5]
    );
    assert!(rest.next_page_token.is_empty());
    assert_refused(
        client
            .list_leaderboard(pb::ListLeaderboardRequest {
                page_token: all.next_page_token,
                ..Default::default()
            })
            .await,
        Code::InvalidArgument,
        "INVALID_PAGE_TOKEN",
    );
}

/// Rated games of house seats, with the server killed while they play:
/// once restarted, every game ends and each is rated exactly once.
#[tokio::test]
async fn a_rated_game_is_rated_exactly_once_across_a_kill() {
    const GAMES: usize = 12;
    let server = Server::start(&[]).await;
    let db = server.db.clone();
    let mut client = server.client().await;
    let mut games = Vec::new();
    for _ in 0..GAMES {
        games.push(house_game(&mut client).await.name);
    }
    // Some end before the kill, some after it.
    finished(&mut client, &games[0]).await;
    let dir = server.kill().await;
    let server = Server::start_on(&db, &[]).await;
    let mut client = server.client().await;
    for name in &games {
        finished(&mut client, name).await;
    }
    for strategy in ["random", "greedy", "expert"] {
        let page = account(&mut client, &format!("accounts/house-{strategy}")).await;
        let house = page.account.expect("a house account");
        assert_eq!(house.house_strategy, strategy);
        assert_eq!(house.rated_games as usize, GAMES, "{strategy}: {house:?}");
        let mut rated: Vec<&str> = page.history.iter().map(|g| g.game.as_str()).collect();
        rated.sort_unstable();
        let mut expected: Vec<&str> = games.iter().map(String::as_str).collect();
        expected.sort_unstable();
        assert_eq!(rated, expected, "{strategy}: each game once");
    }
    drop(dir);
}

/// An account key is shown once, in its answer: never in the server's log
/// (at its most verbose), in an error, or in the store's files.
#[tokio::test]
async fn an_account_key_is_in_no_log_error_or_store() {
    use std::process::Stdio;
    use tokio::io::{AsyncBufReadExt, AsyncReadExt, BufReader};

    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = dir.path().join("games.db");
    let mut server = tokio::process::Command::new(common::server_bin())
        .args(["serve", "--listen", "127.0.0.1:0", "--db"])
        .arg(&db)
        .env("RUST_LOG", "trace")
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("server starts");
    let mut stderr = server.stderr.take().expect("stderr");
    let log = tokio::spawn(async move {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text).await;
        text
    });
    let mut lines = BufReader::new(server.stdout.take().expect("stdout")).lines();
    let addr = loop {
        let line = lines.next_line().await.expect("read").expect("a line");
        if let Some(addr) = line.strip_prefix("listening on ") {
            break addr.to_owned();
        }
    };
    let mut client = mountain_goats_bot::connect(&addr).await.expect("connect");
    let (_, key) = new_account(&mut client, "Gwen").await.expect("made");
    let (_, other) = new_account(&mut client, "Hugo").await.expect("made");
    let mut keys = vec![key.clone(), other.clone()];
    let found = find_rated(&mut client, &key, 2).await.expect("a table");
    let rotated = client
        .rotate_account_key(keyed(pb::RotateAccountKeyRequest::default(), &other))
        .await
        .expect("rotated")
        .into_inner()
        .key;
    keys.push(rotated.clone());
    let mut errors = Vec::new();
    for stale in [&other, &format!("{other}x"), &"mgk_short".to_owned()] {
        let status = find_rated(&mut client, stale, 2)
            .await
            .expect_err("refused");
        errors.push(format!("{status:?}"));
    }
    let status = client
        .submit_move(keyed(
            pb::SubmitMoveRequest {
                name: found.game.as_ref().expect("game").name.clone(),
                ..Default::default()
            },
            &key,
        ))
        .await
        .expect_err("a key is no seat token");
    errors.push(format!("{status:?}"));
    client
        .revoke_account_key(keyed(pb::RevokeAccountKeyRequest {}, &rotated))
        .await
        .expect("revoked");

    let pid = server.id().expect("running").to_string();
    assert!(
        std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("kill")
            .success()
    );
    let _ = tokio::time::timeout(Duration::from_secs(20), server.wait()).await;
    let log = log.await.expect("the log");
    assert!(log.contains("account created"), "the log is the server's");
    let mut stored = Vec::new();
    for entry in std::fs::read_dir(dir.path()).expect("the store's files") {
        let path = entry.expect("an entry").path();
        stored.extend(std::fs::read(&path).expect("readable"));
    }
    let stored = String::from_utf8_lossy(&stored);
    for key in &keys {
        let secret = &key["mgk_".len()..];
        assert!(!log.contains(secret), "a key in the log");
        assert!(!stored.contains(secret), "a key in the store");
        for error in &errors {
            assert!(!error.contains(secret), "a key in an error: {error}");
        }
    }
}

/// One client makes a bounded number of accounts an hour: whoever could make
/// them without end could farm a rating with them. The one refused makes
/// nothing, and says what to do instead.
#[tokio::test]
async fn a_client_makes_a_bounded_number_of_accounts() {
    let server = Server::start(&["--accounts-per-client-per-hour", "3"]).await;
    let mut client = server.client().await;
    for name in ["Gus", "Hal", "Ida"] {
        new_account(&mut client, name).await.expect("made");
    }
    let status = assert_refused(
        new_account(&mut client, "Jo").await,
        Code::ResourceExhausted,
        "TOO_MANY_ACCOUNTS",
    );
    assert!(
        status.message().contains("3 accounts of the hour"),
        "{status:?}"
    );
    let all = client
        .list_leaderboard(pb::ListLeaderboardRequest {
            include_unrated: true,
            page_size: 10,
            ..Default::default()
        })
        .await
        .expect("the leaderboard")
        .into_inner();
    assert_eq!(all.total_size, 6, "three accounts and three house accounts");
}

/// A rotation to a key its caller drew is safe to repeat: the repeat after
/// a lost answer, with the old key, finds the rotation made and answers it
/// again; the old key does nothing else; a malformed, guessable or taken
/// new key is refused and changes nothing.
#[tokio::test]
async fn a_rotation_to_a_key_the_caller_drew_may_be_repeated() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let (kim, old) = new_account(&mut client, "Kim").await.expect("made");
    let (_, lee) = new_account(&mut client, "Lee").await.expect("made");
    let rotate = |key: &str, new_key: &str| {
        keyed(
            pb::RotateAccountKeyRequest {
                new_key: new_key.into(),
            },
            key,
        )
    };
    let drawn = format!("mgk_{}", hex::encode(rand_bytes()));
    for bad in [
        "mgk_0000000000000000000000000000000000000000000000000000000000000000".to_owned(),
        format!("mgk_{}", "ab".repeat(31)),
        drawn.to_uppercase(),
        drawn.replace("mgk_", "key_"),
        lee.clone(),
    ] {
        assert_refused(
            client.rotate_account_key(rotate(&old, &bad)).await,
            Code::InvalidArgument,
            "INVALID_KEY",
        );
    }
    for attempt in 0..2 {
        let rotated = client
            .rotate_account_key(rotate(&old, &drawn))
            .await
            .unwrap_or_else(|e| panic!("attempt {attempt}: {e:?}"))
            .into_inner();
        assert_eq!(rotated.key, drawn, "attempt {attempt}");
        assert_eq!(rotated.account.map(|a| a.name), Some(kim.name.clone()));
    }
    // The old key is good for that repeat alone.
    assert_refused(
        find_rated(&mut client, &old, 2).await,
        Code::Unauthenticated,
        "KEY_INVALID",
    );
    let other = format!("mgk_{}", hex::encode(rand_bytes()));
    assert_refused(
        client.rotate_account_key(rotate(&old, &other)).await,
        Code::Unauthenticated,
        "KEY_INVALID",
    );
    // The new key works, and rotates on.
    let again = client
        .rotate_account_key(rotate(&drawn, &other))
        .await
        .expect("rotated again")
        .into_inner();
    assert_eq!(again.key, other);
    // Once revoked, no repeat answers.
    client
        .revoke_account_key(keyed(pb::RevokeAccountKeyRequest {}, &other))
        .await
        .expect("revoked");
    assert_refused(
        client.rotate_account_key(rotate(&drawn, &other)).await,
        Code::Unauthenticated,
        "KEY_INVALID",
    );
}

fn rand_bytes() -> [u8; 32] {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).expect("OS randomness");
    bytes
}
