//! The server's TLS: its certificate chain and private key, read from PEM
//! files, made into a rustls acceptor.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::crypto::ring;
use tokio_rustls::rustls::pki_types::pem::{self, PemObject};
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::rustls::{self, ServerConfig};

/// The PEM files the server's identity is read from.
#[derive(Clone, Debug)]
pub struct TlsFiles {
    /// The certificate chain, the server's own certificate first.
    pub cert: PathBuf,
    /// The private key of the first certificate (PKCS#8, PKCS#1 or SEC1).
    pub key: PathBuf,
}

/// Why TLS could not be set up. Every message names the file at fault.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// A file could not be read.
    #[error("{}: {error}", path.display())]
    Read {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The certificate file holds no PEM certificate, or a broken one.
    #[error("{}: not a PEM certificate chain ({why})", path.display())]
    Certificate { path: PathBuf, why: String },
    /// The key file holds no PEM private key, or a broken one.
    #[error("{}: not a PEM private key ({why})", path.display())]
    Key { path: PathBuf, why: String },
    /// The certificate and the key do not go together, or are refused.
    #[error("{} with {}: {why}", cert.display(), key.display())]
    Identity {
        cert: PathBuf,
        key: PathBuf,
        why: String,
    },
}

fn read(path: &Path) -> Result<Vec<u8>, TlsError> {
    std::fs::read(path).map_err(|error| TlsError::Read {
        path: path.to_owned(),
        error,
    })
}

/// The acceptor for the identity in `files`. It offers HTTP/2 and HTTP/1.1
/// (gRPC-Web and the viewer) by ALPN.
pub fn acceptor(files: &TlsFiles) -> Result<TlsAcceptor, TlsError> {
    let cert_error = |why: String| TlsError::Certificate {
        path: files.cert.clone(),
        why,
    };
    let chain = CertificateDer::pem_slice_iter(&read(&files.cert)?)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| cert_error(e.to_string()))?;
    if chain.is_empty() {
        return Err(cert_error("no CERTIFICATE block in it".into()));
    }
    let key = PrivateKeyDer::from_pem_slice(&read(&files.key)?).map_err(|e| TlsError::Key {
        path: files.key.clone(),
        why: match e {
            pem::Error::NoItemsFound => "no PRIVATE KEY block in it".into(),
            e => e.to_string(),
        },
    })?;
    let identity_error = |error| TlsError::Identity {
        cert: files.cert.clone(),
        key: files.key.clone(),
        why: match error {
            rustls::Error::InconsistentKeys(_) => {
                "the key is not the one of the (first) certificate".into()
            }
            error => error.to_string(),
        },
    };
    // The provider is named: with none installed, rustls picks one only when
    // exactly one is compiled in, which a dependency could change.
    let mut config = ServerConfig::builder_with_provider(Arc::new(ring::default_provider()))
        .with_safe_default_protocol_versions()
        .map_err(identity_error)?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(identity_error)?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(TlsAcceptor::from(Arc::new(config)))
}
