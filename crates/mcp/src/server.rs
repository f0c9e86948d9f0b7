//! The MCP server: one session of one agent, its tools and resources.
//!
//! A session holds at most one seat at a time. The seat token never leaves
//! this process: the agent names moves by number, and the session sends
//! them with the token. Every failure an agent can recover from is a tool
//! result with `isError: true` whose text says what happened and what to
//! call next.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{
    CallToolResult, ContentBlock, Implementation, ListResourceTemplatesResult, ListResourcesResult,
    PaginatedRequestParams, ReadResourceRequestParams, ReadResourceResponse, ReadResourceResult,
    Resource, ResourceContents, ResourceTemplate, ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, tool, tool_handler, tool_router};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::Mutex;
use tokio::time::Instant;
use tonic::Status;

use mountain_goats_bot::routing::about_game;
use mountain_goats_bot::{Client, SeatTicket, describe, dice_contribution, pb, reason, request_id};

use crate::net::{self, Watched};
use crate::view::{self, GameView};
use crate::words::{self, MoveChoice, Table};

/// The rules, as the project states them.
pub const RULES: &str = include_str!("../../../docs/rules.md");
/// The URI of the rules resource.
pub const RULES_URI: &str = "mountain-goats://rules";
const HISTORY_PREFIX: &str = "mountain-goats://games/";
const HISTORY_SUFFIX: &str = "/history";

/// The longest a tool waits for the game (`wait_for_turn`, `watch_game`).
pub const MAX_WAIT_SECONDS: u32 = 120;
const DEFAULT_WAIT_SECONDS: u32 = 30;
/// Changes told in full in one answer; older ones are counted.
const CHANGES_TOLD: usize = 40;

const INSTRUCTIONS: &str = "Play Mountain Goats, a dice game for 2 to 5 players, on a game server. \
To play: call find_game (it seats you; house bots fill the other seats after a few seconds), then loop: \
wait_for_turn (returns when it is your turn, with the board and your numbered moves), optionally \
preview_move, then play_move with a move's number; stop when a tool says the game is over. \
get_state shows the board and what changed since you last looked. To watch others: list_games, \
describe_game, watch_game. The rules are the resource mountain-goats://rules; a game's history is \
mountain-goats://games/{id}/history. This session keeps your seat's secret token: you never need it.";

/// The state of one agent's session.
#[derive(Debug, Default)]
struct Session {
    /// The seat held, if any.
    seat: Option<Held>,
    /// A join whose answer never came: sent again, unchanged, before any
    /// other join, so that the session never holds two seats.
    pending: Option<Pending>,
    /// The moves last listed for the seat.
    listed: Option<Listed>,
    /// The request ids of the moves played, to tell a retry from a first try.
    played: HashSet<String>,
    /// The last version of each game whose changes the agent was told.
    looked: HashMap<String, u64>,
}

#[derive(Clone, Debug)]
struct Held {
    ticket: SeatTicket,
    /// The game is over: the session may take another seat.
    over: bool,
    /// The prefix of this seat's request ids.
    ids: String,
}

#[derive(Clone, Debug)]
enum Pending {
    Find(pb::FindGameRequest),
    Join(pb::JoinGameRequest),
}

#[derive(Clone, Debug)]
struct Listed {
    /// The game at the version the moves are for.
    game: pb::Game,
    moves: Vec<pb::LegalMove>,
    choices: Vec<MoveChoice>,
}

struct Inner {
    client: Client,
    addr: String,
    player_name: String,
    session: Mutex<Session>,
    /// Held across a join, so that two calls at once cannot take two seats.
    seat_lock: Mutex<()>,
    /// Held across a move, so that two calls at once cannot race.
    play_lock: Mutex<()>,
}

/// The MCP server of one agent's session. Clones share the session.
#[derive(Clone)]
pub struct Agent {
    inner: Arc<Inner>,
    tool_router: ToolRouter<Agent>,
}

impl std::fmt::Debug for Agent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Agent")
            .field("addr", &self.inner.addr)
            .finish_non_exhaustive()
    }
}

/// What a tool answers: words, and the same facts as JSON.
struct Reply {
    text: String,
    data: Value,
}

/// A failure the agent can recover from: what happened and what to do next.
struct Failure(String);

type Outcome = Result<Reply, Failure>;

fn reply(text: String, data: impl Serialize) -> Outcome {
    match serde_json::to_value(data) {
        Ok(data) => Ok(Reply { text, data }),
        Err(error) => Err(Failure(format!(
            "This session could not encode its answer ({error}). Call the tool again."
        ))),
    }
}

fn finish(outcome: Outcome) -> CallToolResult {
    match outcome {
        Ok(Reply { text, data }) => {
            let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
            result.structured_content = Some(data);
            result
        }
        Err(Failure(text)) => CallToolResult::error(vec![ContentBlock::text(text)]),
    }
}

/// `games/{id}` from `games/{id}` or a bare id.
fn game_name(input: &str) -> Result<String, Failure> {
    let input = input.trim();
    let id = input.strip_prefix("games/").unwrap_or(input);
    if id.is_empty() || id.contains('/') || id.chars().any(char::is_whitespace) {
        return Err(Failure(format!(
            "\"{input}\" is not a game name: names look like games/abc123 (list_games shows them)."
        )));
    }
    Ok(format!("games/{id}"))
}

fn is_playing(game: &pb::Game) -> bool {
    game.status == pb::GameStatus::Playing as i32
}

/// Finished, or cancelled before it started: either way it never changes
/// again, and a seat in it has nothing more to play.
fn is_over(game: &pb::Game) -> bool {
    game.status == pb::GameStatus::Finished as i32 || is_cancelled(game)
}

fn is_cancelled(game: &pb::Game) -> bool {
    game.status == pb::GameStatus::Cancelled as i32
}

fn to_move(game: &pb::Game) -> Option<u32> {
    is_playing(game).then(|| game.board.as_ref().map_or(0, |b| b.current_seat))
}

/// The changes told, in words, oldest first, the first ones counted but
/// not told when there are many.
fn told_changes(
    changes: &[pb::GameChange],
    table: &Table,
    skipped: bool,
) -> (Vec<String>, Vec<ChangeView>) {
    let views: Vec<ChangeView> = changes
        .iter()
        .map(|c| ChangeView {
            version: c.version,
            lines: words::change_lines(&c.events, table),
        })
        .collect();
    let mut lines = Vec::new();
    if skipped {
        lines.push("(Some changes were too old to replay; the board below is current.)".to_owned());
    }
    let start = views.len().saturating_sub(CHANGES_TOLD);
    if start > 0 {
        lines.push(format!(
            "({start} earlier changes not shown; the game's history resource has all of them.)"
        ));
    }
    for view in &views[start..] {
        lines.extend(view.lines.iter().cloned());
    }
    (lines, views)
}

/// One change of a game in words.
#[derive(Clone, Debug, Serialize)]
struct ChangeView {
    /// The game's version after the change.
    version: u64,
    /// What happened, in sentences.
    lines: Vec<String>,
}

/// A strategy of the server's house bots.
#[derive(Clone, Copy, Debug, Default, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum HouseStrategy {
    /// Any legal move, at random.
    Random,
    /// The move with the best immediate gain.
    #[default]
    Greedy,
    /// Looks ahead (the strongest).
    Expert,
}

impl HouseStrategy {
    fn name(self) -> &'static str {
        match self {
            HouseStrategy::Random => "random",
            HouseStrategy::Greedy => "greedy",
            HouseStrategy::Expert => "expert",
        }
    }
}

/// The arguments of `find_game`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
pub struct FindGameArgs {
    /// Seats at the table: 2 to 4, or 2 to 5 with the Big Mountain. Default 4.
    #[schemars(range(min = 2, max = 5))]
    pub players: Option<u32>,
    /// Play with the Big Mountain expansion (spots 11 to 24). Default false.
    pub big_mountain: Option<bool>,
    /// Allow leaving dice out of every group instead of the rulebook's rule that every die is used. Default false.
    pub allow_declining_groups: Option<bool>,
    /// When this call creates the game: seconds after which the seats still free go to house bots (1 to 3600). Default 10. 0: wait for other players only.
    #[schemars(range(min = 0, max = 3600))]
    pub house_fill_seconds: Option<u32>,
    /// The strategy of those house bots. Default greedy.
    pub house_strategy: Option<HouseStrategy>,
    /// A turn clock: seconds each seat has to move (1 to 86400); when they pass the server plays the first listed move. Default: no clock.
    #[schemars(range(min = 1, max = 86400))]
    pub turn_seconds: Option<u32>,
    /// Your name at the table: 1 to 32 letters, digits, spaces or -_.' Default: the name this server was started with.
    pub player_name: Option<String>,
}

/// A seat played by a house bot.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
pub struct HouseSeatArg {
    /// The seat, from 0.
    pub seat: u32,
    /// The bot's strategy. Default greedy.
    #[serde(default)]
    pub strategy: HouseStrategy,
}

/// The arguments of `create_game`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
pub struct CreateGameArgs {
    /// Seats at the table: 2 to 4, or 2 to 5 with the Big Mountain. Default 4.
    #[schemars(range(min = 2, max = 5))]
    pub players: Option<u32>,
    /// Play with the Big Mountain expansion. Default false.
    pub big_mountain: Option<bool>,
    /// Allow leaving dice out of every group. Default false.
    pub allow_declining_groups: Option<bool>,
    /// Seats taken at once by the server's house bots, e.g. [{"seat": 1, "strategy": "greedy"}]. Default none.
    pub house_seats: Option<Vec<HouseSeatArg>>,
    /// Sit down in the new game yourself. Default true; false to create a game for others (or for house bots only) and watch it.
    pub join: Option<bool>,
    /// The seat to take when joining. Default: the lowest free seat.
    pub seat: Option<u32>,
    /// A turn clock: seconds each seat has to move (1 to 86400). Default none.
    #[schemars(range(min = 1, max = 86400))]
    pub turn_seconds: Option<u32>,
    /// Your name at the table. Default: the name this server was started with.
    pub player_name: Option<String>,
}

/// The arguments of `join_game`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
pub struct JoinGameArgs {
    /// The game: `games/{id}` as list_games shows it, or just the id.
    pub game: String,
    /// The seat to take, from 0. Default: the lowest free seat.
    pub seat: Option<u32>,
    /// Your name at the table. Default: the name this server was started with.
    pub player_name: Option<String>,
}

/// Which games `list_games` lists.
#[derive(Clone, Copy, Debug, Default, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum StatusFilter {
    /// Games waiting for players.
    #[default]
    Open,
    /// Games being played.
    Playing,
    /// Games that are over.
    Finished,
    /// Games the server cancelled before they started (nobody joined in
    /// time).
    Cancelled,
    /// Every game.
    Any,
}

/// The arguments of `list_games`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
pub struct ListGamesArgs {
    /// Which games: open (default), playing, finished, cancelled or any.
    pub status: Option<StatusFilter>,
    /// The most games to list, newest first: 1 to 50. Default 10.
    #[schemars(range(min = 1, max = 50))]
    pub limit: Option<u32>,
}

/// The arguments of `play_move` and `preview_move`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
pub struct MoveArgs {
    /// The number of the move, as legal_moves or wait_for_turn listed it for the current roll (from 1).
    pub move_number: u32,
}

/// The arguments of `wait_for_turn`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
pub struct WaitArgs {
    /// The longest to wait, in seconds: 1 to 120. Default 30. When it runs out, the answer says so: call again to keep waiting.
    #[schemars(range(min = 1, max = 120))]
    pub timeout_seconds: Option<u32>,
}

/// The arguments of `describe_game`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
pub struct GameArgs {
    /// The game: `games/{id}` or just the id.
    pub game: String,
}

/// The arguments of `watch_game`.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
pub struct WatchArgs {
    /// The game: `games/{id}` or just the id.
    pub game: String,
    /// The longest to wait for changes, in seconds: 1 to 120. Default 30.
    #[schemars(range(min = 1, max = 120))]
    pub timeout_seconds: Option<u32>,
    /// Start from the game's creation instead of from where this session last looked (or from now, on the first look). Default false.
    pub from_start: Option<bool>,
    /// Return once this many changes (moves, joins) were seen: 1 to 200. Default 40.
    #[schemars(range(min = 1, max = 200))]
    pub max_changes: Option<u32>,
}

#[derive(Serialize)]
struct SeatReply {
    game: String,
    seat: u32,
    player_name: String,
    state: GameView,
}

#[derive(Serialize)]
struct StateReply {
    state: GameView,
    changes: Vec<ChangeView>,
}

#[derive(Serialize)]
struct MovesReply {
    game: String,
    version: u64,
    turn: u64,
    roll: Vec<u32>,
    moves: Vec<MoveChoice>,
}

#[derive(Serialize)]
struct PlayReply {
    played: MoveChoice,
    repeated: bool,
    events: Vec<String>,
    state: GameView,
}

#[derive(Serialize)]
struct PreviewReply {
    preview: MoveChoice,
    scores_after: Vec<ScoreAfter>,
    events: Vec<String>,
}

#[derive(Serialize)]
struct ScoreAfter {
    seat: u32,
    score_now: u32,
    score_after: u32,
}

#[derive(Serialize)]
struct WaitReply {
    /// `your_turn`, `game_over` or `timeout`.
    outcome: &'static str,
    changes: Vec<ChangeView>,
    state: GameView,
    moves: Option<Vec<MoveChoice>>,
}

#[derive(Serialize)]
struct ListReply {
    games: Vec<GameSummary>,
}

#[derive(Serialize)]
struct GameSummary {
    game: String,
    status: &'static str,
    players: u32,
    free_seats: Vec<u32>,
    seated: Vec<String>,
    big_mountain: bool,
    allow_declining_groups: bool,
    turn_seconds: Option<u32>,
    turn: u64,
}

impl Agent {
    /// A session playing through `client`, a client of the game server at
    /// `addr`; `player_name` is the default name at the table.
    pub fn new(client: Client, addr: String, player_name: String) -> Agent {
        Agent {
            inner: Arc::new(Inner {
                client,
                addr,
                player_name,
                session: Mutex::new(Session::default()),
                seat_lock: Mutex::new(()),
                play_lock: Mutex::new(()),
            }),
            tool_router: Self::tool_router(),
        }
    }
}

#[tool_router]
impl Agent {
    #[tool(
        description = "Find a game to play through the server's matchmaking and take a seat in it. \
You join an open game with the same options, or a new one is created; with house_fill_seconds \
(default 10) the seats still free after that long are taken by house bots, so a game always starts. \
This session keeps the seat's secret token. One seat at a time: while your game is not over, this \
refuses. Next: call wait_for_turn.",
        annotations(
            title = "Find a game and take a seat",
            read_only_hint = false,
            destructive_hint = false,
            idempotent_hint = false,
            open_world_hint = true
        )
    )]
    async fn find_game(&self, Parameters(args): Parameters<FindGameArgs>) -> CallToolResult {
        finish(self.inner.find_game(args).await)
    }

    #[tool(
        description = "Create a new game, optionally with house bots in some seats (house_seats), and \
take a seat in it yourself (join, default true). With every seat a house bot and join false, the \
game starts at once and you can follow it with watch_game. Next: wait_for_turn (or watch_game).",
        annotations(
            title = "Create a game",
            read_only_hint = false,
            destructive_hint = false,
            idempotent_hint = false,
            open_world_hint = true
        )
    )]
    async fn create_game(&self, Parameters(args): Parameters<CreateGameArgs>) -> CallToolResult {
        finish(self.inner.create_game(args).await)
    }

    #[tool(
        description = "List games on the server, newest first: by default the open ones waiting for \
players, with their free seats. Join one with join_game, or watch one with watch_game.",
        annotations(title = "List games", read_only_hint = true, open_world_hint = true)
    )]
    async fn list_games(&self, Parameters(args): Parameters<ListGamesArgs>) -> CallToolResult {
        finish(self.inner.list_games(args).await)
    }

    #[tool(
        description = "Take a seat in an open game (from list_games). This session keeps the seat's \
secret token. One seat at a time: while your game is not over, this refuses. Next: wait_for_turn.",
        annotations(
            title = "Join a game",
            read_only_hint = false,
            destructive_hint = false,
            idempotent_hint = false,
            open_world_hint = true
        )
    )]
    async fn join_game(&self, Parameters(args): Parameters<JoinGameArgs>) -> CallToolResult {
        finish(self.inner.join_game(args).await)
    }

    #[tool(
        description = "Your game now, in words and as structured content: whose turn it is and the \
dice, every player's score and tokens, each mountain's goats (step 0 is the foot) and tokens left, \
the bonus tokens left, and what changed since you last looked.",
        annotations(
            title = "Get the state of your game",
            read_only_hint = true,
            open_world_hint = true
        )
    )]
    async fn get_state(&self) -> CallToolResult {
        finish(self.inner.get_state().await)
    }

    #[tool(
        description = "Your legal moves for the current roll, numbered from 1, each in plain words: \
the dice groups and what they do (\"5+3=8, 2+4=6: climb mountain 8 to its summit (step 3) and take \
an 8-point token and climb mountain 6 to step 2\"). Only on your turn. Next: play_move with a number \
(or preview_move).",
        annotations(
            title = "List your legal moves",
            read_only_hint = true,
            open_world_hint = true
        )
    )]
    async fn legal_moves(&self) -> CallToolResult {
        finish(self.inner.legal_moves().await)
    }

    #[tool(
        description = "Play one of the moves listed for the current roll, by its number. Safe to \
retry: calling again with the same number for the same roll never plays twice. If the roll has \
changed since the moves were listed, nothing is played and the answer says to list them again. \
Next: wait_for_turn.",
        annotations(
            title = "Play a move",
            read_only_hint = false,
            destructive_hint = false,
            idempotent_hint = true,
            open_world_hint = true
        )
    )]
    async fn play_move(&self, Parameters(args): Parameters<MoveArgs>) -> CallToolResult {
        finish(self.inner.play_move(args.move_number).await)
    }

    #[tool(
        description = "Show what one of the listed moves would do, and the board and scores after it, \
without playing it.",
        annotations(
            title = "Preview a move",
            read_only_hint = true,
            open_world_hint = true
        )
    )]
    async fn preview_move(&self, Parameters(args): Parameters<MoveArgs>) -> CallToolResult {
        finish(self.inner.preview_move(args.move_number).await)
    }

    #[tool(
        description = "Wait until it is your turn or your game is over, at most timeout_seconds \
(default 30, at most 120). Returns what the other players did meanwhile; on your turn also the \
board and your numbered moves (no need to call legal_moves). If the time runs out first, it says \
so: call it again.",
        annotations(
            title = "Wait for your turn",
            read_only_hint = true,
            open_world_hint = true
        )
    )]
    async fn wait_for_turn(&self, Parameters(args): Parameters<WaitArgs>) -> CallToolResult {
        finish(self.inner.wait_for_turn(args).await)
    }

    #[tool(
        description = "Describe any game as a spectator: its players, whose turn it is, the board, \
scores and, once over, the final standings.",
        annotations(
            title = "Describe a game",
            read_only_hint = true,
            open_world_hint = true
        )
    )]
    async fn describe_game(&self, Parameters(args): Parameters<GameArgs>) -> CallToolResult {
        finish(self.inner.describe_game(args).await)
    }

    #[tool(
        description = "Follow any game as a spectator: returns the moves played since this session \
last watched it (on the first call, from now; from_start replays it from the beginning), once \
max_changes were seen, the game ended, or timeout_seconds passed. Call it again to keep following \
until it says the game is over.",
        annotations(title = "Watch a game", read_only_hint = true, open_world_hint = true)
    )]
    async fn watch_game(&self, Parameters(args): Parameters<WatchArgs>) -> CallToolResult {
        finish(self.inner.watch_game(args).await)
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Agent {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(
            ServerCapabilities::builder()
                .enable_tools()
                .enable_resources()
                .build(),
        )
        .with_server_info(
            Implementation::new("mountain-goats", env!("CARGO_PKG_VERSION"))
                .with_title("Mountain Goats"),
        )
        .with_instructions(INSTRUCTIONS)
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let mut resources = vec![
            Resource::new(RULES_URI, "rules")
                .with_title("The rules of Mountain Goats")
                .with_description(
                    "The rules as this server plays them, with the reasons for each reading.",
                )
                .with_mime_type("text/markdown"),
        ];
        let session = self.inner.session.lock().await;
        if let Some(held) = &session.seat {
            let id = held.ticket.game.trim_start_matches("games/");
            resources.push(
                Resource::new(format!("{HISTORY_PREFIX}{id}{HISTORY_SUFFIX}"), "history")
                    .with_title(format!("The history of {}", held.ticket.game))
                    .with_description("Every change of your game so far, one per line, in words.")
                    .with_mime_type("text/plain"),
            );
        }
        Ok(ListResourcesResult::with_all_items(resources))
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        Ok(ListResourceTemplatesResult::with_all_items(vec![
            ResourceTemplate::new(format!("{HISTORY_PREFIX}{{id}}{HISTORY_SUFFIX}"), "history")
                .with_title("A game's history")
                .with_description("Every change of any game, one per line, in words.")
                .with_mime_type("text/plain"),
        ]))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        let uri = request.uri;
        if uri == RULES_URI {
            return Ok(ReadResourceResult::new(vec![
                ResourceContents::text(RULES, uri).with_mime_type("text/markdown"),
            ])
            .into());
        }
        let id = uri
            .strip_prefix(HISTORY_PREFIX)
            .and_then(|rest| rest.strip_suffix(HISTORY_SUFFIX))
            .ok_or_else(|| {
                ErrorData::resource_not_found(
                    format!(
                        "no resource {uri}: there are {RULES_URI} and {HISTORY_PREFIX}{{id}}{HISTORY_SUFFIX}"
                    ),
                    None,
                )
            })?;
        let text = self
            .inner
            .history(id)
            .await
            .map_err(|Failure(text)| ErrorData::resource_not_found(text, None))?;
        Ok(ReadResourceResult::new(vec![
            ResourceContents::text(text, uri).with_mime_type("text/plain"),
        ])
        .into())
    }
}

impl Inner {
    /// A failed call in words, with what to do next; `again` names the call
    /// to make again when the server could not be reached.
    fn explain(&self, status: &Status, again: &str) -> Failure {
        let why = describe(status);
        let next = match reason(status).as_deref() {
            _ if net::unreachable(status) => {
                return Failure(format!(
                    "The game server at {} could not be reached ({why}). Your seat, if you hold one, \
is kept by this session. Next: wait a few seconds, then call {again} again.",
                    self.addr
                ));
            }
            Some("GAME_NOT_FOUND" | "INVALID_GAME_NAME") => {
                "call list_games to see the games there are, or find_game to get a seat"
            }
            Some("GAME_FULL" | "SEAT_TAKEN") => {
                "call list_games and pick another open game or seat, or call find_game"
            }
            Some("GAME_FINISHED") => {
                "the game is over: call get_state or describe_game for the final standings"
            }
            Some("GAME_CANCELLED") => {
                "the game was cancelled before it started (nobody joined in time): call find_game for a new one"
            }
            Some("GAME_NOT_STARTED") => {
                "seats are still free: call wait_for_turn, which returns when the game has started and it is your turn"
            }
            Some("NOT_YOUR_TURN") => "call wait_for_turn",
            Some("INVALID_PLAYER_NAME") => {
                "choose a player_name of 1 to 32 letters, digits, spaces or -_.' and call again"
            }
            Some("INVALID_OPTIONS" | "INVALID_HOUSE_SEATS" | "INVALID_SEAT") => {
                "fix the arguments the message names and call again"
            }
            Some("RATE_LIMITED") => "wait a second and call again",
            Some("TOO_MANY_WATCHERS") => "the game has too many watchers: try again later",
            _ => "check the arguments, or call get_state to see where the game is",
        };
        Failure(format!("The game server refused: {why}. Next: {next}."))
    }

    /// The seat held, or a failure telling the agent to get one.
    async fn held(&self) -> Result<Held, Failure> {
        let session = self.session.lock().await;
        session.seat.clone().ok_or_else(|| {
            Failure(
                "You have no seat in a game yet. Next: call find_game (or list_games and join_game); \
to look at a game without playing, use describe_game or watch_game."
                    .to_owned(),
            )
        })
    }

    /// Refuses a second seat while the first one's game is not over.
    async fn ensure_free(&self) -> Result<(), Failure> {
        let held = self.session.lock().await.seat.clone();
        let Some(held) = held.filter(|h| !h.over) else {
            return Ok(());
        };
        // Perhaps the game ended without this session seeing it.
        match net::get_game(&self.client, &held.ticket.game).await {
            Ok(game) if is_over(&game) => {
                self.mark_over(&held.ticket.game).await;
                Ok(())
            }
            Ok(_) => Err(Failure(format!(
                "You already hold seat {} in {}, which is not over; a session plays one game at a \
time, so no second seat was taken. Next: keep playing it (wait_for_turn, play_move); when it is \
over you may find another.",
                held.ticket.seat, held.ticket.game
            ))),
            Err(status) => Err(self.explain(&status, "it")),
        }
    }

    async fn mark_over(&self, game: &str) {
        let mut session = self.session.lock().await;
        if let Some(held) = session.seat.as_mut()
            && held.ticket.game == game
        {
            held.over = true;
        }
    }

    fn name_or_default(&self, name: Option<String>) -> String {
        name.map(|n| n.trim().to_owned())
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| self.player_name.clone())
    }

    /// Sends a join (or a find), keeping it as pending until answered, so
    /// that a join whose answer was lost is sent again unchanged.
    async fn take_seat(
        &self,
        pending: Pending,
        tool: &str,
    ) -> Result<(pb::Game, u32, String), Failure> {
        self.session.lock().await.pending = Some(pending.clone());
        let client = &self.client;
        let answer = match &pending {
            Pending::Find(request) => net::with_retries(
                || {
                    let mut client = client.clone();
                    let request = request.clone();
                    async move { client.find_game(request).await }
                },
                net::retryable,
            )
            .await
            .map(|r| {
                let r = r.into_inner();
                (
                    r.game,
                    r.seat,
                    request.seat_token.clone(),
                    request.player_name.clone(),
                )
            }),
            Pending::Join(request) => net::with_retries(
                || {
                    let mut client = client.clone();
                    let request = about_game(&request.name, request.clone());
                    async move { client.join_game(request).await }
                },
                net::retryable,
            )
            .await
            .map(|r| {
                let r = r.into_inner();
                (
                    r.game,
                    r.seat,
                    request.seat_token.clone(),
                    request.player_name.clone(),
                )
            }),
        };
        match answer {
            Ok((game, seat, token, name)) => {
                let game = game.ok_or_else(|| {
                    Failure(
                        "The server answered the join without the game. Next: call get_state."
                            .to_owned(),
                    )
                })?;
                let mut session = self.session.lock().await;
                session.pending = None;
                session.listed = None;
                session.seat = Some(Held {
                    ticket: SeatTicket {
                        game: game.name.clone(),
                        seat,
                        token,
                    },
                    over: is_over(&game),
                    ids: request_id(),
                });
                session.looked.insert(game.name.clone(), game.version);
                Ok((game, seat, name))
            }
            Err(status) if net::unreachable(&status) => Err(Failure(format!(
                "The game server at {} could not be reached ({}), so it is unknown whether a seat \
was taken. Next: call {tool} again in a few seconds: the same request is sent again with the same \
seat token, so you get that seat and never a second one.",
                self.addr,
                describe(&status)
            ))),
            Err(status) => {
                self.session.lock().await.pending = None;
                Err(self.explain(&status, tool))
            }
        }
    }

    /// Sends a join left pending by a lost answer. `Ok(Some(..))`: it took
    /// a seat, which the caller reports instead of taking another.
    async fn settle_pending(&self, tool: &str) -> Result<Option<Outcome>, Failure> {
        let pending = self.session.lock().await.pending.clone();
        let Some(pending) = pending else {
            return Ok(None);
        };
        match self.take_seat(pending, tool).await {
            Ok((game, seat, name)) => Ok(Some(self.seated(
                game,
                seat,
                name,
                "An earlier call's request, whose answer was lost, did take a seat; no second seat was taken. ",
                None,
            ))),
            // Refused: it took nothing, and the new request may go.
            Err(failure) => {
                if self.session.lock().await.pending.is_some() {
                    Err(failure)
                } else {
                    Ok(None)
                }
            }
        }
    }

    fn seated(
        &self,
        game: pb::Game,
        seat: u32,
        name: String,
        preface: &str,
        house_fill: Option<(u32, &str)>,
    ) -> Outcome {
        let table = Table::of(&game, Some(seat));
        let mut text = format!(
            "{preface}You sit in seat {seat} of {} as {name}. ",
            game.name
        );
        text.push_str(&view::state_text(&game, &table));
        if let Some((seconds, strategy)) =
            house_fill.filter(|_| game.status == pb::GameStatus::Open as i32)
        {
            text.push_str(&format!(
                "\nIf this call created the game, the seats still free after {seconds} s go to {strategy} house bots."
            ));
        }
        text.push_str("\nNext: call wait_for_turn; it returns when it is your turn, with your numbered moves.");
        reply(
            text,
            SeatReply {
                game: game.name.clone(),
                seat,
                player_name: name,
                state: GameView::of(&game, &table),
            },
        )
    }

    async fn find_game(&self, args: FindGameArgs) -> Outcome {
        let _one_join = self.seat_lock.lock().await;
        self.ensure_free().await?;
        if let Some(outcome) = self.settle_pending("find_game").await? {
            return outcome;
        }
        let fill = args.house_fill_seconds.unwrap_or(10);
        let strategy = args.house_strategy.unwrap_or_default();
        let name = self.name_or_default(args.player_name);
        let request = pb::FindGameRequest {
            options: Some(pb::GameOptions {
                players: args.players.unwrap_or(4),
                big_mountain: args.big_mountain.unwrap_or(false),
                allow_declining_groups: args.allow_declining_groups.unwrap_or(false),
                first_seat: None,
                turn_seconds: args.turn_seconds,
                house_after_timeouts: 0,
                rated: false,
            }),
            player_name: name,
            seat_token: format!("{}{}", request_id(), request_id()),
            house_fill_seconds: (fill > 0).then_some(fill),
            house_strategy: strategy.name().to_owned(),
            dice_contribution: dice_contribution(),
        };
        let (game, seat, name) = self.take_seat(Pending::Find(request), "find_game").await?;
        self.seated(
            game,
            seat,
            name,
            "",
            (fill > 0).then_some((fill, strategy.name())),
        )
    }

    async fn create_game(&self, args: CreateGameArgs) -> Outcome {
        let join = args.join.unwrap_or(true);
        let players = args.players.unwrap_or(4);
        let house_seats: Vec<pb::HouseSeat> = args
            .house_seats
            .unwrap_or_default()
            .iter()
            .map(|h| pb::HouseSeat {
                seat: h.seat,
                strategy: h.strategy.name().to_owned(),
            })
            .collect();
        if join && house_seats.len() >= players as usize {
            return Err(Failure(format!(
                "Every one of the {players} seats would be a house bot, so there is none for you. \
Next: call create_game with join false to create it and watch it, or with fewer house_seats."
            )));
        }
        let _one_join = self.seat_lock.lock().await;
        if join {
            self.ensure_free().await?;
            if let Some(outcome) = self.settle_pending("create_game").await? {
                return outcome;
            }
        }
        let request = pb::CreateGameRequest {
            options: Some(pb::GameOptions {
                players,
                big_mountain: args.big_mountain.unwrap_or(false),
                allow_declining_groups: args.allow_declining_groups.unwrap_or(false),
                first_seat: None,
                turn_seconds: args.turn_seconds,
                house_after_timeouts: 0,
                rated: false,
            }),
            seed: Vec::new(),
            house_seats,
        };
        let client = &self.client;
        let created = net::with_retries(
            || {
                let mut client = client.clone();
                let request = request.clone();
                async move { client.create_game(request).await }
            },
            net::create_refused,
        )
        .await
        .map_err(|status| self.explain(&status, "create_game"))?
        .into_inner()
        .game
        .ok_or_else(|| {
            Failure(
                "The server answered CreateGame without the game. Next: call list_games."
                    .to_owned(),
            )
        })?;
        if !join {
            let table = Table::of(&created, None);
            let text = format!(
                "Created {} (you did not sit down).\n{}\nNext: watch_game to follow it, or join_game to sit down.",
                created.name,
                view::state_text(&created, &table)
            );
            self.session
                .lock()
                .await
                .looked
                .insert(created.name.clone(), created.version);
            return reply(
                text,
                StateReply {
                    state: GameView::of(&created, &table),
                    changes: Vec::new(),
                },
            );
        }
        let name = self.name_or_default(args.player_name);
        let request = pb::JoinGameRequest {
            name: created.name.clone(),
            player_name: name,
            seat: args.seat,
            seat_token: format!("{}{}", request_id(), request_id()),
            dice_contribution: dice_contribution(),
        };
        let (game, seat, name) = self
            .take_seat(Pending::Join(request), "create_game")
            .await?;
        self.seated(
            game,
            seat,
            name,
            &format!("Created {}. ", created.name),
            None,
        )
    }

    async fn join_game(&self, args: JoinGameArgs) -> Outcome {
        let name = game_name(&args.game)?;
        let _one_join = self.seat_lock.lock().await;
        self.ensure_free().await?;
        if let Some(outcome) = self.settle_pending("join_game").await? {
            return outcome;
        }
        let request = pb::JoinGameRequest {
            name,
            player_name: self.name_or_default(args.player_name),
            seat: args.seat,
            seat_token: format!("{}{}", request_id(), request_id()),
            dice_contribution: dice_contribution(),
        };
        let (game, seat, name) = self.take_seat(Pending::Join(request), "join_game").await?;
        self.seated(game, seat, name, "", None)
    }

    async fn list_games(&self, args: ListGamesArgs) -> Outcome {
        let status = match args.status.unwrap_or_default() {
            StatusFilter::Open => pb::GameStatus::Open,
            StatusFilter::Playing => pb::GameStatus::Playing,
            StatusFilter::Finished => pb::GameStatus::Finished,
            StatusFilter::Cancelled => pb::GameStatus::Cancelled,
            StatusFilter::Any => pb::GameStatus::Unspecified,
        };
        let request = pb::ListGamesRequest {
            page_size: args.limit.unwrap_or(10).clamp(1, 50),
            page_token: String::new(),
            status: status as i32,
        };
        let client = &self.client;
        let games = net::with_retries(
            || {
                let mut client = client.clone();
                let request = request.clone();
                async move { client.list_games(request).await }
            },
            net::retryable,
        )
        .await
        .map_err(|status| self.explain(&status, "list_games"))?
        .into_inner()
        .games;
        let summaries: Vec<GameSummary> = games
            .iter()
            .map(|game| {
                let options = game.options.unwrap_or_default();
                let view = GameView::of(game, &Table::of(game, None));
                GameSummary {
                    game: game.name.clone(),
                    status: view.status,
                    players: options.players,
                    free_seats: game
                        .seats
                        .iter()
                        .filter(|s| !s.taken)
                        .map(|s| s.index)
                        .collect(),
                    seated: game
                        .seats
                        .iter()
                        .filter(|s| s.taken)
                        .map(|s| s.player_name.clone())
                        .collect(),
                    big_mountain: options.big_mountain,
                    allow_declining_groups: options.allow_declining_groups,
                    turn_seconds: options.turn_seconds,
                    turn: view.turn,
                }
            })
            .collect();
        let mut text = if summaries.is_empty() {
            "No games of that status. Next: find_game or create_game starts one.".to_owned()
        } else {
            format!("{} game(s), newest first:", summaries.len())
        };
        for s in &summaries {
            let free: Vec<String> = s.free_seats.iter().map(u32::to_string).collect();
            let mut line = format!("\n- {}: {}, {} players", s.game, s.status, s.players);
            if !free.is_empty() {
                line.push_str(&format!(", free seats {}", free.join(", ")));
            }
            if !s.seated.is_empty() {
                line.push_str(&format!(", seated: {}", s.seated.join(", ")));
            }
            if s.big_mountain {
                line.push_str(", Big Mountain");
            }
            if s.allow_declining_groups {
                line.push_str(", dice may be declined");
            }
            if let Some(seconds) = s.turn_seconds {
                line.push_str(&format!(", {seconds} s per move"));
            }
            text.push_str(&line);
        }
        reply(text, ListReply { games: summaries })
    }

    /// The changes of `game` since the agent last looked, and marks them
    /// looked at.
    async fn catch_up(&self, game: &pb::Game) -> Result<Watched, Failure> {
        let looked = self.session.lock().await.looked.get(&game.name).copied();
        let watched = match looked {
            Some(after) if after < game.version => {
                net::changes_between(&self.client, &game.name, after, game.version)
                    .await
                    .map_err(|status| self.explain(&status, "it"))?
            }
            _ => Watched::default(),
        };
        self.session
            .lock()
            .await
            .looked
            .insert(game.name.clone(), game.version);
        Ok(watched)
    }

    async fn get_state(&self) -> Outcome {
        let held = self.held().await?;
        let game = net::get_game(&self.client, &held.ticket.game)
            .await
            .map_err(|status| self.explain(&status, "get_state"))?;
        if is_over(&game) {
            self.mark_over(&game.name).await;
        }
        let watched = self.catch_up(&game).await?;
        let table = Table::of(&game, Some(held.ticket.seat));
        let (lines, changes) = told_changes(&watched.changes, &table, watched.skipped);
        let mut text = String::new();
        if !lines.is_empty() {
            text.push_str("Since you last looked:\n");
            text.push_str(&lines.join("\n"));
            text.push_str("\n\n");
        }
        text.push_str(&view::state_text(&game, &table));
        text.push_str("\nNext: ");
        text.push_str(&next_step(&game, held.ticket.seat));
        reply(
            text,
            StateReply {
                state: GameView::of(&game, &table),
                changes,
            },
        )
    }

    /// Lists the seat's legal moves now and keeps them for `play_move`.
    async fn list_moves(&self, held: &Held, game: &pb::Game) -> Result<Listed, Failure> {
        let me = held.ticket.seat;
        let table = Table::of(game, Some(me));
        match to_move(game) {
            Some(seat) if seat == me => {}
            Some(seat) => {
                return Err(Failure(format!(
                    "It is not your turn: {} is to move. Next: call wait_for_turn.",
                    table.who(seat)
                )));
            }
            None if is_over(game) => {
                return Err(Failure(
                    "The game is over: there are no moves. Next: get_state shows the final standings; find_game starts a new game.".to_owned(),
                ));
            }
            None => {
                return Err(Failure(
                    "The game has not started: seats are still free. Next: call wait_for_turn, which returns when it is your turn.".to_owned(),
                ));
            }
        }
        let listed = net::legal_moves(&self.client, &game.name)
            .await
            .map_err(|status| self.explain(&status, "legal_moves"))?;
        if listed.version != game.version || listed.seat != me {
            return Err(Failure(
                "The game moved on while your moves were being listed. Next: call get_state, then legal_moves again.".to_owned(),
            ));
        }
        let choices = words::numbered(&listed.legal_moves, &table, me);
        let listed = Listed {
            game: game.clone(),
            moves: listed.legal_moves,
            choices,
        };
        self.session.lock().await.listed = Some(listed.clone());
        Ok(listed)
    }

    async fn legal_moves(&self) -> Outcome {
        let held = self.held().await?;
        let game = net::get_game(&self.client, &held.ticket.game)
            .await
            .map_err(|status| self.explain(&status, "legal_moves"))?;
        let listed = self.list_moves(&held, &game).await?;
        let mut text = moves_text(&listed);
        text.push_str("\nNext: play_move with the number you choose (preview_move shows the board after one).");
        let board = game.board.clone().unwrap_or_default();
        reply(
            text,
            MovesReply {
                game: game.name.clone(),
                version: game.version,
                turn: board.turn + 1,
                roll: board.roll.map(|r| r.dice).unwrap_or_default(),
                moves: listed.choices,
            },
        )
    }

    /// The listed move of that number, or a failure saying which exist.
    async fn chosen(&self, held: &Held, number: u32) -> Result<(Listed, usize), Failure> {
        let listed = self.session.lock().await.listed.clone();
        let Some(listed) = listed.filter(|l| l.game.name == held.ticket.game) else {
            return Err(Failure(
                "No moves are listed for this roll yet. Next: call legal_moves (or wait_for_turn, which lists them on your turn), then use one of their numbers.".to_owned(),
            ));
        };
        let count = listed.moves.len();
        match usize::try_from(number) {
            Ok(n) if (1..=count).contains(&n) => Ok((listed, n - 1)),
            _ => Err(Failure(format!(
                "There is no move {number}: the roll listed last has {count} moves, numbered 1 to {count}. \
Nothing was played. Next: call play_move with one of those numbers (legal_moves lists them again)."
            ))),
        }
    }

    async fn play_move(&self, number: u32) -> Outcome {
        let _one_move = self.play_lock.lock().await;
        let held = self.held().await?;
        let (listed, index) = self.chosen(&held, number).await?;
        let (Some(legal), Some(choice)) = (listed.moves.get(index), listed.choices.get(index))
        else {
            return Err(Failure(
                "The listed moves are out of step. Next: call legal_moves.".to_owned(),
            ));
        };
        let version = listed.game.version;
        // The same number for the same roll is the same request: a retry.
        let id = format!("{}-{version}-{number}", held.ids);
        let repeated = self.session.lock().await.played.contains(&id);
        let client = &self.client;
        let ticket = &held.ticket;
        let answer = net::with_retries(
            || {
                let mut client = client.clone();
                let request = ticket.authorize(pb::SubmitMoveRequest {
                    name: ticket.game.clone(),
                    r#move: legal.r#move.clone(),
                    expected_version: Some(version),
                    request_id: id.clone(),
                });
                async move { client.submit_move(request).await }
            },
            net::retryable,
        )
        .await;
        let answer = match answer {
            Ok(answer) => answer.into_inner(),
            Err(status) => return Err(self.move_refused(&status, number, &listed)),
        };
        let game = answer.game.ok_or_else(|| {
            Failure(
                "The server answered the move without the game. Next: call get_state.".to_owned(),
            )
        })?;
        {
            let mut session = self.session.lock().await;
            session.played.insert(id);
            let looked = session.looked.entry(game.name.clone()).or_insert(0);
            *looked = (*looked).max(game.version);
        }
        if is_over(&game) {
            self.mark_over(&game.name).await;
        }
        let table = Table::of(&game, Some(ticket.seat));
        let events = words::change_lines(&answer.events, &table);
        let mut text = String::new();
        if repeated {
            text.push_str(&format!(
                "Move {number} had already been played by an earlier call; nothing was played twice. Its answer:\n"
            ));
        }
        text.push_str(&events.join("\n"));
        text.push_str("\nNext: ");
        text.push_str(&next_step(&game, ticket.seat));
        reply(
            text,
            PlayReply {
                played: choice.clone(),
                repeated,
                events,
                state: GameView::of(&game, &table),
            },
        )
    }

    fn move_refused(&self, status: &Status, number: u32, listed: &Listed) -> Failure {
        match reason(status).as_deref() {
            Some("STALE_VERSION") => Failure(format!(
                "Stale roll: move {number} was listed for turn {} (game version {}), and that roll has \
been played since (by an earlier play_move, or by the server when a turn clock ran out). Nothing was \
played this time. \
Next: call legal_moves for the current roll (or wait_for_turn if it is not your turn), then play_move \
with a number from that new list.",
                listed.game.board.as_ref().map_or(0, |b| b.turn) + 1,
                listed.game.version
            )),
            Some("NOT_YOUR_TURN") => Failure(
                "It is not your turn; nothing was played. Next: call wait_for_turn.".to_owned(),
            ),
            Some("GAME_FINISHED") => Failure(
                "The game is over; nothing was played. Next: get_state shows the final standings."
                    .to_owned(),
            ),
            Some("REQUEST_ID_REUSED") => Failure(format!(
                "Move {number} differs from the move first sent under that number for this roll, so \
nothing was played. Next: call legal_moves and choose again."
            )),
            _ if net::unreachable(status) => Failure(format!(
                "The game server at {} could not be reached ({}), so it is unknown whether move {number} \
was played. Next: call play_move again with the same number, {number}: it is sent with the same \
request id, so it is played at most once.",
                self.addr,
                describe(status)
            )),
            Some(_) if status.code() == tonic::Code::FailedPrecondition => Failure(format!(
                "The server refused move {number}: {}. It is not a legal move of the current roll; \
nothing was played. Next: call legal_moves and choose from the new list.",
                describe(status)
            )),
            _ => self.explain(status, "play_move"),
        }
    }

    async fn preview_move(&self, number: u32) -> Outcome {
        let held = self.held().await?;
        let (listed, index) = self.chosen(&held, number).await?;
        let (Some(legal), Some(choice)) = (listed.moves.get(index), listed.choices.get(index))
        else {
            return Err(Failure(
                "The listed moves are out of step. Next: call legal_moves.".to_owned(),
            ));
        };
        let request = pb::PreviewMoveRequest {
            name: held.ticket.game.clone(),
            r#move: legal.r#move.clone(),
        };
        let client = &self.client;
        let preview = net::with_retries(
            || {
                let mut client = client.clone();
                let request = about_game(&request.name, request.clone());
                async move { client.preview_move(request).await }
            },
            net::retryable,
        )
        .await
        .map_err(|status| {
            if status.code() == tonic::Code::FailedPrecondition {
                self.move_refused(&status, number, &listed)
            } else {
                self.explain(&status, "preview_move")
            }
        })?
        .into_inner();
        let mut after = listed.game.clone();
        after.board = preview.board.clone();
        let table = Table::of(&listed.game, Some(held.ticket.seat));
        let before = listed.game.board.clone().unwrap_or_default();
        let scores_after: Vec<ScoreAfter> = preview
            .board
            .as_ref()
            .map(|b| {
                b.players
                    .iter()
                    .map(|p| ScoreAfter {
                        seat: p.seat,
                        score_now: before
                            .players
                            .iter()
                            .find(|q| q.seat == p.seat)
                            .map_or(0, |q| q.score),
                        score_after: p.score,
                    })
                    .collect()
            })
            .unwrap_or_default();
        let mut text = format!(
            "Move {number} ({}) would: {}.",
            choice.groups,
            if choice.effects.is_empty() {
                "do nothing".to_owned()
            } else {
                words::listed(&choice.effects)
            }
        );
        text.push_str("\nThe board after it:\n");
        text.push_str(&words::board_lines(&after, &table).join("\n"));
        text.push_str("\nNothing was played. Next: play_move with the number you choose.");
        reply(
            text,
            PreviewReply {
                preview: choice.clone(),
                scores_after,
                events: words::effect_phrases(&preview.events, &table, words::Tense::Offer),
            },
        )
    }

    async fn wait_for_turn(&self, args: WaitArgs) -> Outcome {
        let held = self.held().await?;
        let me = held.ticket.seat;
        let seconds = args
            .timeout_seconds
            .unwrap_or(DEFAULT_WAIT_SECONDS)
            .clamp(1, MAX_WAIT_SECONDS);
        let deadline = Instant::now() + Duration::from_secs(u64::from(seconds));
        let now = net::get_game(&self.client, &held.ticket.game)
            .await
            .map_err(|status| self.explain(&status, "wait_for_turn"))?;
        let my_turn = |game: &pb::Game| to_move(game) == Some(me);
        let (watched, game) = if my_turn(&now) || is_over(&now) {
            (self.catch_up(&now).await?, now)
        } else {
            let looked = self.session.lock().await.looked.get(&now.name).copied();
            let after = looked.unwrap_or(now.version).min(now.version);
            let target = now.version;
            let watched = net::watch(
                &self.client,
                &now.name,
                Some(after),
                Some(&held.ticket),
                deadline,
                |w| {
                    w.game
                        .as_ref()
                        .is_some_and(|g| g.version > target && my_turn(g))
                },
            )
            .await
            .map_err(|status| self.explain(&status, "wait_for_turn"))?;
            let game = watched.game.clone().unwrap_or(now);
            let mut session = self.session.lock().await;
            let looked = session.looked.entry(game.name.clone()).or_insert(0);
            *looked = (*looked).max(game.version);
            (watched, game)
        };
        if is_over(&game) {
            self.mark_over(&game.name).await;
        }
        let table = Table::of(&game, Some(me));
        let (lines, changes) = told_changes(&watched.changes, &table, watched.skipped);
        let mut text = String::new();
        if !lines.is_empty() {
            text.push_str("Since you last looked:\n");
            text.push_str(&lines.join("\n"));
            text.push_str("\n\n");
        }
        let (outcome, moves) = if is_over(&game) {
            text.push_str(&words::status_line(&game, &table));
            text.push_str(&format!("\nNext: {}", next_step(&game, me)));
            ("game_over", None)
        } else if my_turn(&game) {
            let listed = if watched.legal_moves.is_empty() {
                self.list_moves(&held, &game).await?
            } else {
                let listed = Listed {
                    choices: words::numbered(&watched.legal_moves, &table, me),
                    moves: watched.legal_moves.clone(),
                    game: game.clone(),
                };
                self.session.lock().await.listed = Some(listed.clone());
                listed
            };
            text.push_str(&view::state_text(&game, &table));
            text.push('\n');
            text.push_str(&moves_text(&listed));
            text.push_str("\nNext: play_move with the number you choose (preview_move shows the board after one).");
            ("your_turn", Some(listed.choices))
        } else {
            text.push_str(&words::status_line(&game, &table));
            text.push_str(&format!(
                "\nStill not your turn after {seconds} s. Next: call wait_for_turn again."
            ));
            ("timeout", None)
        };
        reply(
            text,
            WaitReply {
                outcome,
                changes,
                state: GameView::of(&game, &table),
                moves,
            },
        )
    }

    /// The seat this session holds in `game`, if any.
    async fn my_seat_in(&self, game: &str) -> Option<u32> {
        let session = self.session.lock().await;
        session
            .seat
            .as_ref()
            .filter(|h| h.ticket.game == game)
            .map(|h| h.ticket.seat)
    }

    async fn describe_game(&self, args: GameArgs) -> Outcome {
        let name = game_name(&args.game)?;
        let game = net::get_game(&self.client, &name)
            .await
            .map_err(|status| self.explain(&status, "describe_game"))?;
        let table = Table::of(&game, self.my_seat_in(&name).await);
        let mut text = view::state_text(&game, &table);
        if !is_over(&game) {
            text.push_str("\nNext: watch_game follows it move by move.");
        }
        reply(
            text,
            StateReply {
                state: GameView::of(&game, &table),
                changes: Vec::new(),
            },
        )
    }

    async fn watch_game(&self, args: WatchArgs) -> Outcome {
        let name = game_name(&args.game)?;
        let seconds = args
            .timeout_seconds
            .unwrap_or(DEFAULT_WAIT_SECONDS)
            .clamp(1, MAX_WAIT_SECONDS);
        let deadline = Instant::now() + Duration::from_secs(u64::from(seconds));
        let most = args.max_changes.unwrap_or(40).clamp(1, 200) as usize;
        let now = net::get_game(&self.client, &name)
            .await
            .map_err(|status| self.explain(&status, "watch_game"))?;
        let looked = self.session.lock().await.looked.get(&name).copied();
        let after = if args.from_start.unwrap_or(false) {
            0
        } else {
            looked.unwrap_or(now.version).min(now.version)
        };
        let watched = if is_over(&now) && after >= now.version {
            Watched::default()
        } else {
            net::watch(&self.client, &name, Some(after), None, deadline, |w| {
                w.changes.len() >= most
            })
            .await
            .map_err(|status| self.explain(&status, "watch_game"))?
        };
        let game = watched.game.clone().unwrap_or(now);
        self.session
            .lock()
            .await
            .looked
            .insert(name.clone(), game.version);
        let table = Table::of(&game, self.my_seat_in(&name).await);
        let (lines, changes) = told_changes(&watched.changes, &table, watched.skipped);
        let mut text = String::new();
        if lines.is_empty() {
            text.push_str("No change.\n");
        } else {
            text.push_str(&lines.join("\n"));
            text.push('\n');
        }
        text.push_str(&words::status_line(&game, &table));
        let outcome = if is_over(&game) {
            if is_cancelled(&game) {
                text.push_str("\nThe game was cancelled: there is nothing more to watch.");
            } else {
                text.push_str("\nThe game is over: there is nothing more to watch.");
            }
            "game_over"
        } else if watched.timed_out {
            text.push_str(&format!(
                "\nNo more changes within {seconds} s. Next: call watch_game again to keep following."
            ));
            "timeout"
        } else {
            text.push_str("\nNext: call watch_game again for the moves that follow.");
            "more"
        };
        reply(
            text,
            WatchReply {
                outcome,
                changes,
                state: GameView::of(&game, &table),
            },
        )
    }

    /// Every change of a game so far, one line per sentence.
    async fn history(&self, id: &str) -> Result<String, Failure> {
        let name = game_name(id)?;
        let game = net::get_game(&self.client, &name)
            .await
            .map_err(|status| self.explain(&status, "the read"))?;
        let watched = net::changes_between(&self.client, &name, 0, game.version)
            .await
            .map_err(|status| self.explain(&status, "the read"))?;
        let table = Table::of(&game, self.my_seat_in(&name).await);
        let mut text = format!("The history of {name}, version by version.\n");
        for change in &watched.changes {
            for line in words::change_lines(&change.events, &table) {
                text.push_str(&format!("v{}: {line}\n", change.version));
            }
        }
        text.push_str(&words::status_line(&game, &table));
        text.push('\n');
        Ok(text)
    }
}

#[derive(Serialize)]
struct WatchReply {
    /// `game_over`, `timeout`, or `more` (max_changes were reached).
    outcome: &'static str,
    changes: Vec<ChangeView>,
    state: GameView,
}

/// The numbered moves, one per line.
fn moves_text(listed: &Listed) -> String {
    let roll = listed
        .game
        .board
        .as_ref()
        .and_then(|b| b.roll.as_ref())
        .map(|r| words::dice_text(&r.dice))
        .unwrap_or_default();
    let mut text = format!("Your moves for the roll {roll}:");
    for choice in &listed.choices {
        text.push_str(&format!("\n{}. {}", choice.number, choice.text));
    }
    text
}

/// What the seat should call next.
fn next_step(game: &pb::Game, me: u32) -> String {
    if is_cancelled(game) {
        "the game was cancelled before it started (nobody joined in time); find_game starts a new one."
            .to_owned()
    } else if is_over(game) {
        "the game is over; find_game starts a new one.".to_owned()
    } else if to_move(game) == Some(me) {
        "it is your turn: call legal_moves.".to_owned()
    } else {
        "call wait_for_turn.".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_names_with_or_without_their_collection() {
        assert_eq!(game_name("games/abc").ok(), Some("games/abc".to_owned()));
        assert_eq!(game_name(" abc ").ok(), Some("games/abc".to_owned()));
        for bad in ["", "games/", "a/b", "games/a b"] {
            let Err(Failure(text)) = game_name(bad) else {
                panic!("{bad:?} was taken for a game name");
            };
            assert!(text.contains("list_games"), "{text}");
        }
    }

    #[test]
    fn the_next_step_follows_the_game() {
        let mut game = crate::words::tests::board_game();
        assert_eq!(next_step(&game, 0), "it is your turn: call legal_moves.");
        assert_eq!(next_step(&game, 1), "call wait_for_turn.");
        game.status = pb::GameStatus::Finished as i32;
        assert!(next_step(&game, 0).starts_with("the game is over"));
        game.status = pb::GameStatus::Cancelled as i32;
        assert!(is_over(&game), "a cancelled game is over too");
        assert!(next_step(&game, 0).starts_with("the game was cancelled"));
    }
}
