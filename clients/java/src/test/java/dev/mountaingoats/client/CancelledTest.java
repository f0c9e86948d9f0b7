package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mountaingoats.v1.Event;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameCancelled;
import dev.mountaingoats.v1.GameChange;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GameSnapshot;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.GetGameRequest;
import dev.mountaingoats.v1.GetGameResponse;
import dev.mountaingoats.v1.Seat;
import dev.mountaingoats.v1.WatchGameRequest;
import dev.mountaingoats.v1.WatchGameResponse;
import io.grpc.Grpc;
import io.grpc.InsecureServerCredentials;
import io.grpc.Server;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A game the server cancels (an open game nobody joined in time expires, docs/api.md) ends {@code
 * watch} and {@code play}, against a scripted server: the update that cancels it is the last one
 * passed on, and {@code play} returns the game, {@code GAME_STATUS_CANCELLED}, with no standings.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class CancelledTest {
  static final RetryPolicy FAST = new RetryPolicy(3, Duration.ofMillis(5), Duration.ofMillis(5));
  static final String NAME = "games/fake";

  final List<String> watches = new CopyOnWriteArrayList<>(); // resume_after of each watch; "-": none
  Server server;
  MountainGoatsClient client;

  static Game game(long version, GameStatus status) {
    return Game.newBuilder().setName(NAME).setVersion(version).setStatus(status)
        .addSeats(Seat.newBuilder().setIndex(0).setTaken(true).setPlayerName("duke"))
        .addSeats(Seat.newBuilder().setIndex(1)).build();
  }

  @BeforeEach
  void start() throws Exception {
    server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .addService(new GameServiceGrpc.GameServiceImplBase() {
          @Override
          public void watchGame(WatchGameRequest req, StreamObserver<WatchGameResponse> out) {
            watches.add(req.hasResumeAfter() ? Long.toString(req.getResumeAfter()) : "-");
            out.onNext(WatchGameResponse.newBuilder()
                .setSnapshot(GameSnapshot.newBuilder().setGame(game(2, GameStatus.GAME_STATUS_OPEN))).build());
            Event cancelled = Event.newBuilder()
                .setGameCancelled(GameCancelled.newBuilder().setReason("EXPIRED")).build();
            out.onNext(WatchGameResponse.newBuilder().setChange(GameChange.newBuilder().setVersion(3)
                .addEvents(cancelled).setGame(game(3, GameStatus.GAME_STATUS_CANCELLED))).build());
            // Never sent by a server: a client that reads it waited past the end.
            out.onNext(WatchGameResponse.newBuilder().setChange(GameChange.newBuilder().setVersion(4)
                .setGame(game(4, GameStatus.GAME_STATUS_OPEN))).build());
            out.onCompleted();
          }

          @Override
          public void getGame(GetGameRequest req, StreamObserver<GetGameResponse> out) {
            out.onNext(GetGameResponse.newBuilder().setGame(game(3, GameStatus.GAME_STATUS_CANCELLED)).build());
            out.onCompleted();
          }
        })
        .build()
        .start();
    client = MountainGoatsClient.connect("127.0.0.1:" + server.getPort()).withRetry(FAST);
  }

  @AfterEach
  void stop() {
    client.close();
    server.shutdownNow();
  }

  @Test
  void aCancelledGameEndsTheWatchAndPlay() throws Exception {
    List<String> seen = new ArrayList<>();
    try (GameWatch watch = client.watch(NAME)) {
      for (GameUpdate u : watch) {
        seen.add(u.version() + (u.cancelled() ? " cancelled" : ""));
        if (u.version() == 3) {
          assertTrue(u.over());
          assertFalse(u.finished(), "cancelled, not finished: no standings");
        }
      }
    }
    assertEquals(List.of("2", "3 cancelled"), seen);
    SeatClient seat = client.seat(NAME, 0, SeatClient.newSeatToken());
    Game last = seat.play((game, moves) -> {
      throw new AssertionError("a cancelled game has no turn to play");
    });
    assertEquals(3, last.getVersion());
    assertEquals(GameStatus.GAME_STATUS_CANCELLED, last.getStatus());
    assertTrue(Standings.format(last).contains("cancelled"), Standings.format(last));
    Game async = client.watchAsync(NAME, u -> {}).get(10, TimeUnit.SECONDS);
    assertEquals(GameStatus.GAME_STATUS_CANCELLED, async.getStatus());
    assertEquals(List.of("-", "-", "-"), watches, "one watch each, ended by the cancellation");
  }
}
