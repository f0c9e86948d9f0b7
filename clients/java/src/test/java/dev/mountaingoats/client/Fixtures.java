package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.GameStatus;
import io.grpc.Status;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.function.Executable;

/** Helpers shared by the tests against the live server. */
final class Fixtures {
  private static final SecureRandom RANDOM = new SecureRandom();

  private Fixtures() {}

  static byte[] newSeed() {
    byte[] seed = new byte[32];
    RANDOM.nextBytes(seed);
    return seed;
  }

  static Game createGame(MountainGoatsClient client, int players) {
    return client.createGame(GameOptions.newBuilder().setPlayers(players).build(), newSeed());
  }

  /** A game of {@code players} with every seat joined; the seats in seat order. */
  static List<SeatClient> startedGame(MountainGoatsClient client, int players) {
    Game game = createGame(client, players);
    List<SeatClient> seats = new ArrayList<>();
    for (int i = 0; i < players; i++) {
      seats.add(client.joinGame(game.getName(), "java-" + i));
    }
    return seats;
  }

  static MountainGoatsException assertError(Status.Code code, String reason, Executable call) {
    MountainGoatsException e = assertThrows(MountainGoatsException.class, call);
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(reason, e.reason(), e.getMessage());
    assertEquals(MountainGoatsException.DOMAIN, e.domain());
    assertTrue(e.is(code, reason));
    return e;
  }

  static MountainGoatsException assertCode(Status.Code code, Executable call) {
    MountainGoatsException e = assertThrows(MountainGoatsException.class, call);
    assertEquals(code, e.code(), e.getMessage());
    return e;
  }

  static void assertFinished(Game game, int players) {
    assertEquals(GameStatus.GAME_STATUS_FINISHED, game.getStatus());
    assertEquals(players, game.getBoard().getResult().getStandingsCount());
    assertTrue(game.getBoard().getResult().getWinnersCount() > 0);
    assertEquals(32, game.getSeed().size());
  }
}
