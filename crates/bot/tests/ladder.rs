//! Accounts and the rated ladder against the real server
//! (`$MOUNTAIN_GOATS_BIN`, else `target/release/mountain-goats`), and the
//! bot binary's `--key` / `MOUNTAIN_GOATS_KEY` and `--rated`.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use mountain_goats_bot::account::{
    AccountKey, KEY_ENV, create_account, find_rated_game, get_account, leaderboard, revoke_key,
    rotate_key,
};
use mountain_goats_bot::{Client, connect, pb, reason, request_id};
use tonic::Code;

/// A server on a free loopback port with an in-memory store, stopped when
/// dropped.
struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The bot's own binary, built beside this test (`target/<profile>/`):
/// `CARGO_BIN_EXE_…` is not set when the workspace's tests are built all at
/// once.
fn bot_bin() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    let bin = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("the test runs from target/<profile>/deps")
        .join(format!(
            "mountain-goats-bot{}",
            std::env::consts::EXE_SUFFIX
        ));
    assert!(bin.is_file(), "{} is not built", bin.display());
    bin
}

fn server() -> Option<Server> {
    let bin = std::env::var_os("MOUNTAIN_GOATS_BIN").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/release/mountain-goats"),
        PathBuf::from,
    );
    // The server is another package: tests/run builds it first.
    assert!(
        bin.exists(),
        "no server binary at {}: run `cargo build --release -p mountain-goats --bins` first",
        bin.display()
    );
    let mut child = Command::new(&bin)
        .args(["serve", "--listen", "127.0.0.1:0", "--db", ":memory:"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let stdout = child.stdout.take().expect("piped");
    let addr = BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        .find_map(|line| {
            line.strip_prefix("listening on ")
                .map(|a| a.trim().to_owned())
        })
        .expect("the server prints its address");
    Some(Server { child, addr })
}

fn unique(name: &str) -> String {
    format!("{name} {}", &request_id()[..8])
}

async fn client(server: &Server) -> Client {
    connect(&server.addr).await.expect("connects")
}

#[tokio::test]
async fn accounts_keys_and_names() {
    let Some(server) = server() else { return };
    let mut client = client(&server).await;

    let made = create_account(&mut client, &unique("Ada"))
        .await
        .expect("the server answers");
    let key = made.key.expose().to_owned();
    assert!(key.starts_with("mgk_") && key.len() == 68);
    // Formatting never shows the key.
    for shown in [
        format!("{:?}", made),
        format!("{:?} {}", made.key, made.key),
    ] {
        assert!(!shown.contains(&key[4..]), "{shown}");
    }

    // A look-alike of a name taken: a capital I for the l.
    let suffix = &request_id()[..8];
    create_account(&mut client, &format!("Alice {suffix}"))
        .await
        .expect("the server answers");
    let taken = create_account(&mut client, &format!("AIice {suffix}"))
        .await
        .expect_err("a look-alike name");
    assert_eq!(taken.code(), Code::AlreadyExists);
    assert_eq!(reason(&taken).as_deref(), Some("NAME_TAKEN"));

    let missing = get_account(&mut client, "accounts/nobody-has-this-id")
        .await
        .expect_err("no such account");
    assert_eq!(reason(&missing).as_deref(), Some("ACCOUNT_NOT_FOUND"));

    // Rotated: the old key is refused.
    let rotated = rotate_key(&mut client, &made.key)
        .await
        .expect("the server answers");
    assert_ne!(rotated.key, made.key);
    let old = rotate_key(&mut client, &made.key)
        .await
        .expect_err("the old key");
    assert_eq!(old.code(), Code::Unauthenticated);
    assert_eq!(reason(&old).as_deref(), Some("KEY_INVALID"));
    assert!(!old.message().contains(&key[4..]));

    // Revoked: it joins nothing.
    let account = revoke_key(&mut client, &rotated.key)
        .await
        .expect("the server answers");
    assert!(account.key_revoked);
    let options = pb::GameOptions {
        players: 2,
        ..pb::GameOptions::default()
    };
    let refused = find_rated_game(&mut client, options, &rotated.key, None)
        .await
        .expect_err("a revoked key");
    assert_eq!(reason(&refused).as_deref(), Some("KEY_INVALID"));

    // A rated find without a key.
    let request = pb::FindGameRequest {
        options: Some(pb::GameOptions {
            players: 2,
            rated: true,
            ..pb::GameOptions::default()
        }),
        ..pb::FindGameRequest::default()
    };
    let keyless = client.find_game(request).await.expect_err("no key");
    assert_eq!(keyless.code(), Code::Unauthenticated);
    assert_eq!(reason(&keyless).as_deref(), Some("KEY_REQUIRED"));
}

#[tokio::test]
async fn the_bot_plays_a_rated_game_with_its_key() {
    let Some(server) = server() else { return };
    let mut client = client(&server).await;
    let a = create_account(&mut client, &unique("Rated A"))
        .await
        .expect("the server answers");
    let b = create_account(&mut client, &unique("Rated B"))
        .await
        .expect("the server answers");

    let bot = |extra: &[&str], env_key: &AccountKey| {
        Command::new(bot_bin())
            .args(["--addr", &server.addr, "--find", "2", "--rated"])
            .args(extra)
            .env(KEY_ENV, env_key.expose())
            .output()
    };
    // One takes its key from the environment, the other from --key.
    let (from_env, from_flag) = std::thread::scope(|s| {
        let one = s.spawn(|| bot(&[], &a.key));
        let two = s.spawn(|| bot(&["--key", b.key.expose()], &a.key));
        (
            one.join().expect("the bot thread ends"),
            two.join().expect("the bot thread ends"),
        )
    });
    let mut games = Vec::new();
    for (out, key) in [
        (from_env.expect("the bot runs"), &a.key),
        (from_flag.expect("the bot runs"), &b.key),
    ] {
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "{text}");
        assert!(text.contains("finished"), "{text}");
        assert!(
            !text.contains(&key.expose()[4..]),
            "the bot printed its key: {text}"
        );
        games.push(
            text.split_whitespace()
                .find(|w| w.starts_with("games/"))
                .map(str::to_owned),
        );
    }
    assert_eq!(games[0], games[1], "the two accounts sat at one table");

    let game = games[0].clone().expect("a game name");
    for made in [&a, &b] {
        let got = get_account(&mut client, &made.account.name)
            .await
            .expect("the server answers");
        let account = got.account.expect("an account");
        assert_eq!(account.rated_games, 1);
        assert_eq!(got.history.len(), 1);
        assert_eq!(got.history[0].game, game);
    }
    let ladder = leaderboard(&mut client, 1, false)
        .await
        .expect("the server answers"); // one a page: paged
    for made in [&a, &b] {
        assert!(ladder.iter().any(|e| {
            e.account
                .as_ref()
                .is_some_and(|x| x.name == made.account.name)
        }));
    }

    // Without a key, --rated says what is missing.
    let out = Command::new(bot_bin())
        .args(["--addr", &server.addr, "--find", "2", "--rated"])
        .env_remove(KEY_ENV)
        .output()
        .expect("the server answers");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains(KEY_ENV));

    // --help does not show the key of the environment.
    let help = Command::new(bot_bin())
        .arg("--help")
        .env(KEY_ENV, a.key.expose())
        .output()
        .expect("the server answers");
    assert!(!String::from_utf8_lossy(&help.stdout).contains(&a.key.expose()[4..]));
}
