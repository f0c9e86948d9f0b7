package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import dev.mountaingoats.v1.HouseSeat;
import dev.mountaingoats.v1.WatchGameRequest;
import dev.mountaingoats.v1.WatchGameResponse;
import io.grpc.Grpc;
import io.grpc.InsecureServerCredentials;
import io.grpc.Server;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The client contract of docs/clients.md where a real server cannot show it: a gap in a watch
 * stream, and the retries of a failing call, against a fake GameService.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class ContractTest {
  static final RetryPolicy FAST = new RetryPolicy(10, Duration.ofMillis(5), Duration.ofMillis(20));
  static final List<Long> watches = new CopyOnWriteArrayList<>(); // resume_after asked; -1: none
  static final AtomicInteger gets = new AtomicInteger();
  static final List<FindGameRequest> finds = new CopyOnWriteArrayList<>();
  static final List<CreateGameRequest> creates = new CopyOnWriteArrayList<>();
  static Server server;
  static String address;

  static Game game(long v) {
    return Game.newBuilder().setName("games/fake").setVersion(v)
        .setStatus(v == 4 ? GameStatus.GAME_STATUS_FINISHED : GameStatus.GAME_STATUS_PLAYING).build();
  }

  static WatchGameResponse change(long v) {
    return WatchGameResponse.newBuilder().setChange(GameChange.newBuilder().setVersion(v).setGame(game(v))).build();
  }

  @BeforeAll
  static void start() throws Exception {
    server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .addService(new GameServiceGrpc.GameServiceImplBase() {
          // Versions 1 (snapshot), 2, then 4: a gap. Resumed, it sends from the version asked for,
          // repeating it (a duplicate the client must skip).
          @Override
          public void watchGame(WatchGameRequest req, StreamObserver<WatchGameResponse> out) {
            watches.add(req.hasResumeAfter() ? req.getResumeAfter() : -1L);
            if (!req.hasResumeAfter()) {
              out.onNext(WatchGameResponse.newBuilder().setSnapshot(GameSnapshot.newBuilder().setGame(game(1))).build());
              out.onNext(change(2));
              out.onNext(change(4));
            } else {
              for (long v = req.getResumeAfter(); v <= 4; v++) {
                out.onNext(change(v));
              }
            }
            out.onCompleted();
          }

          // Fails twice as a restarting server would, then answers; every request is kept.
          @Override
          public void findGame(FindGameRequest req, StreamObserver<FindGameResponse> out) {
            finds.add(req);
            if (finds.size() % 3 != 0) {
              out.onError(Status.UNAVAILABLE.withDescription("restarting").asRuntimeException());
              return;
            }
            out.onNext(FindGameResponse.newBuilder().setGame(Game.newBuilder().setName("games/found"))
                .setSeat(1).setSeatToken(req.getSeatToken()).build());
            out.onCompleted();
          }

          // Always UNAVAILABLE: the client must not send it again.
          @Override
          public void createGame(CreateGameRequest req, StreamObserver<CreateGameResponse> out) {
            creates.add(req);
            out.onError(Status.UNAVAILABLE.withDescription("restarting").asRuntimeException());
          }

          // Fails twice as a restarting server would, then answers.
          @Override
          public void getGame(GetGameRequest req, StreamObserver<GetGameResponse> out) {
            if (gets.incrementAndGet() % 3 != 0) {
              out.onError(Status.UNAVAILABLE.withDescription("try again").asRuntimeException());
              return;
            }
            out.onNext(GetGameResponse.newBuilder().setGame(game(9)).build());
            out.onCompleted();
          }
        })
        .build()
        .start();
    address = "127.0.0.1:" + server.getPort();
  }

  @AfterAll
  static void stop() {
    server.shutdownNow();
  }

  @Test
  void aGapInAWatchStreamResumesAfterTheLastVersion() {
    watches.clear();
    List<String> seen = new ArrayList<>();
    try (MountainGoatsClient client = MountainGoatsClient.connect(address).withRetry(FAST);
        GameWatch watch = client.watch("games/fake")) {
      for (GameUpdate u : watch) {
        seen.add((u.snapshot() ? "snapshot " : "change ") + u.version());
      }
    }
    assertEquals(List.of("snapshot 1", "change 2", "change 3", "change 4"), seen);
    assertEquals(List.of(-1L, 2L), watches);
  }

  @Test
  void findIsRetriedWithTheSameTokenAndDiceCreateIsNotRetried() {
    finds.clear();
    creates.clear();
    try (MountainGoatsClient connection = MountainGoatsClient.connect(address)) {
      MountainGoatsClient client = connection.withRetry(FAST);
      SeatClient seat = client.findGame("java", GameOptions.newBuilder().setPlayers(2).build(),
          Duration.ofMillis(1500), "expert");
      assertEquals(3, finds.size(), "two UNAVAILABLE, then the answer");
      FindGameRequest first = finds.get(0);
      assertEquals(64, first.getSeatToken().length(), "a seat token drawn by the client");
      assertEquals(32, first.getDiceContribution().size(), "a dice contribution drawn by the client");
      assertEquals(2, first.getHouseFillSeconds(), "1.5 s rounded up");
      assertEquals("expert", first.getHouseStrategy());
      assertEquals("java", first.getPlayerName());
      for (FindGameRequest retry : finds) {
        assertEquals(first.getSeatToken(), retry.getSeatToken(), "a retry sends the same token");
        assertEquals(first.getDiceContribution(), retry.getDiceContribution(), "a retry sends the same dice");
      }
      assertEquals("games/found", seat.gameName());
      assertEquals(1, seat.seat());
      assertEquals(first.getSeatToken(), seat.token());

      Fixtures.assertCode(Status.Code.UNAVAILABLE,
          () -> client.createGame(GameOptions.newBuilder().setPlayers(2).build(), Map.of(1, "greedy")));
      assertEquals(1, creates.size(), "CreateGame is not sent again after UNAVAILABLE");
      assertEquals(List.of(HouseSeat.newBuilder().setSeat(1).setStrategy("greedy").build()), creates.get(0).getHouseSeatsList());
    }
  }

  @Test
  void houseFillIsRoundedUpToWholeSeconds() {
    assertEquals(1, MountainGoatsClient.wholeSeconds(Duration.ofSeconds(1)));
    assertEquals(2, MountainGoatsClient.wholeSeconds(Duration.ofMillis(1001)));
    assertEquals(0, MountainGoatsClient.wholeSeconds(Duration.ZERO));
    assertEquals(0, MountainGoatsClient.wholeSeconds(Duration.ofSeconds(-5)));
    assertEquals(-1, MountainGoatsClient.wholeSeconds(Duration.ofDays(100_000)), "2^32 - 1 as a uint32");
  }

  @Test
  void unavailableIsRetriedThenGivenUp() {
    MountainGoatsClient client = MountainGoatsClient.connect(address);
    try {
      gets.set(0);
      assertEquals(9, client.withRetry(FAST).getGame("games/fake").getVersion());
      assertEquals(3, gets.get());
      gets.set(0);
      RetryPolicy two = new RetryPolicy(2, Duration.ofMillis(1), Duration.ofMillis(1));
      Fixtures.assertCode(Status.Code.UNAVAILABLE, () -> client.withRetry(two).getGame("games/fake"));
      assertEquals(2, gets.get());
    } finally {
      client.close();
    }
  }

  @Test
  void whatIsRetriedAndWhatIsOvertaken() {
    assertTrue(RetryPolicy.retryable(Status.UNAVAILABLE.asRuntimeException(), true));
    assertFalse(RetryPolicy.retryable(Status.UNAVAILABLE.asRuntimeException(), false));
    assertFalse(RetryPolicy.retryable(Status.FAILED_PRECONDITION.asRuntimeException(), true));
    assertTrue(error(Status.Code.FAILED_PRECONDITION, "STALE_VERSION").overtaken());
    assertTrue(error(Status.Code.FAILED_PRECONDITION, "NOT_YOUR_TURN").overtaken());
    assertFalse(error(Status.Code.FAILED_PRECONDITION, "DICE_LEFT_OUT").overtaken());
    assertEquals(10, RetryPolicy.DEFAULT.attempts());
    for (int attempt = 1; attempt <= 11; attempt++) {
      long base = Math.min(2000, 100L << (attempt - 1));
      Set<Duration> seen = new HashSet<>();
      for (int i = 0; i < 20; i++) {
        Duration d = RetryPolicy.DEFAULT.delay(attempt);
        assertTrue(d.toNanos() >= base * 500_000L && d.toNanos() < base * 1_000_000L, "attempt " + attempt + ": " + d);
        seen.add(d);
      }
      assertTrue(seen.size() > 1, "no jitter");
    }
  }

  static MountainGoatsException error(Status.Code code, String reason) {
    return new MountainGoatsException(Status.fromCode(code), reason, MountainGoatsException.DOMAIN, java.util.Map.of(), null);
  }
}
