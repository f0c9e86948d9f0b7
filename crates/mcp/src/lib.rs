//! Mountain Goats for language-model agents: an MCP server that plays
//! through a game server.
//!
//! `mountain-goats mcp --addr SERVER` serves the Model Context Protocol
//! over stdio (with the official Rust SDK, `rmcp`) and plays as an ordinary
//! gRPC client of a running game server, TLS included. The agent finds or
//! joins a game, reads the state and its numbered legal moves in words and
//! as structured content, plays a move by its number, waits for its turn,
//! and can watch any game as a spectator; the session keeps the seat token.
//! See docs/agents.md.

mod net;
mod server;
mod view;
mod words;

use std::path::PathBuf;

pub use server::{Agent, MAX_WAIT_SECONDS, RULES, RULES_URI};

/// The options of `mountain-goats mcp`.
#[derive(Clone, Debug, clap::Args)]
pub struct McpArgs {
    /// The game server's address: `host:port` or `http://…` in plain text,
    /// `https://…` over TLS.
    #[arg(long, env = "MOUNTAIN_GOATS_ADDR", default_value = "127.0.0.1:50051")]
    pub addr: String,
    /// A PEM file of the certificates to trust for TLS instead of the
    /// system's roots (an address without a scheme is then reached over TLS).
    #[arg(long, env = "MOUNTAIN_GOATS_CA_CERT")]
    pub ca_cert: Option<PathBuf>,
    /// The agent's name at the table, unless a tool call names another:
    /// 1 to 32 letters, digits, spaces or -_.'
    #[arg(long, env = "MOUNTAIN_GOATS_PLAYER_NAME", default_value = "Agent")]
    pub player_name: String,
}

/// Why `mountain-goats mcp` stopped.
#[derive(Debug, thiserror::Error)]
pub enum McpError {
    /// The CA certificate file could not be read.
    #[error("cannot read the CA certificates {path}: {source}")]
    CaCert {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The server's address is not one a client can use (its one line
    /// names the address and what to give instead).
    #[error("{0}")]
    Address(mountain_goats_bot::ConnectError),
    /// The MCP session could not start on stdio.
    #[error("cannot start the MCP session on stdio: {0}")]
    Start(String),
    /// The MCP session ended abnormally.
    #[error("the MCP session failed: {0}")]
    Session(String),
}

/// Serves MCP over stdio until stdin closes. Nothing but the protocol is
/// written to stdout; the one line of log goes to stderr.
///
/// The game server is connected to lazily: a server that is down when the
/// session starts, or that restarts during it, shows up as a tool result
/// telling the agent to try again, not as the end of the session.
pub async fn run(args: McpArgs) -> Result<(), McpError> {
    use rmcp::ServiceExt;

    let ca = match &args.ca_cert {
        Some(path) => Some(std::fs::read(path).map_err(|source| McpError::CaCert {
            path: path.clone(),
            source,
        })?),
        None => None,
    };
    let endpoint =
        mountain_goats_bot::endpoint(&args.addr, ca.as_deref()).map_err(McpError::Address)?;
    let client = mountain_goats_bot::Client::new(endpoint.connect_lazy());
    let agent = Agent::new(client, args.addr.clone(), args.player_name.clone());
    eprintln!(
        "mountain-goats mcp: serving MCP on stdio, playing on the game server at {}",
        args.addr
    );
    let running = agent
        .serve(rmcp::transport::stdio())
        .await
        .map_err(|error| McpError::Start(error.to_string()))?;
    running
        .waiting()
        .await
        .map_err(|error| McpError::Session(error.to_string()))?;
    Ok(())
}
