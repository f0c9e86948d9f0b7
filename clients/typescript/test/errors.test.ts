// Decoding of gRPC errors into GameError (no server needed).

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { ErrorInfoSchema } from "@mountain-goats/client/gen/google/rpc/error_details_pb";
import { ERROR_DOMAIN, GameError, isTransient } from "@mountain-goats/client";

describe("GameError", () => {
  it("decodes the ErrorInfo of a status", () => {
    const info = create(ErrorInfoSchema, { reason: "NOT_YOUR_TURN", domain: ERROR_DOMAIN, metadata: { seat: "1" } });
    const ce = new ConnectError("not your turn", Code.FailedPrecondition, undefined, [{ desc: ErrorInfoSchema, value: info }]);
    const err = GameError.from(ce);
    assert.equal(err.code, Code.FailedPrecondition);
    assert.equal(err.codeName, "FAILED_PRECONDITION");
    assert.equal(err.reason, "NOT_YOUR_TURN");
    assert.equal(err.domain, ERROR_DOMAIN);
    assert.deepEqual(err.metadata, { seat: "1" });
    assert.equal(err.rawMessage, "not your turn");
    assert.equal(err.message, "FAILED_PRECONDITION NOT_YOUR_TURN: not your turn");
    assert.ok(!isTransient(err));
  });

  it("has an empty reason without details", () => {
    const err = GameError.from(new ConnectError("connection refused", Code.Unavailable));
    assert.equal(err.code, Code.Unavailable);
    assert.equal(err.reason, "");
    assert.ok(isTransient(err));
    assert.ok(isTransient(GameError.from(new ConnectError("reset", Code.Aborted))));
    assert.ok(isTransient(GameError.from(new ConnectError("http/2 stream closed with error code CANCEL", Code.Canceled))));
    assert.ok(!isTransient(GameError.from(new ConnectError("no", Code.InvalidArgument))));
  });
});
