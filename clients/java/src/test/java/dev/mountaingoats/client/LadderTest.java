package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mountaingoats.v1.Account;
import dev.mountaingoats.v1.FindGameRequest;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.GetAccountResponse;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.RatedGame;
import dev.mountaingoats.v1.RotateAccountKeyRequest;
import dev.mountaingoats.v1.RotateAccountKeyResponse;
import dev.mountaingoats.v1.Seat;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ClientInterceptor;
import io.grpc.ClientInterceptors;
import io.grpc.ForwardingClientCall;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.InsecureServerCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/** Accounts, keys and the rated ladder, on the live server: the cases of the Go and Python ladder tests. */
@ExtendWith(LiveServer.class)
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class LadderTest {
  static final GameOptions RATED_PAIR = GameOptions.newBuilder().setPlayers(2).setRated(true).build();
  static MountainGoatsClient client;

  @BeforeAll
  static void connect() {
    client = MountainGoatsClient.connect(LiveServer.address());
  }

  @AfterAll
  static void close() {
    client.close();
  }

  /** A display name no other test takes: names are unique server-wide, ignoring case and look-alikes. */
  static String uniqueName(String name) {
    return name + " " + SeatClient.newSeatToken().substring(0, 8);
  }

  static AccountKey createAccount(String name) {
    return client.createAccount(uniqueName(name));
  }

  @Test
  void createAccountShowsTheKeyOnce() {
    AccountKey made = createAccount("Ada");
    assertTrue(made.key().matches("mgk_[0-9a-f]{64}"), "the key is not mgk_ and 64 hex digits");
    assertTrue(made.account().getName().startsWith("accounts/"), made.account().getName());
    GetAccountResponse got = client.getAccount(made.account().getName());
    assertEquals(made.account().getDisplayName(), got.getAccount().getDisplayName());
    assertEquals(0, got.getAccount().getRatedGames());
    assertEquals(0, got.getHistoryCount());
    Fixtures.assertError(Status.Code.NOT_FOUND, "ACCOUNT_NOT_FOUND", () -> client.getAccount("accounts/nobody-has-this-id"));
  }

  @Test
  void aLookAlikeNameIsTaken() {
    String suffix = uniqueName("");
    client.createAccount("Alice" + suffix);
    // A capital I for the l.
    Fixtures.assertError(Status.Code.ALREADY_EXISTS, "NAME_TAKEN", () -> client.createAccount("AIice" + suffix));
  }

  @Test
  void rotateInvalidatesTheOldKey() {
    AccountKey made = createAccount("Rota");
    MountainGoatsClient owner = client.withKey(made.key());
    AccountKey rotated = owner.rotateKey();
    assertNotEquals(made.key(), rotated.key());
    assertEquals(made.account().getName(), rotated.account().getName());
    // The client keeps the new key: it can rotate again.
    owner.rotateKey();
    Fixtures.assertError(Status.Code.UNAUTHENTICATED, "KEY_INVALID", () -> client.withKey(made.key()).rotateKey());
  }

  /** A new account key as a caller draws it: {@code mgk_} and the hex of 32 random bytes. */
  static String drawnKey() {
    return "mgk_" + SeatClient.newSeatToken();
  }

  /** RotateAccountKey through the generated stub, with {@code newKey} chosen here, as the account of {@code oldKey}. */
  static RotateAccountKeyResponse rawRotate(String oldKey, String newKey) {
    Metadata headers = new Metadata();
    headers.put(SeatClient.AUTHORIZATION, "Bearer " + oldKey);
    return client.stub().withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers))
        .rotateAccountKey(RotateAccountKeyRequest.newBuilder().setNewKey(newKey).build());
  }

  static void assertRawError(Status.Code code, String reason, org.junit.jupiter.api.function.Executable call) {
    StatusRuntimeException raw = assertThrows(StatusRuntimeException.class, call);
    MountainGoatsException e = MountainGoatsException.from(raw);
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(reason, e.reason(), e.getMessage());
  }

  @Test
  void aRotationRepeatedAfterALostAnswerAnswersTheSameKey() {
    AccountKey made = createAccount("Again");
    String drawn = drawnKey();
    // The first answer "lost": the same request again, with the old key, finds the rotation to that
    // very key made and answers it again.
    for (int i = 0; i < 2; i++) {
      RotateAccountKeyResponse resp = rawRotate(made.key(), drawn);
      assertEquals(drawn, resp.getKey(), "rotation " + (i + 1) + " answered another key");
      assertEquals(made.account().getName(), resp.getAccount().getName());
    }
    // The new key works: the client rotates it to yet another key.
    AccountKey rotated = client.withKey(drawn).rotateKey();
    assertTrue(rotated.key().matches("mgk_[0-9a-f]{64}"), "the key drawn is not mgk_ and 64 hex digits");
    assertNotEquals(made.key(), rotated.key());
    assertNotEquals(drawn, rotated.key());
    assertEquals(made.account().getName(), rotated.account().getName());
    // Neither older key rotates any more.
    for (String old : List.of(made.key(), drawn)) {
      assertRawError(Status.Code.UNAUTHENTICATED, "KEY_INVALID", () -> rawRotate(old, drawnKey()));
    }
  }

  @Test
  void aMalformedOrTakenNewKeyIsRefused() {
    AccountKey made = createAccount("Malformed");
    AccountKey other = createAccount("Other");
    List<String> bad = List.of(
        "mgk_" + "AB".repeat(32), // upper case
        "mgk_" + "0".repeat(64), // guessable
        drawnKey().substring(0, 4 + 32), // too short
        "key",
        other.key()); // another account's
    for (String newKey : bad) {
      StatusRuntimeException raw = assertThrows(StatusRuntimeException.class, () -> rawRotate(made.key(), newKey));
      MountainGoatsException e = MountainGoatsException.from(raw);
      assertEquals(Status.Code.INVALID_ARGUMENT, e.code(), e.getMessage());
      assertEquals("INVALID_KEY", e.reason(), e.getMessage());
      assertFalse(e.getMessage().contains(made.key().substring(4)), "the error shows the key");
    }
    // The old key is still the account's.
    assertEquals(made.account().getName(), client.withKey(made.key()).rotateKey().account().getName());
  }

  @Test
  void rotateKeyDrawsTheKeyAndIsRetried() throws Exception {
    // RotateAccountKey answered UNAVAILABLE twice (as if the answer were lost), then with the key
    // asked for; every request and its bearer kept.
    List<RotateAccountKeyRequest> requests = new java.util.concurrent.CopyOnWriteArrayList<>();
    List<String> bearers = new java.util.concurrent.CopyOnWriteArrayList<>();
    ServerInterceptor bearer = new ServerInterceptor() {
      @Override
      public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
        bearers.add(String.valueOf(headers.get(SeatClient.AUTHORIZATION)));
        return next.startCall(call, headers);
      }
    };
    GameServiceGrpc.GameServiceImplBase lossy = new GameServiceGrpc.GameServiceImplBase() {
      @Override
      public void rotateAccountKey(RotateAccountKeyRequest req, StreamObserver<RotateAccountKeyResponse> out) {
        requests.add(req);
        if (requests.size() % 3 != 0) {
          out.onError(Status.UNAVAILABLE.withDescription("the answer was lost").asRuntimeException());
          return;
        }
        out.onNext(RotateAccountKeyResponse.newBuilder()
            .setAccount(Account.newBuilder().setName("accounts/lossy")).setKey(req.getNewKey()).build());
        out.onCompleted();
      }
    };
    Server server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .addService(ServerInterceptors.intercept(lossy, bearer)).build().start();
    String oldKey = "mgk_" + "1f".repeat(32);
    try (MountainGoatsClient connection = MountainGoatsClient.connect("127.0.0.1:" + server.getPort())) {
      MountainGoatsClient owner = connection.withRetry(ContractTest.FAST).withKey(oldKey);
      AccountKey rotated = owner.rotateKey();
      assertEquals(3, requests.size(), "UNAVAILABLE was not retried");
      String drawn = requests.get(0).getNewKey();
      assertTrue(drawn.matches("mgk_[0-9a-f]{64}"), "the key drawn is not mgk_ and 64 hex digits");
      for (int i = 0; i < requests.size(); i++) {
        assertEquals(drawn, requests.get(i).getNewKey(), "retry " + i + " drew another key");
        assertEquals("Bearer " + oldKey, bearers.get(i), "retry " + i + " was not sent with the old key");
      }
      assertEquals(drawn, rotated.key());
      assertEquals("accounts/lossy", rotated.account().getName());
      assertFalse(rotated.toString().contains(drawn.substring(4)), rotated.toString());
      assertFalse(owner.toString().contains(drawn.substring(4)), owner.toString());
      // The client keeps the new key: its next rotation is sent with it, and draws a key of its own.
      requests.clear();
      bearers.clear();
      AccountKey again = owner.rotateKey();
      assertEquals("Bearer " + drawn, bearers.get(0));
      assertNotEquals(drawn, again.key());
    } finally {
      server.shutdownNow();
    }
  }

  @Test
  void aRevokedKeyJoinsNothing() {
    AccountKey made = createAccount("Revo");
    MountainGoatsClient owner = client.withKey(made.key());
    Account account = owner.revokeKey();
    assertTrue(account.getKeyRevoked());
    assertFalse(owner.hasKey(), "the client kept a revoked key");
    MountainGoatsClient revoked = client.withKey(made.key());
    Fixtures.assertError(Status.Code.UNAUTHENTICATED, "KEY_INVALID", () -> revoked.findGame("", RATED_PAIR));
    Fixtures.assertError(Status.Code.UNAUTHENTICATED, "KEY_INVALID", revoked::rotateKey);
    // Without a key at all, the client refuses before any call.
    Fixtures.assertError(Status.Code.UNAUTHENTICATED, "KEY_REQUIRED", owner::rotateKey);
  }

  @Test
  void aRatedFindNeedsAKey() {
    assertFalse(client.hasKey());
    MountainGoatsException e = Fixtures.assertError(Status.Code.UNAUTHENTICATED, "KEY_REQUIRED", () -> client.findGame("", RATED_PAIR));
    assertTrue(e.getMessage().contains("withKey"), e.getMessage());
    // The server says so too, to a request that gets past the client.
    StatusRuntimeException raw = assertThrows(StatusRuntimeException.class,
        () -> client.stub().findGame(FindGameRequest.newBuilder().setOptions(RATED_PAIR).build()));
    MountainGoatsException server = MountainGoatsException.from(raw);
    assertTrue(server.is(Status.Code.UNAUTHENTICATED, "KEY_REQUIRED"), server.getMessage());
    IllegalArgumentException named = assertThrows(IllegalArgumentException.class,
        () -> client.withKey("mgk_x").findGame("someone", RATED_PAIR));
    assertTrue(named.getMessage().contains("display name"), named.getMessage());
  }

  @Test
  void aRatedGameMovesBothRatings() {
    List<AccountKey> accounts = List.of(createAccount("Rated A"), createAccount("Rated B"));
    List<CompletableFuture<Game>> playing = new ArrayList<>();
    for (AccountKey a : accounts) {
      playing.add(CompletableFuture.supplyAsync(
          () -> client.withKey(a.key()).findGame("", RATED_PAIR).play(Strategy.FIRST_LEGAL_MOVE), SeatClient.THREAD_PER_TASK));
    }
    List<Game> finals = playing.stream().map(CompletableFuture::join).toList();
    assertEquals(finals.get(0).getName(), finals.get(1).getName(), "the accounts sat at two tables");
    Game game = finals.get(0);
    assertEquals(GameStatus.GAME_STATUS_FINISHED, game.getStatus());
    assertTrue(game.getOptions().getRated());
    Map<String, String> seated = new HashMap<>();
    for (Seat s : game.getSeatsList()) {
      seated.put(s.getAccount(), s.getPlayerName());
    }
    for (AccountKey a : accounts) {
      assertEquals(a.account().getDisplayName(), seated.get(a.account().getName()), "seats " + seated);
      GetAccountResponse got = client.getAccount(a.account().getName());
      assertEquals(1, got.getAccount().getRatedGames(), got.toString());
      assertEquals(1, got.getHistoryCount(), got.toString());
      RatedGame h = got.getHistory(0);
      assertEquals(game.getName(), h.getGame());
      assertEquals(2, h.getPlayers());
    }
    // One a page: the stream pages.
    Set<String> listed = client.leaderboard(1, false).map(e -> e.getAccount().getName()).collect(Collectors.toSet());
    for (AccountKey a : accounts) {
      assertTrue(listed.contains(a.account().getName()), "the leaderboard lacks " + a.account().getName());
    }
  }

  /** Records the authorization header of every call, by method. */
  static final class Recorder implements ClientInterceptor {
    final ConcurrentLinkedQueue<Map.Entry<String, String>> calls = new ConcurrentLinkedQueue<>();

    @Override
    public <Q, R> ClientCall<Q, R> interceptCall(MethodDescriptor<Q, R> method, CallOptions options, Channel next) {
      return new ForwardingClientCall.SimpleForwardingClientCall<>(next.newCall(method, options)) {
        @Override
        public void start(Listener<R> listener, Metadata headers) {
          Iterable<String> auth = headers.getAll(SeatClient.AUTHORIZATION);
          calls.add(Map.entry(method.getBareMethodName(), auth == null ? "" : String.join(" + ", auth)));
          super.start(listener, headers);
        }
      };
    }

    Set<String> sent(String method) {
      return calls.stream().filter(c -> c.getKey().equals(method)).map(Map.Entry::getValue).collect(Collectors.toSet());
    }
  }

  @Test
  void theKeyGoesOnlyOnTheCallsMadeAsTheAccount() throws InterruptedException {
    AccountKey made = createAccount("Bearer");
    Recorder recorder = new Recorder();
    ManagedChannel channel = Grpc.newChannelBuilder(LiveServer.address(), InsecureChannelCredentials.create()).build();
    try {
      MountainGoatsClient me = MountainGoatsClient.withChannel(ClientInterceptors.intercept(channel, recorder)).withKey(made.key());
      // Options of this test alone, so that the table is its own; a house account takes the other seat.
      GameOptions options = RATED_PAIR.toBuilder().setBigMountain(true).build();
      SeatClient seat = me.findGame("", options, Duration.ofSeconds(1));
      Game game = seat.play(Strategy.FIRST_LEGAL_MOVE);
      assertEquals(GameStatus.GAME_STATUS_FINISHED, game.getStatus());
      assertEquals(made.account().getName(), game.getSeats(seat.seat()).getAccount());
      me.getGame(seat.gameName());
      String bearer = "Bearer " + made.key();
      assertEquals(Set.of(bearer), recorder.sent("FindGame"));
      assertEquals(Set.of("Bearer " + seat.token()), recorder.sent("WatchGame"));
      Set<String> moves = recorder.sent("SubmitMove");
      assertTrue(moves.isEmpty() || moves.equals(Set.of("Bearer " + seat.token())), "moves sent " + moves.size() + " other headers");
      assertEquals(Set.of(""), recorder.sent("GetGame"));
      for (Map.Entry<String, String> call : recorder.calls) {
        if (!call.getKey().equals("FindGame")) {
          assertFalse(call.getValue().contains(made.key()), call.getKey() + " carried the account key");
        }
      }
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  @Test
  void theKeyIsNotShown() {
    AccountKey made = createAccount("Secret");
    String key = made.key();
    MountainGoatsClient keyed = client.withKey(" " + key + "\n"); // trimmed: the revocation below works
    for (String shown : List.of(made.toString(), keyed.toString())) {
      assertFalse(shown.contains(key.substring(4)), "the key is shown: " + shown);
    }
    String mangled = key + "\u00e9";
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> client.withKey(mangled));
    assertFalse(bad.getMessage().contains(key.substring(4)), bad.getMessage());
    assertFalse(client.withKey("  ").hasKey(), "a blank key is none");
    keyed.revokeKey();
    MountainGoatsException e = Fixtures.assertError(Status.Code.UNAUTHENTICATED, "KEY_INVALID",
        () -> client.withKey(key).findGame("", RATED_PAIR));
    for (Throwable t = e; t != null; t = t.getCause()) {
      assertFalse(String.valueOf(t).contains(key.substring(4)), "the error shows the key: " + t);
    }
  }

  /**
   * The example bot takes its flags before or after the address, and says which seat it holds
   * before the rated game starts (it waits for the other account).
   */
  @Test
  void theExampleBotPlaysRated() throws IOException, InterruptedException {
    List<String> keys = List.of(createAccount("Env A").key(), createAccount("Env B").key());
    String java = ProcessHandle.current().info().command().orElse("java");
    List<List<String>> args = List.of(
        List.of(LiveServer.address(), "--rated", "--players", "2"), // the key from the environment
        List.of("--key", keys.get(1), "--rated", LiveServer.address())); // over the environment's
    List<Process> bots = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), "Bot"));
      command.addAll(args.get(i));
      ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
      pb.environment().put(MountainGoatsClient.KEY_ENV, keys.get(0));
      bots.add(pb.start());
    }
    Pattern joined = Pattern.compile("Env [AB] [0-9a-f]+ joined (games/\\S+) at seat [01]");
    Set<String> games = new HashSet<>();
    Set<String> standings = new HashSet<>();
    for (int i = 0; i < bots.size(); i++) {
      Process bot = bots.get(i);
      String out = new String(bot.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(bot.waitFor(90, TimeUnit.SECONDS), "bot " + i + " still running");
      assertEquals(0, bot.exitValue(), "bot " + i + ": " + out);
      String[] lines = out.split("\n", 2);
      Matcher m = joined.matcher(lines[0]);
      assertTrue(m.matches(), "bot " + i + " did not begin with \"NAME joined GAME at seat N\": " + out);
      games.add(m.group(1));
      assertTrue(lines.length == 2 && lines[1].startsWith("1. "), "bot " + i + " printed no standings: " + out);
      assertFalse(out.contains(keys.get(i).substring(4)), "bot " + i + " printed its key");
      standings.add(lines[1]);
    }
    assertEquals(1, games.size(), "the bots played two games: " + games);
    assertEquals(1, standings.size(), "the bots printed two standings: " + standings);
  }
}
