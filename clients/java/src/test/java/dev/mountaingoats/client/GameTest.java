package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mountaingoats.v1.DiceSource;
import dev.mountaingoats.v1.Event;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.LegalMove;
import dev.mountaingoats.v1.Move;
import dev.mountaingoats.v1.Seat;
import io.grpc.Status;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/** Creating, joining, playing and watching games on the live server. */
@ExtendWith(LiveServer.class)
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class GameTest {
  static MountainGoatsClient client;
  static ExecutorService pool;

  @BeforeAll
  static void connect() {
    client = MountainGoatsClient.connect(LiveServer.address());
    pool = Executors.newCachedThreadPool();
  }

  @AfterAll
  static void close() {
    pool.shutdownNow();
    client.close();
  }

  static final Strategy GREEDY = (game, moves) -> moves.stream()
      .max(Comparator.comparingInt((LegalMove m) -> Strategy.tokensTaken(m.getEventsList())))
      .orElseThrow().getMove();

  @Test
  void createGame() {
    byte[] seed = Fixtures.newSeed();
    Game g = client.createGame(GameOptions.newBuilder().setPlayers(3).setBigMountain(true).setFirstSeat(1).build(), seed);
    assertEquals(GameStatus.GAME_STATUS_OPEN, g.getStatus());
    assertEquals(1, g.getVersion());
    assertEquals(3, g.getSeatsCount());
    assertTrue(g.getName().startsWith("games/") && g.getName().length() > "games/".length(), g.getName());
    assertEquals(Dice.commitment(seed), g.getSeedSha256());
    assertTrue(g.getSeed().isEmpty(), "the seed is revealed before the end");
    assertTrue(g.getOptions().getBigMountain());
    assertEquals(1, g.getOptions().getFirstSeat());
    assertEquals(g.getName(), client.getGame(g.getName()).getName());
    // Without a first seat, the server draws it from the seed.
    Game drawn = client.createGame(GameOptions.newBuilder().setPlayers(4).build(), seed);
    assertEquals(Dice.firstSeat(seed, 4), drawn.getOptions().getFirstSeat());
  }

  @Test
  void joinGame() {
    Game g = Fixtures.createGame(client, 2);
    SeatClient a = client.joinGame(g.getName(), "alice", 1);
    assertEquals(1, a.seat());
    assertFalse(a.token().isEmpty());
    assertEquals(2, a.joinedGame().getVersion());
    assertEquals(GameStatus.GAME_STATUS_OPEN, a.joinedGame().getStatus());
    assertEquals("alice", a.joinedGame().getSeats(1).getPlayerName());
    Fixtures.assertError(Status.Code.ALREADY_EXISTS, "SEAT_TAKEN", () -> client.joinGame(g.getName(), "mallory", 1));
    SeatClient b = client.joinGame(g.getName(), "bob");
    assertEquals(0, b.seat());
    assertNotEquals(a.token(), b.token());
    Game started = b.joinedGame();
    assertEquals(GameStatus.GAME_STATUS_PLAYING, started.getStatus());
    assertEquals(3, started.getVersion());
    assertEquals(4, started.getBoard().getRoll().getDiceCount());
    Fixtures.assertError(Status.Code.FAILED_PRECONDITION, "GAME_FULL", () -> client.joinGame(g.getName(), "carol"));
  }

  @Test
  void joinRetryWithSameSeatToken() {
    Game g = Fixtures.createGame(client, 2);
    String token = SeatClient.newSeatToken();
    SeatClient a = client.joinGame(g.getName(), "alice", token);
    // The same join again, as after a lost answer: the same seat, not another.
    SeatClient b = client.joinGame(g.getName(), "alice", token);
    assertEquals(a.seat(), b.seat());
    assertEquals(token, a.token());
    assertEquals(token, b.token());
    Game after = client.getGame(g.getName());
    assertEquals(1, after.getSeatsList().stream().filter(Seat::getTaken).count());
    assertEquals(GameStatus.GAME_STATUS_OPEN, after.getStatus());
    assertEquals(2, after.getVersion());
    Fixtures.assertError(Status.Code.INVALID_ARGUMENT, "INVALID_SEAT_TOKEN", () -> client.joinGame(g.getName(), "bob", "short"));
  }

  /** Plays every seat concurrently with the wrapper's play(). */
  List<Game> playAll(List<SeatClient> seats, Strategy strategy) throws Exception {
    List<Future<Game>> futures = new ArrayList<>();
    for (SeatClient s : seats) {
      futures.add(pool.submit(() -> s.play(strategy)));
    }
    List<Game> finals = new ArrayList<>();
    for (Future<Game> f : futures) {
      finals.add(f.get(100, TimeUnit.SECONDS));
    }
    return finals;
  }

  @Test
  void fullGameOfBots() throws Exception {
    List<SeatClient> seats = Fixtures.startedGame(client, 3);
    List<Game> finals = playAll(seats, GREEDY);
    for (Game f : finals) {
      Fixtures.assertFinished(f, 3);
    }
    Game g = client.getGame(seats.get(0).gameName());
    Fixtures.assertFinished(g, 3);
    assertEquals(finals.get(0).getVersion(), g.getVersion());
    // A watch of a finished game: a snapshot of the end, then the stream ends.
    try (GameWatch w = client.watch(g.getName())) {
      List<GameUpdate> updates = w.stream().toList();
      assertEquals(1, updates.size());
      assertTrue(updates.get(0).snapshot() && updates.get(0).finished());
    }
  }

  @Test
  void watchFromFirstToLastVersion() throws Exception {
    Game g = Fixtures.createGame(client, 2);
    CountDownLatch snapshotSeen = new CountDownLatch(1);
    Future<List<GameUpdate>> watched = pool.submit(() -> {
      List<GameUpdate> updates = new ArrayList<>();
      try (GameWatch w = client.watch(g.getName())) {
        for (GameUpdate u : w) {
          updates.add(u);
          snapshotSeen.countDown();
        }
      }
      return updates;
    });
    assertTrue(snapshotSeen.await(30, TimeUnit.SECONDS));
    List<SeatClient> seats = List.of(client.joinGame(g.getName(), "java-a"), client.joinGame(g.getName(), "java-b"));
    List<Game> finals = playAll(seats, Strategy.FIRST_LEGAL_MOVE);
    List<GameUpdate> updates = watched.get(60, TimeUnit.SECONDS);

    assertTrue(updates.size() >= 4);
    assertTrue(updates.get(0).snapshot());
    assertEquals(1, updates.get(0).version());
    for (int i = 1; i < updates.size(); i++) {
      GameUpdate u = updates.get(i);
      assertFalse(u.snapshot(), "update " + i);
      assertEquals(i + 1, u.version(), "a gap before update " + i);
      assertEquals(u.version(), u.game().getVersion());
      assertFalse(u.events().isEmpty());
    }
    GameUpdate last = updates.get(updates.size() - 1);
    assertTrue(last.finished());
    assertEquals(finals.get(0).getVersion(), last.version());
    assertTrue(last.events().get(last.events().size() - 1).hasGameOver());

    // Every roll seen, re-derived from the revealed seed.
    List<Event> events = new ArrayList<>();
    updates.forEach(u -> events.addAll(u.events()));
    var rolls = Dice.diceRolls(events);
    assertFalse(rolls.isEmpty());
    for (int i = 0; i < rolls.size(); i++) {
      assertEquals(i, rolls.get(i).getTurn());
    }
    Dice.verify(last.game(), rolls);
  }

  @Test
  void diceContributionsAreMixedIntoAServerDrawnSeed() throws Exception {
    // No seed: the server draws one, and the players' contributions are mixed in.
    Game g = client.createGame(GameOptions.newBuilder().setPlayers(2).build());
    assertEquals(DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS, g.getDiceSource());
    assertFalse(g.getOptions().hasFirstSeat(), "the first seat is drawn when the game starts");
    Fixtures.assertError(Status.Code.INVALID_ARGUMENT, "INVALID_DICE_CONTRIBUTION",
        () -> client.joinGame(g.getName(), "java-short", null, null, new byte[3]));
    CountDownLatch snapshotSeen = new CountDownLatch(1);
    Future<List<GameUpdate>> watched = pool.submit(() -> {
      List<GameUpdate> updates = new ArrayList<>();
      try (GameWatch w = client.watch(g.getName())) {
        for (GameUpdate u : w) {
          updates.add(u);
          snapshotSeen.countDown();
        }
      }
      return updates;
    });
    assertTrue(snapshotSeen.await(30, TimeUnit.SECONDS));
    // By default 32 random bytes; the other seat sends none.
    SeatClient a = client.joinGame(g.getName(), "java-a", 0);
    SeatClient b = client.joinGame(g.getName(), "java-b", 1, null, new byte[0]);
    Game started = b.joinedGame();
    assertEquals(32, started.getSeats(0).getDiceContribution().size());
    assertTrue(started.getSeats(1).getDiceContribution().isEmpty());
    assertTrue(Dice.describe(started).contains("(1 of 2 seated players contributed)"), Dice.describe(started));
    List<Game> finals = playAll(List.of(a, b), Strategy.FIRST_LEGAL_MOVE);
    List<GameUpdate> updates = watched.get(60, TimeUnit.SECONDS);
    Game last = updates.get(updates.size() - 1).game();
    assertEquals(finals.get(0).getVersion(), last.getVersion());
    List<Event> events = new ArrayList<>();
    updates.forEach(u -> events.addAll(u.events()));
    var rolls = Dice.diceRolls(events);
    assertFalse(rolls.isEmpty());
    Dice.verify(last, rolls);
    // The seed alone does not give these dice.
    assertThrows(Dice.MismatchException.class,
        () -> Dice.verify(last.getSeed().toByteArray(), last.getSeedSha256(), rolls));
    assertEquals(Dice.firstSeat(Dice.diceSeed(last), 2), last.getOptions().getFirstSeat());
  }

  @Test
  void watchAndPlayResumeAfterDroppedConnections() throws Exception {
    try (TcpProxy proxy = new TcpProxy(LiveServer.address());
        MountainGoatsClient flaky = MountainGoatsClient.connect(proxy.address())) {
      Game g = Fixtures.createGame(client, 2);
      SeatClient a = flaky.joinGame(g.getName(), "java-flaky");
      SeatClient b = client.joinGame(g.getName(), "java-steady");
      Future<List<GameUpdate>> watched = pool.submit(() -> {
        try (GameWatch w = flaky.watch(g.getName())) {
          return w.stream().toList();
        }
      });
      // Drop every connection through the proxy on a few of a's moves.
      AtomicInteger moves = new AtomicInteger();
      AtomicInteger drops = new AtomicInteger();
      Strategy dropping = (game, legal) -> {
        if (moves.incrementAndGet() % 3 == 0 && drops.get() < 5) {
          drops.incrementAndGet();
          proxy.dropAll();
        }
        return GREEDY.choose(game, legal);
      };
      Future<Game> fa = pool.submit(() -> a.play(dropping));
      Future<Game> fb = pool.submit(() -> b.play(GREEDY));
      Game finalA = fa.get(100, TimeUnit.SECONDS);
      Game finalB = fb.get(100, TimeUnit.SECONDS);
      Fixtures.assertFinished(finalA, 2);
      assertTrue(drops.get() > 0, "no connection was dropped in " + moves.get() + " moves");
      List<GameUpdate> updates = watched.get(60, TimeUnit.SECONDS);
      for (int i = 1; i < updates.size(); i++) {
        assertEquals(updates.get(i - 1).version() + 1, updates.get(i).version(), "a gap in the resumed watch");
      }
      GameUpdate last = updates.get(updates.size() - 1);
      assertTrue(last.finished());
      assertEquals(finalB.getVersion(), last.version());
    }
  }

  @Test
  void requestIdRetryPlaysOnce() {
    List<SeatClient> seats = Fixtures.startedGame(client, 2);
    String name = seats.get(0).gameName();
    var legal = client.legalMoves(name);
    SeatClient mover = seats.get(legal.getSeat());
    Move move = legal.getLegalMoves(0).getMove();
    long version = legal.getVersion();
    Fixtures.assertError(Status.Code.FAILED_PRECONDITION, "STALE_VERSION", () -> mover.submitMove(move, version - 1));
    String id = SeatClient.newRequestId();
    var first = mover.submitMove(move, version, id);
    var again = mover.submitMove(move, version, id);
    assertEquals(version + 1, first.getGame().getVersion());
    assertEquals(first.getGame().getVersion(), again.getGame().getVersion());
  }

  static GameUpdate firstUpdate(GameWatch watch) {
    try (watch) {
      assertTrue(watch.hasNext(), "the watch ended without an update");
      return watch.next();
    }
  }

  @Test
  void seatWatchCarriesLegalMoves() {
    List<SeatClient> seats = Fixtures.startedGame(client, 2);
    Game g = client.getGame(seats.get(0).gameName());
    int current = g.getBoard().getCurrentSeat();
    GameUpdate mine = firstUpdate(seats.get(current).watch());
    assertTrue(mine.snapshot());
    assertEquals(g.getVersion(), mine.version());
    assertFalse(mine.legalMoves().isEmpty(), "the seat to move got no legal moves");
    assertEquals(client.legalMoves(g.getName()).getLegalMovesCount(), mine.legalMoves().size());
    assertTrue(firstUpdate(seats.get(1 - current).watch()).legalMoves().isEmpty(), "the seat not to move got legal moves");
    assertTrue(firstUpdate(client.watch(g.getName())).legalMoves().isEmpty(), "an anonymous watcher got legal moves");
  }

  @Test
  void playAsyncAndWatchAsync() throws Exception {
    Game g = Fixtures.createGame(client, 2);
    List<GameUpdate> updates = new java.util.concurrent.CopyOnWriteArrayList<>();
    java.util.concurrent.CompletableFuture<Game> watched = client.watchAsync(g.getName(), updates::add);
    List<java.util.concurrent.CompletableFuture<Game>> playing = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      playing.add(client.joinGame(g.getName(), "async-" + i).playAsync(GREEDY));
    }
    Game finished = watched.get(90, TimeUnit.SECONDS);
    for (java.util.concurrent.CompletableFuture<Game> p : playing) {
      assertEquals(finished.getVersion(), p.get(90, TimeUnit.SECONDS).getVersion());
    }
    Fixtures.assertFinished(finished, 2);
    assertTrue(updates.get(0).snapshot());
    for (int i = 0; i < updates.size(); i++) {
      assertEquals(updates.get(0).version() + i, updates.get(i).version(), "a gap or a repeat in the watch");
    }
    assertEquals(finished.getVersion(), updates.get(updates.size() - 1).version());
  }

  @Test
  void cancellingPlayAsyncStopsIt() throws Exception {
    List<SeatClient> seats = Fixtures.startedGame(client, 2);
    java.util.concurrent.CompletableFuture<Game> one = seats.get(0).playAsync(GREEDY);
    assertTrue(one.cancel(true));
    assertTrue(one.isCancelled());
    // The other seat cannot finish alone; the game is still on.
    assertEquals(GameStatus.GAME_STATUS_PLAYING, client.getGame(seats.get(0).gameName()).getStatus());
  }

  @Test
  void listGamesAndPreviewMove() {
    List<SeatClient> seats = Fixtures.startedGame(client, 2);
    String name = seats.get(0).gameName();
    assertTrue(client.listGames(GameStatus.GAME_STATUS_PLAYING, 2).anyMatch(x -> x.getName().equals(name)));
    assertTrue(client.listGames(GameStatus.GAME_STATUS_PLAYING, 2).limit(5).allMatch(x -> x.getStatus() == GameStatus.GAME_STATUS_PLAYING));
    Game g = client.getGame(name);
    var moves = client.listLegalMoves(name);
    assertEquals(g.getVersion(), moves.getVersion());
    var preview = client.previewMove(name, moves.getLegalMoves(0).getMove());
    assertEquals(moves.getLegalMoves(0).getEventsList(), preview.getEventsList());
    assertEquals(g.getVersion(), client.getGame(name).getVersion());
  }
}
