//! `ListGames` page tokens: where the next page starts and the filter the
//! token was issued for, with a check so that tokens this server did not
//! issue are refused rather than misread. Opaque to clients (AIP-158).

use sha2::{Digest, Sha256};

use super::parse::ParseError;
use mountain_goats_core::store::LadderCursor;

const DOMAIN: &[u8] = b"mountain-goats page token";

/// The token of the page that starts before creation `seq` `before`, for
/// the status filter `status`.
pub fn page_token(before: u64, status: i32) -> String {
    let mut bytes = Vec::with_capacity(20);
    bytes.extend_from_slice(&before.to_be_bytes());
    bytes.extend_from_slice(&status.to_be_bytes());
    let check = Sha256::digest([DOMAIN, &bytes].concat());
    bytes.extend_from_slice(&check[..8]);
    hex::encode(bytes)
}

/// Where the page of `token` starts, if `token` is one [`page_token`]
/// issued for `status`; `None` for the first page.
pub fn parse_page_token(token: &str, status: i32) -> Result<Option<u64>, ParseError> {
    if token.is_empty() {
        return Ok(None);
    }
    let invalid = |why: &str| ParseError {
        reason: "INVALID_PAGE_TOKEN",
        message: format!(
            "the page token {why}: pass back a next_page_token exactly as returned, with the same filter"
        ),
    };
    let bytes = hex::decode(token)
        .ok()
        .filter(|b| b.len() == 20)
        .ok_or_else(|| invalid("is not one this server returned"))?;
    let (body, check) = bytes.split_at(12);
    let expected = Sha256::digest([DOMAIN, body].concat());
    if check != &expected[..8] {
        return Err(invalid("is not one this server returned"));
    }
    let before = u64::from_be_bytes(body[..8].try_into().unwrap_or_default());
    let issued_for = i32::from_be_bytes(body[8..].try_into().unwrap_or_default());
    if issued_for != status {
        return Err(invalid("was issued for another status filter"));
    }
    // Exactly as issued: no other spelling of the same bytes.
    if page_token(before, issued_for) != token {
        return Err(invalid("is not one this server returned"));
    }
    Ok(Some(before))
}

const LADDER_DOMAIN: &[u8] = b"mountain-goats leaderboard page token";

/// The fixed part of a leaderboard token: displayed rating, rated games,
/// rank, filter.
const LADDER_FIXED: usize = 8 + 4 + 8 + 4;

/// The token of the leaderboard page after `cursor`, the account of rank
/// `rank`, for the filter `filter` (whether unrated accounts are listed).
pub fn ladder_token(cursor: &LadderCursor, rank: u64, filter: i32) -> String {
    let mut bytes = Vec::with_capacity(LADDER_FIXED + cursor.name_key.len() + 8);
    bytes.extend_from_slice(&cursor.displayed.to_bits().to_be_bytes());
    bytes.extend_from_slice(&cursor.rated_games.to_be_bytes());
    bytes.extend_from_slice(&rank.to_be_bytes());
    bytes.extend_from_slice(&filter.to_be_bytes());
    bytes.extend_from_slice(cursor.name_key.as_bytes());
    let check = Sha256::digest([LADDER_DOMAIN, &bytes].concat());
    bytes.extend_from_slice(&check[..8]);
    hex::encode(bytes)
}

/// Where the leaderboard page of `token` starts, and the rank of the
/// account it starts after, if `token` is one [`ladder_token`] issued for
/// `filter`; `None` for the first page.
pub fn parse_ladder_token(
    token: &str,
    filter: i32,
) -> Result<Option<(LadderCursor, u64)>, ParseError> {
    if token.is_empty() {
        return Ok(None);
    }
    let invalid = |why: &str| ParseError {
        reason: "INVALID_PAGE_TOKEN",
        message: format!(
            "the page token {why}: pass back a next_page_token exactly as returned, with the same filter"
        ),
    };
    let foreign = || invalid("is not one this server returned");
    let bytes = hex::decode(token)
        .ok()
        .filter(|b| b.len() >= LADDER_FIXED + 8)
        .ok_or_else(foreign)?;
    let (body, check) = bytes.split_at(bytes.len() - 8);
    let expected = Sha256::digest([LADDER_DOMAIN, body].concat());
    if check != &expected[..8] {
        return Err(foreign());
    }
    let field = |range: std::ops::Range<usize>| body.get(range).unwrap_or_default();
    let displayed = f64::from_bits(u64::from_be_bytes(
        field(0..8).try_into().unwrap_or_default(),
    ));
    let rated_games = u32::from_be_bytes(field(8..12).try_into().unwrap_or_default());
    let rank = u64::from_be_bytes(field(12..20).try_into().unwrap_or_default());
    let issued_for = i32::from_be_bytes(field(20..24).try_into().unwrap_or_default());
    let name_key =
        String::from_utf8(field(LADDER_FIXED..body.len()).to_vec()).map_err(|_| foreign())?;
    // The check is no secret: anyone can forge a token that passes it. What
    // no name key holds, and a database refuses (a NUL in text), or a
    // rating no account has, is the client's fault, not the store's.
    if name_key.contains('\0') || !displayed.is_finite() {
        return Err(foreign());
    }
    if issued_for != filter {
        return Err(invalid("was issued for another filter"));
    }
    let cursor = LadderCursor {
        displayed,
        rated_games,
        name_key,
    };
    // Exactly as issued: no other spelling of the same bytes.
    if ladder_token(&cursor, rank, filter) != token {
        return Err(foreign());
    }
    Ok(Some((cursor, rank)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forged_ladder_token_with_what_no_account_has_is_refused() {
        for cursor in [
            LadderCursor {
                displayed: 1.0,
                rated_games: 1,
                name_key: "a\0b".into(),
            },
            LadderCursor {
                displayed: f64::NAN,
                rated_games: 1,
                name_key: "ab".into(),
            },
        ] {
            let forged = ladder_token(&cursor, 3, 0);
            let refused = parse_ladder_token(&forged, 0).expect_err("refused");
            assert_eq!(refused.reason, "INVALID_PAGE_TOKEN");
        }
    }

    #[test]
    fn a_ladder_token_reads_back_for_its_filter_only() {
        let cursor = LadderCursor {
            displayed: -3.25,
            rated_games: 7,
            name_key: "аllce".into(),
        };
        let token = ladder_token(&cursor, 41, 1);
        assert_eq!(parse_ladder_token(&token, 1), Ok(Some((cursor, 41))));
        assert_eq!(
            parse_ladder_token(&token, 0).map_err(|e| e.reason),
            Err("INVALID_PAGE_TOKEN")
        );
        assert_eq!(
            parse_ladder_token(&page_token(42, 1), 1).map_err(|e| e.reason),
            Err("INVALID_PAGE_TOKEN"),
            "a ListGames token is not a leaderboard token"
        );
        let mut forged = token.clone();
        forged.replace_range(0..2, "00");
        assert_eq!(
            parse_ladder_token(&forged, 1).map_err(|e| e.reason),
            Err("INVALID_PAGE_TOKEN")
        );
        assert_eq!(parse_ladder_token("", 1), Ok(None));
    }

    #[test]
    fn a_token_reads_back_for_its_filter_only() {
        let token = page_token(42, 2);
        assert_eq!(parse_page_token(&token, 2), Ok(Some(42)));
        assert_eq!(
            parse_page_token(&token, 1).map_err(|e| e.reason),
            Err("INVALID_PAGE_TOKEN")
        );
        assert_eq!(
            parse_page_token(&token.to_uppercase(), 2).map_err(|e| e.reason),
            Err("INVALID_PAGE_TOKEN")
        );
        assert_eq!(parse_page_token("", 2), Ok(None));
    }
}
