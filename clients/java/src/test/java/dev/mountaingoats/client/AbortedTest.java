package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Any;
import com.google.rpc.ErrorInfo;
import dev.mountaingoats.v1.Board;
import dev.mountaingoats.v1.CreateGameRequest;
import dev.mountaingoats.v1.CreateGameResponse;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameChange;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GameSnapshot;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.JoinGameRequest;
import dev.mountaingoats.v1.JoinGameResponse;
import dev.mountaingoats.v1.LegalMove;
import dev.mountaingoats.v1.Move;
import dev.mountaingoats.v1.SubmitMoveRequest;
import dev.mountaingoats.v1.SubmitMoveResponse;
import dev.mountaingoats.v1.WatchGameRequest;
import dev.mountaingoats.v1.WatchGameResponse;
import io.grpc.Grpc;
import io.grpc.InsecureServerCredentials;
import io.grpc.Server;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * ABORTED in the client contract (docs/clients.md, "Retries" and "Watching: resume and gaps"),
 * against a scripted server: {@code CONFLICT} is retried like UNAVAILABLE, with the same request,
 * for every call but CreateGame; a watch resumes after any ABORTED, after the last version seen, and
 * starts after the version it is given; after {@code HISTORY_LOST} it starts again from a snapshot
 * (no resume_after), and {@code play} plays again a turn it had played before the game went back.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class AbortedTest {
  static final RetryPolicy FAST = new RetryPolicy(5, Duration.ofMillis(5), Duration.ofMillis(5));
  static final String NAME = "games/fake";
  /**
   * How long a scripted stream waits for the client's move before it goes on without it (the test
   * then fails on the count of moves, not on a hang).
   */
  static final long MOVE_WAIT_SECONDS = 5;

  /** What the scripted server does with the n-th watch (from 1). */
  interface WatchScript {
    void watch(int n, WatchGameRequest req, StreamObserver<WatchGameResponse> out) throws InterruptedException;
  }

  final List<SubmitMoveRequest> submits = new CopyOnWriteArrayList<>();
  final List<JoinGameRequest> joins = new CopyOnWriteArrayList<>();
  final List<CreateGameRequest> creates = new CopyOnWriteArrayList<>();
  final List<String> watches = new CopyOnWriteArrayList<>(); // resume_after of each watch; "-": none
  final CountDownLatch[] moved = {new CountDownLatch(1), new CountDownLatch(1)};
  volatile int conflicts; // how many tries of SubmitMove and JoinGame lose a race first
  volatile WatchScript script;
  Server server;
  MountainGoatsClient client;

  /** The server's way to refuse: a code and an ErrorInfo with {@code reason}. */
  static StatusRuntimeException refusal(Status.Code code, String reason, String message) {
    ErrorInfo info = ErrorInfo.newBuilder().setReason(reason).setDomain(MountainGoatsException.DOMAIN).build();
    return StatusProto.toStatusRuntimeException(com.google.rpc.Status.newBuilder()
        .setCode(code.value()).setMessage(message).addDetails(Any.pack(info)).build());
  }

  static StatusRuntimeException conflict() {
    return refusal(Status.Code.ABORTED, "CONFLICT", "another server stored this version first");
  }

  static Game game(long v, int seat, boolean finished) {
    return Game.newBuilder().setName(NAME).setVersion(v)
        .setStatus(finished ? GameStatus.GAME_STATUS_FINISHED : GameStatus.GAME_STATUS_PLAYING)
        .setBoard(Board.newBuilder().setCurrentSeat(seat)).build();
  }

  /** A snapshot at {@code v} with {@code seat} to move; seat 0 gets a legal move. */
  static WatchGameResponse snapshot(long v, int seat) {
    GameSnapshot.Builder s = GameSnapshot.newBuilder().setGame(game(v, seat, false));
    if (seat == 0) {
      s.addLegalMoves(LegalMove.newBuilder().setMove(Move.getDefaultInstance()));
    }
    return WatchGameResponse.newBuilder().setSnapshot(s).build();
  }

  static WatchGameResponse change(long v, boolean finished) {
    return WatchGameResponse.newBuilder().setChange(GameChange.newBuilder().setVersion(v).setGame(game(v, 1, finished))).build();
  }

  @BeforeEach
  void start() throws Exception {
    server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .addService(new GameServiceGrpc.GameServiceImplBase() {
          @Override
          public void submitMove(SubmitMoveRequest req, StreamObserver<SubmitMoveResponse> out) {
            submits.add(req);
            if (submits.size() <= conflicts) {
              out.onError(conflict());
              return;
            }
            if (submits.size() <= moved.length) {
              moved[submits.size() - 1].countDown();
            }
            out.onNext(SubmitMoveResponse.newBuilder().setGame(game(req.getExpectedVersion() + 1, 1, false)).build());
            out.onCompleted();
          }

          @Override
          public void joinGame(JoinGameRequest req, StreamObserver<JoinGameResponse> out) {
            joins.add(req);
            if (joins.size() <= conflicts) {
              out.onError(conflict());
              return;
            }
            out.onNext(JoinGameResponse.newBuilder().setGame(game(1, 1, false)).setSeat(0).setSeatToken(req.getSeatToken()).build());
            out.onCompleted();
          }

          @Override
          public void createGame(CreateGameRequest req, StreamObserver<CreateGameResponse> out) {
            creates.add(req);
            out.onError(conflict());
          }

          @Override
          public void watchGame(WatchGameRequest req, StreamObserver<WatchGameResponse> out) {
            watches.add(req.hasResumeAfter() ? Long.toString(req.getResumeAfter()) : "-");
            try {
              script.watch(watches.size(), req, out);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              out.onError(Status.CANCELLED.asRuntimeException());
            }
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

  /** "snapshot N" or "change N" for each update of {@code watch}. */
  static List<String> seen(GameWatch watch) {
    List<String> seen = new ArrayList<>();
    try (watch) {
      for (GameUpdate u : watch) {
        seen.add((u.snapshot() ? "snapshot " : "change ") + u.version());
      }
    }
    return seen;
  }

  @Test
  void whatIsRetriedAfterAborted() {
    assertTrue(RetryPolicy.retryable(conflict(), true));
    assertFalse(RetryPolicy.retryable(conflict(), false), "CreateGame");
    StatusRuntimeException lost = refusal(Status.Code.ABORTED, "HISTORY_LOST", "lost");
    assertFalse(RetryPolicy.retryable(lost, true), "the game is to be fetched again first");
    assertTrue(MountainGoatsException.from(lost).historyLost());
    assertFalse(MountainGoatsException.from(conflict()).historyLost());
  }

  @Test
  void conflictIsRetriedWithTheSameRequestButNotForCreateGame() {
    conflicts = 2;
    SeatClient seat = client.joinGame(NAME, "joiner");
    assertEquals(5, seat.submitMove(Move.getDefaultInstance(), 4).getGame().getVersion());
    Fixtures.assertError(Status.Code.ABORTED, "CONFLICT",
        () -> client.createGame(GameOptions.newBuilder().setPlayers(2).build()));
    assertEquals(3, submits.size(), "two CONFLICTs, then the answer");
    assertEquals(3, joins.size(), "two CONFLICTs, then the answer");
    for (int i = 0; i < 3; i++) {
      assertEquals(submits.get(0), submits.get(i), "a retry changed the move (its request id)");
      assertEquals(joins.get(0), joins.get(i), "a retry changed the join (its token, its dice)");
    }
    assertEquals(seat.token(), joins.get(0).getSeatToken());
    assertEquals(1, creates.size(), "CreateGame is not retried after CONFLICT");
  }

  @Test
  void aWatchResumesAfterAnyAborted() {
    script = (n, req, out) -> {
      switch (n) {
        case 1 -> {
          out.onNext(snapshot(1, 1));
          out.onNext(change(2, false));
          out.onError(refusal(Status.Code.ABORTED, "A_REASON_FROM_THE_FUTURE", "the stream was aborted"));
        }
        case 2 -> {
          out.onNext(change(req.getResumeAfter() + 1, false));
          out.onError(conflict());
        }
        default -> {
          out.onNext(change(4, true));
          out.onCompleted();
        }
      }
    };
    assertEquals(List.of("snapshot 1", "change 2", "change 3", "change 4"), seen(client.watch(NAME)));
    assertEquals(List.of("-", "2", "3"), watches);
  }

  @Test
  void aWatchStartsAgainFromASnapshotAfterHistoryLost() {
    // Versions 3 to 5 sent, then the database lost version 5; opened again, the game is as the
    // database holds it (4), and goes on (another 5, then 6).
    script = (n, req, out) -> {
      if (n == 1) {
        out.onNext(snapshot(3, 1));
        out.onNext(change(4, false));
        out.onNext(change(5, false));
        out.onError(refusal(Status.Code.ABORTED, "HISTORY_LOST", "the database lost versions 5 to 5"));
      } else if (req.hasResumeAfter()) {
        // What a server would answer a watcher that kept its last version.
        out.onError(refusal(Status.Code.INVALID_ARGUMENT, "INVALID_RESUME_AFTER", "resume_after is past the game's version"));
      } else {
        out.onNext(snapshot(4, 1));
        out.onNext(change(5, false));
        out.onNext(change(6, true));
        out.onCompleted();
      }
    };
    assertEquals(List.of("snapshot 3", "change 4", "change 5", "snapshot 4", "change 5", "change 6"), seen(client.watch(NAME)));
    assertEquals(List.of("-", "-"), watches);
  }

  @Test
  void aWatchStartsAfterTheVersionItIsGiven() {
    // Resumed, the scripted server sends from the version asked for, repeating it (a duplicate to
    // skip), up to 4.
    script = (n, req, out) -> {
      if (!req.hasResumeAfter()) {
        out.onNext(snapshot(4, 1));
      } else {
        for (long v = req.getResumeAfter(); v <= 4; v++) {
          out.onNext(change(v, v == 4));
        }
      }
      out.onCompleted();
    };
    assertEquals(List.of("change 3", "change 4"), seen(client.watch(NAME, 2)));
    assertEquals(List.of("change 1", "change 2", "change 3", "change 4"), seen(client.watch(NAME, 0)), "0: from the creation");
    assertEquals(List.of("change 4"), seen(client.seat(NAME, 0, SeatClient.newSeatToken()).watch(3)));
    assertEquals(List.of("2", "0", "3"), watches);
  }

  @Test
  void playPlaysAgainATurnTheDatabaseLost() {
    // Seat 0 is to move at version 5. Once it has moved, the database loses that move
    // (HISTORY_LOST) and the game is at version 5 again, seat 0 to move: the seat must play that
    // turn again. The game ends after it.
    script = (n, req, out) -> {
      out.onNext(snapshot(5, 0));
      moved[Math.min(n, 2) - 1].await(MOVE_WAIT_SECONDS, TimeUnit.SECONDS);
      if (n == 1) {
        out.onError(refusal(Status.Code.ABORTED, "HISTORY_LOST", "the database lost versions 6 to 6"));
        return;
      }
      out.onNext(change(6, true));
      out.onCompleted();
    };
    Game end = client.seat(NAME, 0, SeatClient.newSeatToken()).play(Strategy.FIRST_LEGAL_MOVE);
    assertEquals(6, end.getVersion());
    assertEquals(GameStatus.GAME_STATUS_FINISHED, end.getStatus());
    assertEquals(List.of("-", "-"), watches);
    assertEquals(List.of(5L, 5L), submits.stream().map(SubmitMoveRequest::getExpectedVersion).toList(),
        "the turn the database lost is played again");
    assertNotEquals(submits.get(0).getRequestId(), submits.get(1).getRequestId());
  }
}
