package dev.mountaingoats.client;

import com.google.protobuf.ByteString;
import dev.mountaingoats.v1.CreateGameRequest;
import dev.mountaingoats.v1.FindGameRequest;
import dev.mountaingoats.v1.FindGameResponse;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GetGameRequest;
import dev.mountaingoats.v1.HouseSeat;
import dev.mountaingoats.v1.JoinGameRequest;
import dev.mountaingoats.v1.JoinGameResponse;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.ListGamesRequest;
import dev.mountaingoats.v1.ListGamesResponse;
import dev.mountaingoats.v1.ListLegalMovesRequest;
import dev.mountaingoats.v1.ListLegalMovesResponse;
import dev.mountaingoats.v1.Move;
import dev.mountaingoats.v1.PreviewMoveRequest;
import dev.mountaingoats.v1.PreviewMoveResponse;
import io.grpc.Channel;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.ManagedChannel;
import io.grpc.TlsChannelCredentials;
import java.time.Duration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A connection to a mountain-goats server: create, join and watch games.
 *
 * <pre>{@code
 * try (MountainGoatsClient client = MountainGoatsClient.connect("127.0.0.1:50051")) {
 *   Game game = client.createGame(GameOptions.newBuilder().setPlayers(2).build());
 *   SeatClient seat = client.joinGame(game.getName(), "java");
 *   Game finished = seat.play(Strategy.FIRST_LEGAL_MOVE);
 * }
 * }</pre>
 *
 * <p>Every failed call throws a {@link MountainGoatsException} with the gRPC code and the reason.
 * Calls are retried as the {@link RetryPolicy} says (by default {@link RetryPolicy#DEFAULT}, the
 * contract of docs/clients.md). {@link SeatClient#playAsync} and {@link #watchAsync} are the
 * non-blocking ways to play and watch. The client is safe for concurrent use.
 */
public final class MountainGoatsClient implements AutoCloseable {
  /** The version of this client. */
  public static final String VERSION = "0.1.0";

  private final ManagedChannel owned;
  private final GameServiceGrpc.GameServiceBlockingStub stub;
  private final RetryPolicy retry;

  private MountainGoatsClient(Channel channel, ManagedChannel owned, RetryPolicy retry) {
    this(GameServiceGrpc.newBlockingStub(channel), owned, retry);
  }

  private MountainGoatsClient(GameServiceGrpc.GameServiceBlockingStub stub, ManagedChannel owned, RetryPolicy retry) {
    this.owned = owned;
    this.stub = stub;
    this.retry = retry;
  }

  private MountainGoatsClient(Channel channel, ManagedChannel owned) {
    this(channel, owned, RetryPolicy.DEFAULT);
  }

  /** Connects in plain text to {@code address} ("host:port"). */
  public static MountainGoatsClient connect(String address) {
    ManagedChannel ch = Grpc.newChannelBuilder(address, InsecureChannelCredentials.create()).build();
    return new MountainGoatsClient(ch, ch);
  }

  /**
   * The same connection with another retry policy. Closing it does nothing: the connection stays
   * this client's, and closes with it.
   */
  public MountainGoatsClient withRetry(RetryPolicy policy) {
    return new MountainGoatsClient(stub, null, policy);
  }

  /** The retry policy of this client's calls. */
  public RetryPolicy retryPolicy() {
    return retry;
  }

  /** Connects with TLS (the system's trusted roots) to {@code address} ("host:port"). */
  public static MountainGoatsClient connectTls(String address) {
    ManagedChannel ch = Grpc.newChannelBuilder(address, TlsChannelCredentials.create()).build();
    return new MountainGoatsClient(ch, ch);
  }

  /** Uses a channel of the caller's (custom TLS, interceptors…); {@link #close()} leaves it open. */
  public static MountainGoatsClient withChannel(Channel channel) {
    return new MountainGoatsClient(channel, null);
  }

  /** The generated blocking stub, for calls this class does not wrap. */
  public GameServiceGrpc.GameServiceBlockingStub stub() {
    return stub;
  }

  /** Creates a game with free seats; the server draws the seed. */
  public Game createGame(GameOptions options) {
    return createGame(options, (byte[]) null, Map.of());
  }

  /** Creates a game with free seats and a 32-byte seed of the caller's (a reproducible game). */
  public Game createGame(GameOptions options, byte[] seed) {
    return createGame(options, seed, Map.of());
  }

  /**
   * Creates a game some of whose seats the server's own bots play, taken at once: {@code
   * houseSeats} maps a seat (0-based) to a house strategy, {@code "random"}, {@code "greedy"} or
   * {@code "expert"} (docs/bots.md); the game starts when the other seats are joined. The server
   * draws the seed.
   *
   * <pre>{@code
   * Game game = client.createGame(GameOptions.newBuilder().setPlayers(3).build(), Map.of(1, "greedy", 2, "random"));
   * }</pre>
   *
   * @throws MountainGoatsException {@code INVALID_ARGUMENT} / {@code INVALID_HOUSE_SEATS} for an
   *     unknown strategy or a seat the game does not have
   */
  public Game createGame(GameOptions options, Map<Integer, String> houseSeats) {
    return createGame(options, null, houseSeats);
  }

  /**
   * Creates a game with a 32-byte seed of the caller's (null: the server draws one) and house seats
   * (seat → strategy, as {@link #createGame(GameOptions, Map)}; empty or null for none). It is retried on
   * {@code RATE_LIMITED} only: after {@code UNAVAILABLE} the first request may have created a game.
   */
  public Game createGame(GameOptions options, byte[] seed, Map<Integer, String> houseSeats) {
    CreateGameRequest.Builder req = CreateGameRequest.newBuilder().setOptions(options);
    if (seed != null) {
      req.setSeed(ByteString.copyFrom(seed));
    }
    // In seat order, whatever the map's; null is none.
    new TreeMap<>(houseSeats == null ? Map.of() : houseSeats).forEach((seat, strategy) ->
        req.addHouseSeats(HouseSeat.newBuilder().setSeat(seat).setStrategy(strategy)));
    // Not repeated after UNAVAILABLE: the first request may have created a game.
    return retry.call(false, () -> stub.createGame(req.build())).getGame();
  }

  /** Returns a game by its name, {@code games/{id}}. */
  public Game getGame(String name) {
    return retry.call(true, () -> Routing.about(stub, name).getGame(GetGameRequest.newBuilder().setName(name).build())).getGame();
  }

  /** Lists the legal moves of the current roll of a game (with its version, seat and roll). */
  public ListLegalMovesResponse listLegalMoves(String name) {
    return retry.call(true, () -> Routing.about(stub, name).listLegalMoves(ListLegalMovesRequest.newBuilder().setName(name).build()));
  }

  /**
   * Same as {@link #listLegalMoves}.
   *
   * @deprecated use {@link #listLegalMoves}, its name in every client
   */
  @Deprecated
  public ListLegalMovesResponse legalMoves(String name) {
    return listLegalMoves(name);
  }

  /** The board and events a move would produce, committed nowhere. */
  public PreviewMoveResponse previewMove(String name, Move move) {
    PreviewMoveRequest req = PreviewMoveRequest.newBuilder().setName(name).setMove(move).build();
    return retry.call(true, () -> Routing.about(stub, name).previewMove(req));
  }

  /** Every game, newest first, fetched a page at a time as the stream is read. */
  public Stream<Game> listGames() {
    return listGames(GameStatus.GAME_STATUS_UNSPECIFIED, 0);
  }

  /**
   * The games of one status ({@code GAME_STATUS_UNSPECIFIED}: every game), newest first, fetched
   * {@code pageSize} at a time (0: the server's default) as the stream is read.
   */
  public Stream<Game> listGames(GameStatus status, int pageSize) {
    Iterator<Game> games = new Iterator<>() {
      private Iterator<Game> page = java.util.Collections.emptyIterator();
      private String token = "";
      private boolean last;

      @Override
      public boolean hasNext() {
        while (!page.hasNext() && !last) {
          ListGamesRequest req = ListGamesRequest.newBuilder().setStatus(status).setPageSize(pageSize).setPageToken(token).build();
          ListGamesResponse resp = retry.call(true, () -> stub.listGames(req));
          page = resp.getGamesList().iterator();
          token = resp.getNextPageToken();
          last = token.isEmpty();
        }
        return page.hasNext();
      }

      @Override
      public Game next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return page.next();
      }
    };
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(games, Spliterator.ORDERED | Spliterator.NONNULL), false);
  }

  /**
   * Takes the lowest free seat; the returned seat keeps its token (shown only once). The join is
   * sent with a fresh random seat token and retried with it on transient errors, so it never takes
   * two seats.
   */
  public SeatClient joinGame(String name, String playerName) {
    return joinGame(name, playerName, (String) null);
  }

  /** Takes a given seat; the returned seat keeps its token (shown only once). Retried as above. */
  public SeatClient joinGame(String name, String playerName, int seat) {
    return joinGame(name, playerName, seat, null);
  }

  /**
   * Takes the lowest free seat with a seat token of the caller's: 32 to 128 printable ASCII
   * characters with at least 128 random bits (see {@link SeatClient#newSeatToken()}); null or empty
   * for a fresh one. A join sent again with the same token returns the seat it took instead of
   * taking another.
   */
  public SeatClient joinGame(String name, String playerName, String seatToken) {
    return join(JoinGameRequest.newBuilder().setName(name).setPlayerName(playerName), seatToken);
  }

  /** Takes a given seat with a seat token of the caller's (null or empty for a fresh one). */
  public SeatClient joinGame(String name, String playerName, int seat, String seatToken) {
    return join(JoinGameRequest.newBuilder().setName(name).setPlayerName(playerName).setSeat(seat), seatToken);
  }

  /**
   * Takes a seat with every choice spelled out: {@code seat} null for the lowest free one,
   * {@code seatToken} null or empty for a fresh one, and {@code diceContribution} the 16 to 64
   * bytes mixed into the dice of a game whose seed the server drew (docs/dice.md): null for 32
   * fresh random ones (what every other {@code joinGame} sends), empty for none. Games with a
   * chosen seed ignore it.
   */
  public SeatClient joinGame(String name, String playerName, Integer seat, String seatToken, byte[] diceContribution) {
    JoinGameRequest.Builder builder = JoinGameRequest.newBuilder().setName(name).setPlayerName(playerName);
    if (seat != null) {
      builder.setSeat(seat);
    }
    return join(builder, seatToken, diceContribution);
  }

  private SeatClient join(JoinGameRequest.Builder builder, String seatToken) {
    return join(builder, seatToken, null);
  }

  private SeatClient join(JoinGameRequest.Builder builder, String seatToken, byte[] diceContribution) {
    // Drawn once: every retry of this join sends the same bytes.
    byte[] contribution = diceContribution == null ? SeatClient.newDiceContribution() : diceContribution;
    JoinGameRequest req = builder
        .setSeatToken(seatToken == null || seatToken.isEmpty() ? SeatClient.newSeatToken() : seatToken)
        .setDiceContribution(ByteString.copyFrom(contribution))
        .build();
    GameServiceGrpc.GameServiceBlockingStub routed = Routing.about(stub, req.getName());
    JoinGameResponse resp = retry.call(true, () -> routed.joinGame(req));
    return new SeatClient(this, req.getName(), resp.getSeat(), resp.getSeatToken(), resp.getGame());
  }

  /**
   * Takes a seat by matchmaking: in an open game with exactly these options (players, Big Mountain,
   * declining groups, clock; {@code first_seat} must be left out), or in a new one. Callers looking
   * at the same time are seated together; without house bots (below) the game waits for players.
   */
  public SeatClient findGame(String playerName, GameOptions options) {
    return findGame(playerName, options, null, null, null, null);
  }

  /**
   * Takes a seat by matchmaking, as {@link #findGame(String, GameOptions)}; when this call creates
   * the game, the seats still free after {@code houseAfter} (1 s to 1 h, rounded up to whole
   * seconds) go to the server's house bots ({@code greedy}), so that a lone bot gets a game at once.
   *
   * <pre>{@code
   * SeatClient seat = client.findGame("duke", GameOptions.newBuilder().setPlayers(4).build(), Duration.ofSeconds(5));
   * Game finished = seat.play(Strategy.FIRST_LEGAL_MOVE);
   * }</pre>
   */
  public SeatClient findGame(String playerName, GameOptions options, Duration houseAfter) {
    return findGame(playerName, options, houseAfter, null, null, null);
  }

  /** {@link #findGame(String, GameOptions, Duration)} with house bots of {@code houseStrategy}. */
  public SeatClient findGame(String playerName, GameOptions options, Duration houseAfter, String houseStrategy) {
    return findGame(playerName, options, houseAfter, houseStrategy, null, null);
  }

  /**
   * Takes a seat by matchmaking with every choice spelled out: {@code houseAfter} null to wait for
   * players; {@code houseStrategy} null or empty for {@code greedy}; {@code seatToken} null or empty
   * for a fresh one (see {@link #joinGame(String, String, String)}); {@code diceContribution} null
   * for 32 fresh random bytes, empty for none. The token and the bytes are drawn once and the call
   * is retried with them on {@code UNAVAILABLE} and {@code RATE_LIMITED}: the server answers a call
   * sent again with the same token with the seat it took, so it never takes two seats. The returned
   * seat keeps its token (shown only once); its {@link SeatClient#joinedGame()} is the game after
   * the join.
   *
   * @throws MountainGoatsException {@code INVALID_ARGUMENT} / {@code INVALID_OPTIONS} for {@code
   *     houseAfter} out of 1 s to 1 h, {@code INVALID_HOUSE_SEATS} for an unknown strategy
   */
  public SeatClient findGame(String playerName, GameOptions options, Duration houseAfter, String houseStrategy,
      String seatToken, byte[] diceContribution) {
    // Drawn once: every retry of this call sends the same token and bytes.
    byte[] contribution = diceContribution == null ? SeatClient.newDiceContribution() : diceContribution;
    FindGameRequest.Builder builder = FindGameRequest.newBuilder()
        .setOptions(options)
        .setPlayerName(playerName)
        .setSeatToken(seatToken == null || seatToken.isEmpty() ? SeatClient.newSeatToken() : seatToken)
        .setDiceContribution(ByteString.copyFrom(contribution));
    if (houseAfter != null) {
      builder.setHouseFillSeconds(wholeSeconds(houseAfter));
    }
    if (houseStrategy != null) {
      builder.setHouseStrategy(houseStrategy);
    }
    FindGameRequest req = builder.build();
    FindGameResponse resp = retry.call(true, () -> stub.findGame(req));
    String token = resp.getSeatToken().isEmpty() ? req.getSeatToken() : resp.getSeatToken();
    return new SeatClient(this, resp.getGame().getName(), resp.getSeat(), token, resp.getGame());
  }

  /** {@code d} in whole seconds, rounded up, within 0 to 2^32 − 1 (the server checks the range). */
  static int wholeSeconds(Duration d) {
    if (d.isNegative() || d.isZero()) {
      return 0;
    }
    long seconds = d.getSeconds() + (d.getNano() > 0 ? 1 : 0);
    return (int) Math.min(seconds, 0xFFFF_FFFFL); // a uint32 on the wire
  }

  /** A seat already joined, from its saved token. */
  public SeatClient seat(String name, int seat, String token) {
    return new SeatClient(this, name, seat, token, null);
  }

  /**
   * Watches a game, for observers: a snapshot first, then every change in order until the game
   * is over; a dropped stream is resumed after the last version seen. Close it to stop early.
   */
  public GameWatch watch(String name) {
    return new GameWatch(Routing.about(stub, name), name, retry);
  }

  /**
   * Watches a game from after version {@code resumeAfter} instead of a snapshot: the changes that
   * followed it come first, as a watch that saw it would get them (0: every change from the game's
   * creation, to read its history).
   */
  public GameWatch watch(String name, long resumeAfter) {
    return new GameWatch(Routing.about(stub, name), name, retry, resumeAfter);
  }

  /**
   * Watches a game without blocking: {@code listener} gets every update (a snapshot, then every
   * change in order), on a thread of the watch's own; the future completes with the game at its end
   * after the update that finishes or cancels it ({@link GameUpdate#cancelled()}), or exceptionally with the {@link MountainGoatsException} that ended
   * the watch. Cancelling the future stops the watch.
   */
  public CompletableFuture<Game> watchAsync(String name, Consumer<GameUpdate> listener) {
    return watchAsync(name, listener, SeatClient.THREAD_PER_TASK);
  }

  /** {@link #watchAsync(String, Consumer)} with the listener run on a thread of {@code executor}. */
  public CompletableFuture<Game> watchAsync(String name, Consumer<GameUpdate> listener, Executor executor) {
    return SeatClient.async(watch(name), executor, w -> {
      for (GameUpdate u : w) {
        listener.accept(u);
        if (u.over()) {
          return u.game();
        }
      }
      throw new IllegalStateException("the watch of " + name + " ended before the game was over");
    });
  }

  /** Closes the connection (unless the channel was the caller's). */
  @Override
  public void close() {
    if (owned == null) {
      return;
    }
    owned.shutdown();
    try {
      if (!owned.awaitTermination(5, TimeUnit.SECONDS)) {
        owned.shutdownNow();
      }
    } catch (InterruptedException e) {
      owned.shutdownNow();
      Thread.currentThread().interrupt();
    }
  }
}
