//! Mountain Goats for language-model agents: an MCP server (work in progress).
