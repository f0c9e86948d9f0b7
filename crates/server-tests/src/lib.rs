//! Nothing here: the package exists for its tests (`tests/it`), which start
//! the workspace's `mountain-goats` binary and speak to it over a socket.
