package dev.mountaingoats.client;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.rpc.ErrorInfo;
import io.grpc.Status;
import io.grpc.StatusException;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.util.Map;

/**
 * A failed call to the server: the gRPC status code and the machine-readable reason of the
 * {@code google.rpc.ErrorInfo} the server attached (empty when there was none, e.g. for a
 * transport error), e.g. {@code FAILED_PRECONDITION} / {@code DICE_LEFT_OUT}. Its message is one
 * line: {@code CODE (REASON): the server's message}, e.g. {@code NOT_FOUND (GAME_NOT_FOUND): no game
 * games/abc: …}; for a connection refused before any answer, the sentence alone: {@code no server is
 * listening at 127.0.0.1:50051 (connection refused): start one with "cargo run --release -- serve",
 * or check the address} (code {@code UNAVAILABLE}).
 */
public class MountainGoatsException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The ErrorInfo domain of the server's errors. */
  public static final String DOMAIN = "mountaingoats.dev";

  private final transient Status status;
  private final String reason;
  private final String domain;
  private final Map<String, String> metadata;

  MountainGoatsException(Status status, String reason, String domain, Map<String, String> metadata, Throwable cause) {
    super(message(status, reason), cause);
    this.status = status;
    this.reason = reason;
    this.domain = domain;
    this.metadata = Map.copyOf(metadata);
  }

  /**
   * An error this client made about the connection (e.g. {@code no server is listening at …}): its
   * message is {@code message} alone, one line; no reason.
   */
  MountainGoatsException(Status.Code code, String message, Throwable cause) {
    super(message, cause);
    this.status = Status.fromCode(code).withDescription(message);
    this.reason = "";
    this.domain = "";
    this.metadata = Map.of();
  }

  private static String message(Status status, String reason) {
    String desc = status.getDescription() == null ? "" : ": " + status.getDescription();
    return status.getCode() + (reason.isEmpty() ? "" : " (" + reason + ")") + desc;
  }

  /** Converts a gRPC failure ({@link StatusRuntimeException} or {@link StatusException}). */
  public static MountainGoatsException from(Throwable t) {
    if (t instanceof MountainGoatsException e) {
      return e;
    }
    Status status = Status.fromThrowable(t);
    String reason = "";
    String domain = "";
    Map<String, String> metadata = Map.of();
    com.google.rpc.Status details = StatusProto.fromThrowable(t);
    if (details != null) {
      for (Any any : details.getDetailsList()) {
        if (any.is(ErrorInfo.class)) {
          try {
            ErrorInfo info = any.unpack(ErrorInfo.class);
            reason = info.getReason();
            domain = info.getDomain();
            metadata = info.getMetadataMap();
            break;
          } catch (InvalidProtocolBufferException ignored) {
            // A malformed detail: keep looking.
          }
        }
      }
    }
    return new MountainGoatsException(status, reason, domain, metadata, t);
  }

  /**
   * Whether a failure is the transport's, so that the same call may be tried again: UNAVAILABLE, or
   * the UNKNOWN that grpc-netty reports when the connection closes under a call (a closed channel,
   * with no status from the server).
   */
  static boolean isTransient(Throwable t) {
    if (t instanceof MountainGoatsException e && e.getCause() != null) {
      t = e.getCause();
    }
    Status status = Status.fromThrowable(t);
    if (status.getCode() == Status.Code.UNAVAILABLE) {
      return true;
    }
    if (status.getCode() != Status.Code.UNKNOWN) {
      return false;
    }
    com.google.rpc.Status details = StatusProto.fromThrowable(t);
    if (details != null && details.getDetailsCount() > 0) {
      return false; // the server's own answer
    }
    for (Throwable c = status.getCause(); c != null; c = c.getCause()) {
      if (c instanceof java.nio.channels.ClosedChannelException || c instanceof java.io.IOException) {
        return true;
      }
    }
    return false;
  }

  /** The gRPC status code. */
  public Status.Code code() {
    return status.getCode();
  }

  /** The ErrorInfo reason, e.g. {@code NOT_YOUR_TURN}; empty when the error carried none. */
  public String reason() {
    return reason;
  }

  /** The ErrorInfo domain ({@value #DOMAIN} for the server's own errors). */
  public String domain() {
    return domain;
  }

  /** The ErrorInfo metadata. */
  public Map<String, String> metadata() {
    return metadata;
  }

  /** The whole gRPC status, with its description. */
  public Status status() {
    return status;
  }

  /**
   * Whether a refused move was overtaken by another change of the game: {@code FAILED_PRECONDITION}
   * with {@code STALE_VERSION} or {@code NOT_YOUR_TURN}. {@link SeatClient#play} drops such a move
   * and waits for the next update.
   */
  public boolean overtaken() {
    return code() == Status.Code.FAILED_PRECONDITION && (reason.equals("STALE_VERSION") || reason.equals("NOT_YOUR_TURN"));
  }

  /**
   * Whether the database lost versions of the game after acknowledging them ({@code ABORTED} /
   * {@code HISTORY_LOST}): the game went back to what it holds. A {@link GameWatch} then starts
   * again from a snapshot, and {@link SeatClient#play} plays again the turns it lost.
   */
  public boolean historyLost() {
    return is(Status.Code.ABORTED, "HISTORY_LOST");
  }

  /** Whether this is the error with this code and reason. */
  public boolean is(Status.Code code, String reason) {
    return code() == code && this.reason.equals(reason);
  }
}
