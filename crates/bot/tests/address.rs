//! Addresses are checked before they are dialled, and refused in one line.

use mountain_goats_bot::address::check;

#[test]
fn addresses_with_a_port_pass() {
    for addr in [
        "127.0.0.1:50051",
        "localhost:1",
        "games.example:443",
        "[::1]:50051",
        "http://127.0.0.1:50051",
        "https://games.example",
        "https://games.example:8443/",
        "http://[::1]:50051",
    ] {
        assert!(check(addr).is_ok(), "{addr}");
    }
}

#[test]
fn addresses_without_a_usable_port_are_refused_in_one_line() {
    for addr in [
        "",
        "127.0.0.1",
        "localhost:50051x",
        "host:0",
        "host:70000",
        ":50051",
        "::1:50051",
        "[::1]",
        "ftp://host:21",
        "http://host:x",
        "a host:1",
    ] {
        let error = check(addr).expect_err(addr).to_string();
        assert_eq!(
            error,
            format!("\"{addr}\" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051")
        );
    }
}
