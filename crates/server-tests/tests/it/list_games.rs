//! `ListGames`: newest first, filtered by status, and pages that stay put
//! while new games are created.

use crate::common;

use common::{Server, full_game, options};
use mountain_goats_bot::pb;
use mountain_goats_bot::{Client, create_game};

async fn page(
    client: &mut Client,
    size: u32,
    token: &str,
    status: pb::GameStatus,
) -> pb::ListGamesResponse {
    client
        .list_games(pb::ListGamesRequest {
            page_size: size,
            page_token: token.into(),
            status: status as i32,
        })
        .await
        .expect("list")
        .into_inner()
}

#[tokio::test]
async fn pages_are_newest_first_filtered_and_stable() {
    let server = Server::start(&[]).await;
    let mut client = server.client().await;
    let mut created = Vec::new();
    for _ in 0..5 {
        created.push(
            create_game(&mut client, options(2))
                .await
                .expect("create")
                .name,
        );
    }
    let (playing, _) = full_game(&mut client, options(2), [1; 32]).await;
    created.push(playing.name.clone());

    let first = page(&mut client, 4, "", pb::GameStatus::Unspecified).await;
    let names: Vec<&str> = first.games.iter().map(|g| g.name.as_str()).collect();
    let newest: Vec<&str> = created.iter().rev().take(4).map(String::as_str).collect();
    assert_eq!(names, newest, "newest first");
    assert!(!first.next_page_token.is_empty());

    // Games created between two pages do not shift the next page.
    for _ in 0..3 {
        create_game(&mut client, options(2)).await.expect("create");
    }
    let second = page(
        &mut client,
        4,
        &first.next_page_token,
        pb::GameStatus::Unspecified,
    )
    .await;
    let names: Vec<&str> = second.games.iter().map(|g| g.name.as_str()).collect();
    let rest: Vec<&str> = created.iter().rev().skip(4).map(String::as_str).collect();
    assert_eq!(names, rest, "the page after, as it was");
    assert!(second.next_page_token.is_empty(), "the last page");

    let playing_only = page(&mut client, 50, "", pb::GameStatus::Playing).await;
    let names: Vec<&str> = playing_only.games.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(names, vec![playing.name.as_str()]);
}
