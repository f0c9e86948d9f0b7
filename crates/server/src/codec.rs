//! The gRPC codec of `GameService`: prost, except that a request that does
//! not decode, or is too large, gets a status with a reason like any other
//! bad input (tonic alone answers INTERNAL or OUT_OF_RANGE without one).

use std::marker::PhantomData;

use prost::Message;
use tonic::codec::{BufferSettings, Codec, DecodeBuf, Decoder};
use tonic_prost::ProstCodec;

use crate::frame::{FrameError, MAX_REQUEST_BYTES};
use crate::status::ApiError;

/// Prost encoding, with clear statuses for undecodable or oversized requests.
#[derive(Debug, Clone, Default)]
pub struct ApiCodec<T, U>(PhantomData<(T, U)>);

impl<T, U> Codec for ApiCodec<T, U>
where
    T: Message + Send + 'static,
    U: Message + Default + Send + 'static,
{
    type Encode = T;
    type Decode = U;
    type Encoder = <ProstCodec<T, U> as Codec>::Encoder;
    type Decoder = ApiDecoder<U>;

    fn encoder(&mut self) -> Self::Encoder {
        // A response stream keeps its encoding buffer while it lasts, and
        // tonic's default starts it at 8 KiB: most of an idle watch stream's
        // memory, for messages of a few hundred bytes (a snapshot is ~450).
        // Started empty, it grows to the largest message the stream sends;
        // 32 KiB is tonic's default for yielding a batch of messages.
        ProstCodec::<T, U>::raw_encoder(BufferSettings::new(0, 32 * 1024))
    }

    fn decoder(&mut self) -> Self::Decoder {
        ApiDecoder(PhantomData)
    }
}

/// Decodes requests; see [`ApiCodec`].
#[derive(Debug)]
pub struct ApiDecoder<U>(PhantomData<U>);

impl<U: Message + Default> Decoder for ApiDecoder<U> {
    type Item = U;
    type Error = tonic::Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<U>, tonic::Status> {
        use bytes::Buf;
        // The request body layer refuses larger messages before they are
        // read (crate::request_body); this holds for any other way in.
        let size = buf.remaining();
        if size > MAX_REQUEST_BYTES {
            return Err(ApiError::Frame(FrameError::TooLarge(Some(size))).into());
        }
        U::decode(buf)
            .map(Some)
            .map_err(|error| ApiError::MalformedRequest(error).into())
    }
}
