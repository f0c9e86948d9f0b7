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
import io.grpc.stub.MetadataUtils;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * A player's seat in one game. It sends the seat token, as {@code authorization: Bearer <token>},
 * on every call it makes, with the game's {@link Routing} header.
 */
public final class SeatClient {
  static final Metadata.Key<String> AUTHORIZATION = Metadata.Key.of("authorization", Metadata.ASCII_STRING_MARSHALLER);

  /** Runs each task on a new daemon thread: a game or a watch blocks a thread for its length. */
  static final Executor THREAD_PER_TASK = task -> {
    Thread t = new Thread(task, "mountain-goats-async");
    t.setDaemon(true);
    t.start();
  };

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
    Metadata headers = Routing.addTo(new Metadata(), gameName);
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

  /** 32 random bytes from {@link SecureRandom} to mix into the dice of a game joined. */
  public static byte[] newDiceContribution() {
    byte[] b = new byte[32];
    RANDOM.nextBytes(b);
    return b;
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
   * Plays a move with a request id of the caller's. On UNAVAILABLE (or a connection dropped under
   * the call), CONFLICT and RATE_LIMITED the move is retried with the same id, as the client's
   * {@link RetryPolicy} says, so it is never played twice.
   */
  public SubmitMoveResponse submitMove(Move move, long expectedVersion, String requestId) {
    SubmitMoveRequest.Builder req = SubmitMoveRequest.newBuilder().setName(gameName).setMove(move).setRequestId(requestId);
    if (expectedVersion != 0) {
      req.setExpectedVersion(expectedVersion);
    }
    return client.retryPolicy().call(true, client.connection(), () -> stub.submitMove(req.build()));
  }

  /** Watches the game with the seat token: the updates where this seat is to move carry its legal moves. */
  public GameWatch watch() {
    return new GameWatch(stub, gameName, client.retryPolicy(), client.connection());
  }

  /** {@link #watch()} from after version {@code resumeAfter} instead of a snapshot (0: from the game's creation). */
  public GameWatch watch(long resumeAfter) {
    return new GameWatch(stub, gameName, client.retryPolicy(), client.connection(), resumeAfter);
  }

  /**
   * Plays the game to the end without blocking: {@link #play(Strategy)} on a thread of its own. The
   * future completes with the game at its end (finished or cancelled), or exceptionally with the error that ended play;
   * cancelling it stops playing (the watch is closed).
   */
  public CompletableFuture<Game> playAsync(Strategy strategy) {
    return playAsync(strategy, THREAD_PER_TASK);
  }

  /** {@link #playAsync(Strategy)} on a thread of {@code executor} (the strategy runs there too). */
  public CompletableFuture<Game> playAsync(Strategy strategy, Executor executor) {
    return async(watch(), executor, w -> play(strategy, w));
  }

  /** Runs {@code body} over {@code watch} on {@code executor}; cancelling the future closes the watch. */
  static CompletableFuture<Game> async(GameWatch watch, Executor executor, Function<GameWatch, Game> body) {
    CompletableFuture<Game> future = new CompletableFuture<>();
    future.whenComplete((g, e) -> watch.close());
    try {
      executor.execute(() -> {
        try (watch) {
          future.complete(body.apply(watch));
        } catch (Throwable t) {
          future.completeExceptionally(t);
        }
      });
    } catch (RuntimeException e) {
      future.completeExceptionally(e);
    }
    return future;
  }

  /**
   * Plays the game to the end and returns the game at its end: finished, or cancelled before it
   * started ({@code GAME_STATUS_CANCELLED}: nobody else joined in time; it has no standings). Watches the game with the seat token
   * and, on each of this seat's turns, calls {@code strategy} and submits its move with the version
   * it saw and a fresh request id. A dropped watch is resumed after the last version seen; a move is
   * retried on UNAVAILABLE, RATE_LIMITED and CONFLICT with the same request id. A move the game has
   * overtaken ({@code STALE_VERSION}, {@code NOT_YOUR_TURN}) is dropped and play goes on; any other
   * error is thrown. A snapshot at or below the last version it played (the game went back after
   * {@code HISTORY_LOST}) makes it play that turn again. {@link #playAsync} does the same without
   * blocking.
   */
  public Game play(Strategy strategy) {
    try (GameWatch watch = watch()) {
      return play(strategy, watch);
    }
  }

  private Game play(Strategy strategy, GameWatch watch) {
    Game game = null;
    long acted = 0;
    for (GameUpdate u : watch) {
      game = u.game();
      if (u.over()) {
        return game;
      }
      if (u.snapshot() && u.version() <= acted) {
        // Only a game that went back (HISTORY_LOST: the watch started again from a snapshot) shows a
        // version already acted on: its turns are to be played again.
        acted = 0;
      }
      if (game.getStatus() != GameStatus.GAME_STATUS_PLAYING || game.getBoard().getCurrentSeat() != seat || u.version() <= acted) {
        continue;
      }
      List<LegalMove> moves = u.legalMoves();
      if (moves.isEmpty()) {
        // The update carried no legal moves: ask for them.
        ListLegalMovesResponse resp = client.listLegalMoves(gameName);
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
        if (!e.overtaken()) {
          throw e; // not a move the game moved past: a real error
        }
      }
    }
    throw new IllegalStateException("the watch of " + gameName + " ended before the game was over");
  }
}
