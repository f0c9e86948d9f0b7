//! Games as the bench plays them: creating and joining through the wire
//! contract, a seeded random number generator, and a table whose every seat
//! this process holds, mirrored by the rules engine to choose its moves.

use mountain_goats_rules::{Config, Game, Seed};
use mountain_goats_server::api::v1 as pb;
use mountain_goats_server::api::v1::game_service_client::GameServiceClient;
use tonic::Request;
use tonic::metadata::MetadataValue;
use tonic::transport::Channel;

/// The generated client over one connection.
pub type Client = GameServiceClient<Channel>;

/// The workspace's seeded generator (splitmix64): the same seed, the same
/// choices.
pub use mountain_goats_strategies::Rng;

/// What the bench draws from an [`Rng`] besides numbers.
pub trait Draw {
    /// 32 bytes: a game's dice seed.
    fn seed(&mut self) -> Seed;
    /// A client-made seat token: 32 hex characters, 128 random bits.
    fn token(&mut self) -> String;
}

impl Draw for Rng {
    fn seed(&mut self) -> Seed {
        let mut seed = [0u8; 32];
        for chunk in seed.chunks_mut(8) {
            chunk.copy_from_slice(&self.next_u64().to_le_bytes());
        }
        Seed(seed)
    }

    fn token(&mut self) -> String {
        format!("{:016x}{:016x}", self.next_u64(), self.next_u64())
    }
}

/// A request id unique to this run (`run` differs per bench process).
pub fn request_id(run: u64, who: u64, n: u64) -> String {
    format!("bench-{run:x}-{who:x}-{n:x}")
}

/// The routing header every client sends on a call about one game
/// (docs/clients.md): a balancer hashing it sends all of a game's calls to
/// one server.
pub const ROUTING_HEADER: &str = "x-goog-request-params";

/// `request`, about the game named `game` (`games/{id}`), with its routing
/// header. The bench's game ids need no percent-encoding.
pub fn about<T>(game: &str, request: T) -> Request<T> {
    let mut request = Request::new(request);
    let value = MetadataValue::try_from(format!("name={game}")).expect("ascii game name");
    request.metadata_mut().insert(ROUTING_HEADER, value);
    request
}

/// `request` about `game`, with `authorization: Bearer <token>`.
pub fn authorize<T>(game: &str, token: &str, request: T) -> Request<T> {
    let mut request = about(game, request);
    let value = MetadataValue::try_from(format!("Bearer {token}")).expect("ascii token");
    request.metadata_mut().insert("authorization", value);
    request
}

/// A rules move on the wire: the server's own conversion.
pub use mountain_goats_bot::wire::move_to_pb as wire_move;

/// Creates a game of `players` seats, seat 0 first, with `seed`.
pub async fn create_game(client: &mut Client, players: u8, seed: &Seed) -> pb::Game {
    client
        .create_game(pb::CreateGameRequest {
            options: Some(pb::GameOptions {
                players: u32::from(players),
                first_seat: Some(0),
                ..Default::default()
            }),
            seed: seed.0.to_vec(),
            house_seats: Vec::new(),
        })
        .await
        .expect("CreateGame")
        .into_inner()
        .game
        .expect("a game")
}

/// Joins `seat` of `game` with the client-made `token`.
pub async fn join(client: &mut Client, game: &str, seat: u8, token: &str) {
    let joined = client
        .join_game(about(
            game,
            pb::JoinGameRequest {
                name: game.to_owned(),
                player_name: format!("bench {seat}"),
                seat: Some(u32::from(seat)),
                seat_token: token.to_owned(),
                dice_contribution: Vec::new(),
            },
        ))
        .await
        .expect("JoinGame")
        .into_inner();
    assert_eq!(joined.seat, u32::from(seat), "joined the seat asked for");
}

/// A game whose every seat this process holds, mirrored by a local engine
/// fed the same seed, so that a move is chosen without asking the server.
#[derive(Debug)]
pub struct Table {
    /// `games/{id}`.
    pub name: String,
    tokens: Vec<String>,
    mirror: Game,
    seed: Seed,
    /// The game's version (the server's, kept in step).
    pub version: u64,
}

impl Table {
    /// Creates and fills a game of `players` seats.
    pub async fn new(client: &mut Client, players: u8, rng: &mut Rng) -> Table {
        let seed = rng.seed();
        let game = create_game(client, players, &seed).await;
        let mut tokens = Vec::new();
        for seat in 0..players {
            let token = rng.token();
            join(client, &game.name, seat, &token).await;
            tokens.push(token);
        }
        let mut mirror = Game::new(Config::new(players)).expect("config");
        mirror.roll(seed.roll(0)).expect("roll");
        Table {
            name: game.name,
            tokens,
            mirror,
            seed,
            version: 1 + u64::from(players),
        }
    }

    /// The request of a random legal move for the seat to move, and whether
    /// the game goes on after it. The mirror plays it at once.
    pub fn next_request(
        &mut self,
        rng: &mut Rng,
        request_id: String,
    ) -> (Request<pb::SubmitMoveRequest>, bool) {
        let seat = self.mirror.current_seat();
        let mut moves = self.mirror.legal_moves();
        let mv = moves.swap_remove(rng.below(moves.len()));
        let request = authorize(
            &self.name,
            &self.tokens[usize::from(seat)],
            pb::SubmitMoveRequest {
                name: self.name.clone(),
                r#move: Some(wire_move(&mv)),
                expected_version: Some(self.version),
                request_id,
            },
        );
        self.mirror.play(seat, &mv).expect("a legal move");
        if !self.mirror.is_over() {
            self.mirror
                .roll(self.seed.roll(self.mirror.turn()))
                .expect("roll");
        }
        self.version += 1;
        (request, !self.mirror.is_over())
    }
}
