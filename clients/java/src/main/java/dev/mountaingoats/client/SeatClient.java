package dev.mountaingoats.client;

import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.LegalMove;
import dev.mountaingoats.v1.ListLegalMovesResponse;
import dev.mountaingoats.v1.Move;
import dev.mountaingoats.v1.SubmitMoveRequest;
import dev.mountaingoats.v1.SubmitMoveResponse;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.MetadataUtils;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * A player's seat in one game. It sends the seat token, as {@code authorization: Bearer <token>},
 * on every call it makes.
 */
public final class SeatClient {
  static final Metadata.Key<String> AUTHORIZATION = Metadata.Key.of("authorization", Metadata.ASCII_STRING_MARSHALLER);

  /** Attempts of a move or a join while the server is UNAVAILABLE, and the backoff between them. */
  static final int SUBMIT_ATTEMPTS = 8;
  static final Duration FIRST_DELAY = Duration.ofMillis(100);
  static final Duration MAX_DELAY = Duration.ofSeconds(2);

  private static final SecureRandom RANDOM = new SecureRandom();

  private final MountainGoatsClient client;
  private final String gameName;
  private final int seat;
  private final String token;
  private final Game joined;
  private final GameServiceGrpc.GameServiceBlockingStub stub;

  SeatClient(MountainGoatsClient client, String gameName, int seat, String token, Game joined) {
    this.client = client;
    this.gameName = gameName;
    this.seat = seat;
    this.token = token;
    this.joined = joined;
    Metadata headers = new Metadata();
    headers.put(AUTHORIZATION, "Bearer " + token);
    this.stub = client.stub().withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers));
  }

  /** The game's resource name, {@code games/{id}}. */
  public String gameName() {
    return gameName;
  }

  /** The seat's index, 0-based. */
  public int seat() {
    return seat;
  }

  /** The secret seat token; keep it to come back with {@link MountainGoatsClient#seat}. */
  public String token() {
    return token;
  }

  /** The game as {@code JoinGame} returned it (null for a seat made from a saved token). */
  public Game joinedGame() {
    return joined;
  }

  /** A fresh random seat token for {@code JoinGame}: 32 bytes from {@link SecureRandom}, hex. */
  public static String newSeatToken() {
    byte[] b = new byte[32];
    RANDOM.nextBytes(b);
    return HexFormat.of().formatHex(b);
  }

  /** A fresh random request id for {@code SubmitMove}. */
  public static String newRequestId() {
    return UUID.randomUUID().toString();
  }

  /**
   * Plays a move for this seat with a fresh request id.
   *
   * @param move the move
   * @param expectedVersion the game version the move was chosen from (refused with {@code
   *     STALE_VERSION} when the game has moved on); 0 for none
   */
  public SubmitMoveResponse submitMove(Move move, long expectedVersion) {
    return submitMove(move, expectedVersion, newRequestId());
  }

  /**
   * Plays a move with a request id of the caller's. While the server is UNAVAILABLE the move is
   * retried with the same id (as it is when the connection drops under the call), so it is never
   * played twice.
   */
  public SubmitMoveResponse submitMove(Move move, long expectedVersion, String requestId) {
    SubmitMoveRequest.Builder req = SubmitMoveRequest.newBuilder().setName(gameName).setMove(move).setRequestId(requestId);
    if (expectedVersion != 0) {
      req.setExpectedVersion(expectedVersion);
    }
    return retryTransient(() -> stub.submitMove(req.build()));
  }

  /**
   * Makes a call, retrying it while it fails transiently (UNAVAILABLE, a dropped connection) with
   * a doubling backoff, up to {@link #SUBMIT_ATTEMPTS} attempts; any failure left is thrown as a
   * {@link MountainGoatsException}. Only for calls safe to repeat (a request id, a seat token).
   */
  static <T> T retryTransient(Supplier<T> call) {
    Duration delay = FIRST_DELAY;
    for (int attempt = 1; ; attempt++) {
      try {
        return call.get();
      } catch (StatusRuntimeException e) {
        if (!MountainGoatsException.isTransient(e) || attempt >= SUBMIT_ATTEMPTS) {
          throw MountainGoatsException.from(e);
        }
      }
      GameWatch.sleep(delay);
      delay = delay.multipliedBy(2).compareTo(MAX_DELAY) > 0 ? MAX_DELAY : delay.multipliedBy(2);
    }
  }

  /** Watches the game with the seat token: the updates where this seat is to move carry its legal moves. */
  public GameWatch watch() {
    return new GameWatch(stub, gameName);
  }

  /**
   * Plays the game to the end and returns the finished game. Watches the game with the seat token
   * and, on each of this seat's turns, calls {@code strategy} and submits its move with the version
   * it saw and a fresh request id. A dropped watch is resumed after the last version seen; a move is
   * retried on UNAVAILABLE with the same request id. A move the game has overtaken ({@code
   * STALE_VERSION}, {@code NOT_YOUR_TURN}) is dropped and play goes on; any other error is thrown.
   */
  public Game play(Strategy strategy) {
    Game game = null;
    long acted = 0;
    try (GameWatch watch = watch()) {
      for (GameUpdate u : watch) {
        game = u.game();
        if (u.finished()) {
          return game;
        }
        if (game.getStatus() != GameStatus.GAME_STATUS_PLAYING || game.getBoard().getCurrentSeat() != seat || u.version() <= acted) {
          continue;
        }
        List<LegalMove> moves = u.legalMoves();
        if (moves.isEmpty()) {
          // The update carried no legal moves: ask for them.
          ListLegalMovesResponse resp = client.legalMoves(gameName);
          if (resp.getVersion() != u.version() || resp.getSeat() != seat || resp.getLegalMovesCount() == 0) {
            continue;
          }
          moves = resp.getLegalMovesList();
        }
        acted = u.version();
        Move move = strategy.choose(game, moves);
        try {
          submitMove(move, u.version());
        } catch (MountainGoatsException e) {
          boolean overtaken = e.code() == Status.Code.FAILED_PRECONDITION
              && (e.reason().equals("STALE_VERSION") || e.reason().equals("NOT_YOUR_TURN"));
          if (!overtaken) {
            throw e;
          }
        }
      }
    }
    throw new IllegalStateException("the watch of " + gameName + " ended before the game was over");
  }
}
