package dev.mountaingoats.client;

import com.google.protobuf.ByteString;
import dev.mountaingoats.v1.CreateGameRequest;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GetGameRequest;
import dev.mountaingoats.v1.JoinGameRequest;
import dev.mountaingoats.v1.JoinGameResponse;
import dev.mountaingoats.v1.ListLegalMovesRequest;
import dev.mountaingoats.v1.ListLegalMovesResponse;
import io.grpc.Channel;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.ManagedChannel;
import io.grpc.StatusRuntimeException;
import io.grpc.TlsChannelCredentials;
import java.util.concurrent.TimeUnit;

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
 * The client is safe for concurrent use.
 */
public final class MountainGoatsClient implements AutoCloseable {
  /** The version of this client. */
  public static final String VERSION = "0.1.0";

  private final ManagedChannel owned;
  private final GameServiceGrpc.GameServiceBlockingStub stub;

  private MountainGoatsClient(Channel channel, ManagedChannel owned) {
    this.owned = owned;
    this.stub = GameServiceGrpc.newBlockingStub(channel);
  }

  /** Connects in plain text to {@code address} ("host:port"). */
  public static MountainGoatsClient connect(String address) {
    ManagedChannel ch = Grpc.newChannelBuilder(address, InsecureChannelCredentials.create()).build();
    return new MountainGoatsClient(ch, ch);
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
    return createGame(options, null);
  }

  /** Creates a game with free seats and a 32-byte seed of the caller's (a reproducible game). */
  public Game createGame(GameOptions options, byte[] seed) {
    CreateGameRequest.Builder req = CreateGameRequest.newBuilder().setOptions(options);
    if (seed != null) {
      req.setSeed(ByteString.copyFrom(seed));
    }
    try {
      return stub.createGame(req.build()).getGame();
    } catch (StatusRuntimeException e) {
      throw MountainGoatsException.from(e);
    }
  }

  /** Returns a game by its name, {@code games/{id}}. */
  public Game getGame(String name) {
    try {
      return stub.getGame(GetGameRequest.newBuilder().setName(name).build()).getGame();
    } catch (StatusRuntimeException e) {
      throw MountainGoatsException.from(e);
    }
  }

  /** Lists the legal moves of the current roll of a game. */
  public ListLegalMovesResponse legalMoves(String name) {
    try {
      return stub.listLegalMoves(ListLegalMovesRequest.newBuilder().setName(name).build());
    } catch (StatusRuntimeException e) {
      throw MountainGoatsException.from(e);
    }
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

  private SeatClient join(JoinGameRequest.Builder builder, String seatToken) {
    JoinGameRequest req = builder
        .setSeatToken(seatToken == null || seatToken.isEmpty() ? SeatClient.newSeatToken() : seatToken)
        .build();
    JoinGameResponse resp = SeatClient.retryTransient(() -> stub.joinGame(req));
    return new SeatClient(this, req.getName(), resp.getSeat(), resp.getSeatToken(), resp.getGame());
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
    return new GameWatch(stub, name);
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
