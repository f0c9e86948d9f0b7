package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.Group;
import dev.mountaingoats.v1.Move;
import dev.mountaingoats.v1.SubmitMoveRequest;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/** Each class of error, seen as a MountainGoatsException with its code and reason. */
@ExtendWith(LiveServer.class)
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class ErrorsTest {
  static MountainGoatsClient client;

  @BeforeAll
  static void connect() {
    client = MountainGoatsClient.connect(LiveServer.address());
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void illegalMove() {
    List<SeatClient> seats = Fixtures.startedGame(client, 2);
    Game g = client.getGame(seats.get(0).gameName());
    SeatClient mover = seats.get(g.getBoard().getCurrentSeat());
    // Only the first die grouped: the rulebook wants every die used.
    Move move = Move.newBuilder()
        .addAllFaces(g.getBoard().getRoll().getDiceList())
        .addGroups(Group.newBuilder().addDice(0))
        .build();
    Fixtures.assertError(Status.Code.FAILED_PRECONDITION, "DICE_LEFT_OUT", () -> mover.submitMove(move, g.getVersion()));
    assertEquals(g.getVersion(), client.getGame(g.getName()).getVersion(), "an illegal move changed the game");
  }

  @Test
  void notYourTurn() {
    List<SeatClient> seats = Fixtures.startedGame(client, 2);
    var legal = client.legalMoves(seats.get(0).gameName());
    SeatClient other = seats.get(1 - legal.getSeat());
    Fixtures.assertError(Status.Code.FAILED_PRECONDITION, "NOT_YOUR_TURN",
        () -> other.submitMove(legal.getLegalMoves(0).getMove(), legal.getVersion()));
  }

  @Test
  void wrongToken() {
    List<SeatClient> seats = Fixtures.startedGame(client, 2);
    String name = seats.get(0).gameName();
    var legal = client.legalMoves(name);
    SeatClient impostor = client.seat(name, legal.getSeat(), "not-the-token");
    Fixtures.assertError(Status.Code.PERMISSION_DENIED, "TOKEN_INVALID",
        () -> impostor.submitMove(legal.getLegalMoves(0).getMove(), legal.getVersion()));
  }

  @Test
  void missingToken() {
    List<SeatClient> seats = Fixtures.startedGame(client, 2);
    String name = seats.get(0).gameName();
    var legal = client.legalMoves(name);
    // The raw stub sends no token; its error, converted.
    Fixtures.assertError(Status.Code.UNAUTHENTICATED, "TOKEN_MISSING", () -> {
      try {
        client.stub().submitMove(SubmitMoveRequest.newBuilder().setName(name).setMove(legal.getLegalMoves(0).getMove()).build());
      } catch (StatusRuntimeException e) {
        throw MountainGoatsException.from(e);
      }
    });
  }

  @Test
  void unknownGame() {
    Game g = Fixtures.createGame(client, 2);
    // A well-formed name no game has: this game's id with its last letter changed.
    String name = g.getName();
    String unknown = name.substring(0, name.length() - 1) + (name.endsWith("a") ? "b" : "a");
    Fixtures.assertError(Status.Code.NOT_FOUND, "GAME_NOT_FOUND", () -> client.getGame(unknown));
    Fixtures.assertError(Status.Code.NOT_FOUND, "GAME_NOT_FOUND", () -> client.joinGame(unknown, "nobody"));
    Fixtures.assertError(Status.Code.NOT_FOUND, "GAME_NOT_FOUND", () -> {
      try (GameWatch w = client.watch(unknown)) {
        w.hasNext();
      }
    });
  }
}
