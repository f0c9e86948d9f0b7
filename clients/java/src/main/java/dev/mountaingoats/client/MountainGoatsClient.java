package dev.mountaingoats.client;

import com.google.protobuf.ByteString;
import dev.mountaingoats.v1.Account;
import dev.mountaingoats.v1.CreateAccountRequest;
import dev.mountaingoats.v1.CreateAccountResponse;
import dev.mountaingoats.v1.CreateGameRequest;
import dev.mountaingoats.v1.FindGameRequest;
import dev.mountaingoats.v1.FindGameResponse;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GetAccountRequest;
import dev.mountaingoats.v1.GetAccountResponse;
import dev.mountaingoats.v1.GetGameRequest;
import dev.mountaingoats.v1.HouseSeat;
import dev.mountaingoats.v1.JoinGameRequest;
import dev.mountaingoats.v1.JoinGameResponse;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.LeaderboardEntry;
import dev.mountaingoats.v1.ListGamesRequest;
import dev.mountaingoats.v1.ListGamesResponse;
import dev.mountaingoats.v1.ListLegalMovesRequest;
import dev.mountaingoats.v1.ListLeaderboardRequest;
import dev.mountaingoats.v1.ListLeaderboardResponse;
import dev.mountaingoats.v1.ListLegalMovesResponse;
import dev.mountaingoats.v1.Move;
import dev.mountaingoats.v1.PreviewMoveRequest;
import dev.mountaingoats.v1.PreviewMoveResponse;
import dev.mountaingoats.v1.RevokeAccountKeyRequest;
import dev.mountaingoats.v1.RotateAccountKeyRequest;
import dev.mountaingoats.v1.RotateAccountKeyResponse;
import io.grpc.Channel;
import io.grpc.ClientInterceptors;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.TlsChannelCredentials;
import io.grpc.stub.AbstractStub;
import io.grpc.stub.MetadataUtils;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Iterator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
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
 *
 * <p>For the rated ladder, {@link #createAccount} makes an account once, and {@link #withKey} a
 * client that plays as it: its key goes, as {@code authorization: Bearer <key>}, only on the calls
 * made as the account (a rated {@link #findGame}, {@link #joinGame}, {@link #rotateKey}, {@link
 * #revokeKey}); moves and watches carry the seat token. The key is never in a {@code toString()}
 * or an exception's message.
 */
public final class MountainGoatsClient implements AutoCloseable {
  /** The version of this client. */
  public static final String VERSION = "0.1.0";

  /** The environment variable the example bot reads an account key from. */
  public static final String KEY_ENV = "MOUNTAIN_GOATS_KEY";

  private final ManagedChannel owned;
  private final GameServiceGrpc.GameServiceBlockingStub stub;
  private final RetryPolicy retry;
  // Shared by the clients of one account on one connection (withRetry), so that a rotation made
  // through one is the key of all; null inside when there is no key.
  private final AtomicReference<String> key;
  // The address, and whether a server has answered yet; shared by every client of the connection.
  private final Connection connection;

  private MountainGoatsClient(GameServiceGrpc.GameServiceBlockingStub stub, ManagedChannel owned, RetryPolicy retry,
      AtomicReference<String> key, Connection connection) {
    this.owned = owned;
    this.stub = stub;
    this.retry = retry;
    this.key = key;
    this.connection = connection;
  }

  private MountainGoatsClient(Channel channel, ManagedChannel owned, Connection connection) {
    this(GameServiceGrpc.newBlockingStub(ClientInterceptors.intercept(channel, connection)), owned, RetryPolicy.DEFAULT,
        new AtomicReference<>(), connection);
  }

  /**
   * Connects in plain text to {@code address}, HOST:PORT ({@link #checkAddress}). The connection
   * is made on the first call. Until a server has answered, a call that finds nothing listening at
   * the address (connection refused), or a host name that does not resolve, fails at once, without
   * retries, with a {@link MountainGoatsException} {@code UNAVAILABLE} whose message says so in one
   * line: {@code no server is listening at ADDR (connection refused): start one with "cargo run
   * --release -- serve", or check the address}. Once a server has answered, a refused connection is
   * a server restarting, and is retried as the {@link RetryPolicy} says.
   *
   * @throws IllegalArgumentException for an address that is not HOST:PORT, before any dialling
   */
  public static MountainGoatsClient connect(String address) {
    checkAddress(address);
    ManagedChannel ch = Grpc.newChannelBuilder(address, InsecureChannelCredentials.create()).build();
    return new MountainGoatsClient(ch, ch, new Connection(address));
  }

  /**
   * Checks that {@code address} is a server address {@link #connect} takes: HOST:PORT, HOST a name,
   * an IPv4 address or a bracketed IPv6 address ({@code [::1]:50051}), PORT 1 to 65535 in digits.
   *
   * @throws IllegalArgumentException otherwise, with a message of one line: {@code "127.0.0.1" is
   *     not a server address: give HOST:PORT, e.g. 127.0.0.1:50051}
   */
  public static void checkAddress(String address) {
    Connection.check(address);
  }

  /**
   * The same connection with another retry policy. Closing it does nothing: the connection stays
   * this client's, and closes with it.
   */
  public MountainGoatsClient withRetry(RetryPolicy policy) {
    return new MountainGoatsClient(stub, null, policy, key, connection);
  }

  /**
   * The same connection, playing as the account of {@code accountKey} ({@link #createAccount}
   * makes one): a rated {@link #findGame} joins the ladder under the account's display name, and
   * {@link #joinGame} seats the account. Surrounding spaces are trimmed; null or blank is no key.
   * Closing the returned client does nothing: the connection stays this client's.
   *
   * @throws IllegalArgumentException for a key that is not printable ASCII (the message does not
   *     show it)
   *
   * <pre>{@code
   * MountainGoatsClient me = client.withKey(System.getenv(MountainGoatsClient.KEY_ENV));
   * SeatClient seat = me.findGame("", GameOptions.newBuilder().setPlayers(2).setRated(true).build());
   * }</pre>
   */
  public MountainGoatsClient withKey(String accountKey) {
    String k = accountKey == null ? "" : accountKey.strip();
    // Checked here, where the error can leave the key out; a header value the transport refuses
    // could end up in its message.
    if (!k.chars().allMatch(c -> c > ' ' && c < 0x7f)) {
      throw new IllegalArgumentException("the account key is not printable ASCII: check " + KEY_ENV + " or the key given");
    }
    return new MountainGoatsClient(stub, null, retry, new AtomicReference<>(k.isEmpty() ? null : k), connection);
  }

  /** Whether this client has an account key (the key itself is not readable back). */
  public boolean hasKey() {
    return key.get() != null;
  }

  /** Whether the client has a key, and its retry policy; never the key itself. */
  @Override
  public String toString() {
    return "MountainGoatsClient[hasKey=" + hasKey() + ", retry=" + retry + "]";
  }

  /** The retry policy of this client's calls. */
  public RetryPolicy retryPolicy() {
    return retry;
  }

  /**
   * Connects with TLS (the system's trusted roots) to {@code address}, HOST:PORT; as {@link
   * #connect} otherwise.
   *
   * @throws IllegalArgumentException for an address that is not HOST:PORT, before any dialling
   */
  public static MountainGoatsClient connectTls(String address) {
    checkAddress(address);
    ManagedChannel ch = Grpc.newChannelBuilder(address, TlsChannelCredentials.create()).build();
    return new MountainGoatsClient(ch, ch, new Connection(address));
  }

  /**
   * Uses a channel of the caller's (custom TLS, interceptors…); {@link #close()} leaves it open. A
   * refused connection before any answer fails at once, as with {@link #connect}; the message names
   * the channel's authority.
   */
  public static MountainGoatsClient withChannel(Channel channel) {
    return new MountainGoatsClient(channel, null, new Connection(channel.authority()));
  }

  /** The connection's address and whether a server has answered on it. */
  Connection connection() {
    return connection;
  }

  /** A unary call under this client's retry policy, on its connection. */
  private <T> T unary(boolean idempotent, java.util.function.Supplier<T> call) {
    return retry.call(idempotent, connection, call);
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
    return unary(false, () -> stub.createGame(req.build())).getGame();
  }

  /** Returns a game by its name, {@code games/{id}}. */
  public Game getGame(String name) {
    return unary(true, () -> Routing.about(stub, name).getGame(GetGameRequest.newBuilder().setName(name).build())).getGame();
  }

  /** Lists the legal moves of the current roll of a game (with its version, seat and roll). */
  public ListLegalMovesResponse listLegalMoves(String name) {
    return unary(true, () -> Routing.about(stub, name).listLegalMoves(ListLegalMovesRequest.newBuilder().setName(name).build()));
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
    return unary(true, () -> Routing.about(stub, name).previewMove(req));
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
    return pages(token -> {
      ListGamesRequest req = ListGamesRequest.newBuilder().setStatus(status).setPageSize(pageSize).setPageToken(token).build();
      ListGamesResponse resp = unary(true, () -> stub.listGames(req));
      return Map.entry(resp.getGamesList(), resp.getNextPageToken());
    });
  }

  /**
   * Takes the lowest free seat; the returned seat keeps its token (shown only once). The join is
   * sent with a fresh random seat token and retried with it on transient errors, so it never takes
   * two seats.
   *
   * <p>A client with an account key ({@link #withKey}) joins as the account, with every {@code
   * joinGame}: {@code playerName} may be empty for the account's display name, and only accounts
   * take the seats of a rated game ({@code UNAUTHENTICATED} / {@code KEY_REQUIRED} without a key).
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
    String accountKey = key.get();
    if (accountKey != null) {
      routed = asAccount(routed, accountKey);
    }
    GameServiceGrpc.GameServiceBlockingStub call = routed;
    JoinGameResponse resp = unary(true, () -> call.joinGame(req));
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
   * <p>With {@code options.rated}, the call joins the rated queue as the account of this client's
   * key ({@link #withKey}): {@code playerName} must be empty or null, the seat takes the account's
   * display name. Rated games always have a turn clock.
   *
   * @throws MountainGoatsException {@code INVALID_ARGUMENT} / {@code INVALID_OPTIONS} for {@code
   *     houseAfter} out of 1 s to 1 h, {@code INVALID_HOUSE_SEATS} for an unknown strategy; for a
   *     rated find, {@code UNAUTHENTICATED} / {@code KEY_REQUIRED} without a key (thrown before any
   *     call, as the server would answer), {@code KEY_INVALID} for an unknown, rotated or revoked
   *     one, {@code FAILED_PRECONDITION} / {@code ALREADY_WAITING} when the account already waits at
   *     an open rated table of these options
   * @throws IllegalArgumentException for a rated find with a player name
   */
  public SeatClient findGame(String playerName, GameOptions options, Duration houseAfter, String houseStrategy,
      String seatToken, byte[] diceContribution) {
    GameServiceGrpc.GameServiceBlockingStub finder = stub;
    if (options.getRated()) {
      if (playerName != null && !playerName.isEmpty()) {
        throw new IllegalArgumentException("a rated seat takes the account's display name: leave playerName empty");
      }
      finder = asAccount(stub, needKey("a rated findGame"));
    }
    GameServiceGrpc.GameServiceBlockingStub call = finder;
    // Drawn once: every retry of this call sends the same token and bytes.
    byte[] contribution = diceContribution == null ? SeatClient.newDiceContribution() : diceContribution;
    FindGameRequest.Builder builder = FindGameRequest.newBuilder()
        .setOptions(options)
        .setPlayerName(playerName == null ? "" : playerName)
        .setSeatToken(seatToken == null || seatToken.isEmpty() ? SeatClient.newSeatToken() : seatToken)
        .setDiceContribution(ByteString.copyFrom(contribution));
    if (houseAfter != null) {
      builder.setHouseFillSeconds(wholeSeconds(houseAfter));
    }
    if (houseStrategy != null) {
      builder.setHouseStrategy(houseStrategy);
    }
    FindGameRequest req = builder.build();
    FindGameResponse resp = unary(true, () -> call.findGame(req));
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

  /**
   * Creates an account for the rated ladder and returns it with its secret key, which the server
   * shows only this once: keep it. Display names are unique ignoring case, separators and look-alike
   * letters ({@code ALREADY_EXISTS} / {@code NAME_TAKEN}). Retried on {@code RATE_LIMITED} only:
   * after {@code UNAVAILABLE} the first request may have taken the name.
   */
  public AccountKey createAccount(String displayName) {
    CreateAccountRequest req = CreateAccountRequest.newBuilder().setDisplayName(displayName).build();
    CreateAccountResponse resp = unary(false, () -> stub.createAccount(req));
    return new AccountKey(resp.getAccount(), resp.getKey());
  }

  /**
   * An account by its name, {@code accounts/{id}} ({@code getAccount()}), with its rating after each
   * of its last rated games ({@code getHistoryList()}, oldest first). {@code NOT_FOUND} / {@code
   * ACCOUNT_NOT_FOUND} for no such account.
   */
  public GetAccountResponse getAccount(String name) {
    GetAccountRequest req = GetAccountRequest.newBuilder().setName(name).build();
    return unary(true, () -> stub.getAccount(req));
  }

  /** The ladder, highest displayed rating first, fetched a page at a time as the stream is read. */
  public Stream<LeaderboardEntry> leaderboard() {
    return leaderboard(0, false);
  }

  /**
   * The ladder ({@code getRank()}, {@code getAccount()}), highest displayed rating first, fetched
   * {@code pageSize} at a time (0: the server's default) as the stream is read; {@code
   * includeUnrated} also lists the accounts with no finished rated game.
   */
  public Stream<LeaderboardEntry> leaderboard(int pageSize, boolean includeUnrated) {
    return pages(token -> {
      ListLeaderboardRequest req = ListLeaderboardRequest.newBuilder()
          .setPageSize(pageSize).setPageToken(token).setIncludeUnrated(includeUnrated).build();
      ListLeaderboardResponse resp = unary(true, () -> stub.listLeaderboard(req));
      return Map.entry(resp.getEntriesList(), resp.getNextPageToken());
    });
  }

  /**
   * Replaces this client's account key with a new one, returned once, which the client keeps from
   * then on; the old key stops working at once ({@code UNAUTHENTICATED} / {@code KEY_INVALID}).
   * The new key is drawn here ({@code mgk_} and 64 hex digits from {@link SecureRandom})
   * and sent as {@code new_key}, which makes the call safe to repeat: it is retried like any such
   * call ({@code UNAVAILABLE}, a closed connection, {@code CONFLICT}, {@code RATE_LIMITED}), and a
   * repeat whose first answer was lost finds the rotation to this very key made and answers it
   * again.
   *
   * @throws MountainGoatsException {@code UNAUTHENTICATED} / {@code KEY_REQUIRED} without a key
   *     (before any call), {@code KEY_INVALID} for an unknown, rotated or revoked one
   */
  public AccountKey rotateKey() {
    String old = needKey("rotateKey");
    GameServiceGrpc.GameServiceBlockingStub owner = asAccount(stub, old);
    // Drawn once: every retry of this rotation asks for the same key.
    RotateAccountKeyRequest req = RotateAccountKeyRequest.newBuilder().setNewKey(newAccountKey()).build();
    RotateAccountKeyResponse resp = unary(true, () -> owner.rotateAccountKey(req));
    key.compareAndSet(old, resp.getKey());
    return new AccountKey(resp.getAccount(), resp.getKey());
  }

  /**
   * Revokes this client's account key for good and returns the account: it keeps its rating and
   * history, but can no longer join games or get a new key; seats it holds play on with their seat
   * tokens. The client has no key afterwards. Retried on {@code RATE_LIMITED} only.
   *
   * @throws MountainGoatsException as {@link #rotateKey()}
   */
  public Account revokeKey() {
    String old = needKey("revokeKey");
    GameServiceGrpc.GameServiceBlockingStub owner = asAccount(stub, old);
    Account account = unary(false, () -> owner.revokeAccountKey(RevokeAccountKeyRequest.getDefaultInstance())).getAccount();
    key.compareAndSet(old, null);
    return account;
  }

  private static final SecureRandom RANDOM = new SecureRandom();

  /**
   * A new account key for {@link #rotateKey}: {@code mgk_} and the hex of 32 bytes from {@link
   * SecureRandom}. Drawn by the client, so that a rotation whose answer was lost is safe to repeat.
   */
  static String newAccountKey() {
    byte[] b = new byte[32];
    RANDOM.nextBytes(b);
    return "mgk_" + HexFormat.of().formatHex(b);
  }

  /** This client's key, or the error the server would answer without one, before a round trip. */
  private String needKey(String what) {
    String k = key.get();
    if (k == null) {
      throw new MountainGoatsException(
          Status.UNAUTHENTICATED.withDescription(what + " needs an account key: use client.withKey(key) (createAccount makes one)"),
          "KEY_REQUIRED", MountainGoatsException.DOMAIN, Map.of(), null);
    }
    return k;
  }

  /** {@code s} sending {@code authorization: Bearer <accountKey>}: the calls made as the account. */
  private static <S extends AbstractStub<S>> S asAccount(S s, String accountKey) {
    Metadata headers = new Metadata();
    headers.put(SeatClient.AUTHORIZATION, "Bearer " + accountKey);
    return s.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers));
  }

  /**
   * The items of a paged listing as a lazy stream: {@code page} takes a page token ("" for the
   * first) and returns the page's items and the next token ("" after the last).
   */
  private static <T> Stream<T> pages(Function<String, Map.Entry<List<T>, String>> page) {
    Iterator<T> items = new Iterator<>() {
      private Iterator<T> current = java.util.Collections.emptyIterator();
      private String token = "";
      private boolean last;

      @Override
      public boolean hasNext() {
        while (!current.hasNext() && !last) {
          Map.Entry<List<T>, String> p = page.apply(token);
          current = p.getKey().iterator();
          token = p.getValue();
          last = token.isEmpty();
        }
        return current.hasNext();
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return current.next();
      }
    };
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(items, Spliterator.ORDERED | Spliterator.NONNULL), false);
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
    return new GameWatch(Routing.about(stub, name), name, retry, connection);
  }

  /**
   * Watches a game from after version {@code resumeAfter} instead of a snapshot: the changes that
   * followed it come first, as a watch that saw it would get them (0: every change from the game's
   * creation, to read its history).
   */
  public GameWatch watch(String name, long resumeAfter) {
    return new GameWatch(Routing.about(stub, name), name, retry, connection, resumeAfter);
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
