package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mountaingoats.v1.CreateGameRequest;
import dev.mountaingoats.v1.CreateGameResponse;
import dev.mountaingoats.v1.FindGameRequest;
import dev.mountaingoats.v1.FindGameResponse;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameChange;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GameSnapshot;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.GetGameRequest;
import dev.mountaingoats.v1.GetGameResponse;
import dev.mountaingoats.v1.JoinGameRequest;
import dev.mountaingoats.v1.JoinGameResponse;
import dev.mountaingoats.v1.ListGamesRequest;
import dev.mountaingoats.v1.ListGamesResponse;
import dev.mountaingoats.v1.ListLegalMovesRequest;
import dev.mountaingoats.v1.ListLegalMovesResponse;
import dev.mountaingoats.v1.Move;
import dev.mountaingoats.v1.PreviewMoveRequest;
import dev.mountaingoats.v1.PreviewMoveResponse;
import dev.mountaingoats.v1.SubmitMoveRequest;
import dev.mountaingoats.v1.SubmitMoveResponse;
import dev.mountaingoats.v1.WatchGameRequest;
import dev.mountaingoats.v1.WatchGameResponse;
import io.grpc.Grpc;
import io.grpc.InsecureServerCredentials;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The routing header (docs/clients.md, "Routing"): every call about one game carries {@code
 * x-goog-request-params: name=games/{id}}, retries and resumed watches included, and the calls that
 * name no game do not. Checked against a scripted server that records each call's headers.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class RoutingTest {
  static final RetryPolicy FAST = new RetryPolicy(3, Duration.ofMillis(5), Duration.ofMillis(5));
  static final String NAME = "games/0f3a9c";
  static final String ROUTED = "name=games/0f3a9c";
  static final String TOKEN = "seat-token-" + "0123456789abcdef".repeat(2);
  static final Metadata.Key<String> ROUTING = Metadata.Key.of("x-goog-request-params", Metadata.ASCII_STRING_MARSHALLER);
  static final Metadata.Key<String> AUTHORIZATION = Metadata.Key.of("authorization", Metadata.ASCII_STRING_MARSHALLER);

  /** Method → "routing header|authorization" of each call received (null when absent). */
  static final Map<String, List<String>> calls = new TreeMap<>();
  static Server server;
  static String address;

  static Game game(long v, boolean finished) {
    return Game.newBuilder().setName(NAME).setVersion(v)
        .setStatus(finished ? GameStatus.GAME_STATUS_FINISHED : GameStatus.GAME_STATUS_PLAYING).build();
  }

  static synchronized int tries(String method) {
    return calls.getOrDefault(method, List.of()).size();
  }

  /** Answers {@code answer}, after failing the first try of each call but CreateGame with UNAVAILABLE. */
  static <T> void unary(String method, StreamObserver<T> out, T answer) {
    if (tries(method) == 1 && !method.equals("CreateGame")) {
      out.onError(Status.UNAVAILABLE.withDescription("try again").asRuntimeException());
      return;
    }
    out.onNext(answer);
    out.onCompleted();
  }

  @BeforeAll
  static void start() throws Exception {
    ServerInterceptor recorder = new ServerInterceptor() {
      @Override
      public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
        String method = call.getMethodDescriptor().getBareMethodName();
        synchronized (RoutingTest.class) {
          calls.computeIfAbsent(method, m -> new ArrayList<>()).add(headers.get(ROUTING) + "|" + headers.get(AUTHORIZATION));
        }
        return next.startCall(call, headers);
      }
    };
    GameServiceGrpc.GameServiceImplBase service = new GameServiceGrpc.GameServiceImplBase() {
      @Override
      public void createGame(CreateGameRequest req, StreamObserver<CreateGameResponse> out) {
        unary("CreateGame", out, CreateGameResponse.newBuilder().setGame(game(0, false)).build());
      }

      @Override
      public void listGames(ListGamesRequest req, StreamObserver<ListGamesResponse> out) {
        unary("ListGames", out, ListGamesResponse.newBuilder().addGames(game(1, false)).build());
      }

      @Override
      public void findGame(FindGameRequest req, StreamObserver<FindGameResponse> out) {
        unary("FindGame", out, FindGameResponse.newBuilder().setGame(game(1, false)).setSeat(1).setSeatToken(req.getSeatToken()).build());
      }

      @Override
      public void getGame(GetGameRequest req, StreamObserver<GetGameResponse> out) {
        unary("GetGame", out, GetGameResponse.newBuilder().setGame(game(1, false)).build());
      }

      @Override
      public void joinGame(JoinGameRequest req, StreamObserver<JoinGameResponse> out) {
        unary("JoinGame", out, JoinGameResponse.newBuilder().setGame(game(1, false)).setSeat(0).setSeatToken(TOKEN).build());
      }

      @Override
      public void listLegalMoves(ListLegalMovesRequest req, StreamObserver<ListLegalMovesResponse> out) {
        unary("ListLegalMoves", out, ListLegalMovesResponse.newBuilder().setVersion(1).build());
      }

      @Override
      public void previewMove(PreviewMoveRequest req, StreamObserver<PreviewMoveResponse> out) {
        unary("PreviewMove", out, PreviewMoveResponse.getDefaultInstance());
      }

      @Override
      public void submitMove(SubmitMoveRequest req, StreamObserver<SubmitMoveResponse> out) {
        unary("SubmitMove", out, SubmitMoveResponse.newBuilder().setGame(game(2, false)).build());
      }

      // Version 1, then a break; resumed, version 2, the game's end.
      @Override
      public void watchGame(WatchGameRequest req, StreamObserver<WatchGameResponse> out) {
        if (!req.hasResumeAfter()) {
          out.onNext(WatchGameResponse.newBuilder().setSnapshot(GameSnapshot.newBuilder().setGame(game(1, false))).build());
          out.onError(Status.UNAVAILABLE.withDescription("the stream broke").asRuntimeException());
          return;
        }
        out.onNext(WatchGameResponse.newBuilder().setChange(GameChange.newBuilder().setVersion(2).setGame(game(2, true))).build());
        out.onCompleted();
      }
    };
    server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .addService(ServerInterceptors.intercept(service, recorder))
        .build()
        .start();
    address = "127.0.0.1:" + server.getPort();
  }

  @AfterAll
  static void stop() throws InterruptedException {
    server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  @Test
  void theValueIsTheGameNamePercentEncodedAsEveryClientSendsIt() {
    // The same cases are in every client's tests: the bytes must agree.
    String[][] cases = {
      {"games/0f3a9c", "name=games/0f3a9c"},
      {"games/AZaz09-_.~", "name=games/AZaz09-_.~"},
      {"games/a b/\u00fc%", "name=games/a%20b%2F%C3%BC%25"},
      {"0f3a9c", "name=0f3a9c"},
      {"game/x", "name=game%2Fx"},
      {"", "name="},
    };
    for (String[] c : cases) {
      assertEquals(c[1], Routing.requestParams(c[0]), c[0]);
    }
  }

  @Test
  void everyCallAboutAGameCarriesTheRoutingHeader() {
    // withRetry's client shares base's connection, which base closes.
    MountainGoatsClient base = MountainGoatsClient.connect(address);
    try {
      MountainGoatsClient client = base.withRetry(FAST);
      client.createGame(GameOptions.newBuilder().setPlayers(2).build());
      assertEquals(1, client.listGames().count());
      client.findGame("finder", GameOptions.newBuilder().setPlayers(2).build());
      client.getGame(NAME);
      SeatClient seat = client.joinGame(NAME, "joiner");
      client.listLegalMoves(NAME);
      client.previewMove(NAME, Move.getDefaultInstance());
      seat.submitMove(Move.getDefaultInstance(), 1);
      List<Long> versions = new ArrayList<>();
      try (GameWatch w = client.watch(NAME)) {
        w.forEach(u -> versions.add(u.version()));
      }
      try (GameWatch w = seat.watch()) {
        w.forEach(u -> versions.add(u.version()));
      }
      assertEquals(List.of(1L, 2L, 1L, 2L), versions);
    } finally {
      base.close();
    }

    String none = "null|null";
    String routed = ROUTED + "|null";
    String authorized = ROUTED + "|Bearer " + TOKEN;
    Map<String, List<String>> want = new TreeMap<>(Map.of(
        "CreateGame", List.of(none),
        "ListGames", List.of(none, none),
        "FindGame", List.of(none, none),
        // Each game call twice (the try that failed and its retry), each watch twice (the break, the resume).
        "GetGame", List.of(routed, routed),
        "JoinGame", List.of(routed, routed),
        "ListLegalMoves", List.of(routed, routed),
        "PreviewMove", List.of(routed, routed),
        "SubmitMove", List.of(authorized, authorized),
        "WatchGame", List.of(routed, routed, authorized, authorized)));
    synchronized (RoutingTest.class) {
      assertEquals(want, calls);
    }
    assertEquals(Routing.HEADER, ROUTING.name());
  }
}
