package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.Seat;
import dev.mountaingoats.v1.Standing;
import io.grpc.Status;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/** House seats, matchmaking and the standings as text, on the live server. */
@ExtendWith(LiveServer.class)
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class HouseTest {
  static final Pattern STANDING_LINE = Pattern.compile("[1-9]\\d*\\. .+ \\(seat \\d+\\): \\d+ points");
  static MountainGoatsClient client;

  @BeforeAll
  static void connect() {
    client = MountainGoatsClient.connect(LiveServer.address());
  }

  @AfterAll
  static void close() {
    client.close();
  }

  /** Standings.format of a finished game: a line per seat, best first, names and points. */
  static void assertStandingsText(Game finished) {
    String text = Standings.format(finished);
    assertTrue(text.endsWith("\n"), text);
    List<String> lines = text.lines().toList();
    assertEquals(finished.getSeatsCount(), lines.size(), text);
    for (String line : lines) {
      assertTrue(STANDING_LINE.matcher(line).matches(), "not `RANK. NAME (seat N): P points`: " + line);
    }
    assertTrue(lines.get(0).startsWith("1. "), text);
    for (Standing s : finished.getBoard().getResult().getStandingsList()) {
      String name = finished.getSeats(s.getSeat()).getPlayerName();
      assertTrue(text.contains(name + " (seat " + s.getSeat() + "): " + s.getScore() + " points"), text);
    }
  }

  @Test
  void aGameWithHouseSeatsFinishesWhenTheOneHumanSeatPlays() {
    Game game = client.createGame(GameOptions.newBuilder().setPlayers(3).build(), Fixtures.newSeed(),
        Map.of(2, "random", 1, "greedy"));
    assertEquals(GameStatus.GAME_STATUS_OPEN, game.getStatus());
    List<String> strategies = game.getSeatsList().stream().map(Seat::getHouseStrategy).toList();
    assertEquals(List.of("", "greedy", "random"), strategies);
    assertTrue(game.getSeats(1).getTaken() && game.getSeats(2).getTaken() && !game.getSeats(0).getTaken());
    assertEquals("", Standings.format(game), "an open game has no standings");

    SeatClient seat = client.joinGame(game.getName(), "java-human");
    assertEquals(0, seat.seat(), "the only free seat");
    Game finished = seat.play(GameTest.GREEDY);
    Fixtures.assertFinished(finished, 3);
    assertEquals("java-human", finished.getSeats(0).getPlayerName());
    assertEquals("greedy", finished.getSeats(1).getHouseStrategy());
    assertStandingsText(finished);
  }

  @Test
  void findWithHouseFillFinishes() {
    // Options of this test alone, so that matchmaking gives it a game of its own.
    GameOptions options = GameOptions.newBuilder().setPlayers(4).setAllowDecliningGroups(true).build();
    long start = System.nanoTime();
    SeatClient seat = client.findGame("java-finder", options, Duration.ofSeconds(1), "random");
    assertTrue(seat.gameName().startsWith("games/"), seat.gameName());
    assertEquals(seat.gameName(), seat.joinedGame().getName());
    assertEquals("java-finder", seat.joinedGame().getSeats(seat.seat()).getPlayerName());
    Game finished = seat.play(Strategy.FIRST_LEGAL_MOVE);
    Fixtures.assertFinished(finished, 4);
    assertTrue(System.nanoTime() - start >= TimeUnit.SECONDS.toNanos(1), "finished before the house fill of 1 s");
    for (Seat s : finished.getSeatsList()) {
      if (s.getIndex() != seat.seat()) {
        assertEquals("random", s.getHouseStrategy(), "seat " + s.getIndex() + " filled by a random house bot");
      }
    }
    assertStandingsText(finished);
  }

  @Test
  void findSentAgainWithTheSameTokenGetsTheSameSeat() {
    GameOptions options = GameOptions.newBuilder().setPlayers(2).setBigMountain(true).setAllowDecliningGroups(true).build();
    String token = SeatClient.newSeatToken();
    byte[] dice = SeatClient.newDiceContribution();
    SeatClient first = client.findGame("java-again", options, Duration.ofSeconds(2), null, token, dice);
    SeatClient again = client.findGame("java-again", options, Duration.ofSeconds(2), null, token, dice);
    assertEquals(first.gameName(), again.gameName());
    assertEquals(first.seat(), again.seat());
    assertEquals(token, first.token());
    assertEquals(token, again.token());
    long players = again.joinedGame().getSeatsList().stream().filter(s -> s.getTaken() && s.getHouseStrategy().isEmpty()).count();
    assertEquals(1, players, "two finds with one token take one seat: " + again.joinedGame().getSeatsList());
    assertArrayEquals(dice, again.joinedGame().getSeats(again.seat()).getDiceContribution().toByteArray());
    Fixtures.assertFinished(first.play(Strategy.FIRST_LEGAL_MOVE), 2); // the house bot comes after 2 s
  }

  @Test
  void badHouseSeatsAndFindsAreRefusedWithTheServersReason() {
    GameOptions three = GameOptions.newBuilder().setPlayers(3).build();
    MountainGoatsException e = Fixtures.assertError(Status.Code.INVALID_ARGUMENT, "INVALID_HOUSE_SEATS",
        () -> client.createGame(three, Map.of(1, "clever")));
    assertTrue(e.getMessage().contains("clever") && e.getMessage().contains("INVALID_HOUSE_SEATS"), e.getMessage());
    Fixtures.assertError(Status.Code.INVALID_ARGUMENT, "INVALID_HOUSE_SEATS", () -> client.createGame(three, Map.of(3, "greedy")));

    GameOptions two = GameOptions.newBuilder().setPlayers(2).build();
    Fixtures.assertError(Status.Code.INVALID_ARGUMENT, "INVALID_HOUSE_SEATS",
        () -> client.findGame("java-bad", two, Duration.ofSeconds(1), "clever"));
    Fixtures.assertError(Status.Code.INVALID_ARGUMENT, "INVALID_OPTIONS",
        () -> client.findGame("java-bad", two, Duration.ofHours(2)));
    Fixtures.assertError(Status.Code.INVALID_ARGUMENT, "INVALID_OPTIONS",
        () -> client.findGame("java-bad", two.toBuilder().setFirstSeat(0).build(), Duration.ofSeconds(1)));
  }
}
