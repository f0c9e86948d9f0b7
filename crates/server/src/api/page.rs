//! `ListGames` page tokens: where the next page starts and the filter the
//! token was issued for, with a check so that tokens this server did not
//! issue are refused rather than misread. Opaque to clients (AIP-158).

use sha2::{Digest, Sha256};

use super::parse::ParseError;

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

#[cfg(test)]
mod tests {
    use super::*;

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
