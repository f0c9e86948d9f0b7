import dev.mountaingoats.client.MountainGoatsClient;
import dev.mountaingoats.client.SeatClient;
import dev.mountaingoats.client.Standings;
import dev.mountaingoats.client.Strategy;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.LegalMove;
import java.util.Comparator;

/** Joins a game and plays it to the end, preferring moves that take tokens. */
public final class Bot {
  public static void main(String[] args) {
    if (args.length != 3 && args.length != 4) {
      System.err.println("usage: Bot ADDR GAME_NAME PLAYER_NAME [SEAT]");
      System.exit(2);
    }
    try (MountainGoatsClient client = MountainGoatsClient.connect(args[0])) {
      SeatClient seat = args.length == 4
          ? client.joinGame(args[1], args[2], Integer.parseInt(args[3]))
          : client.joinGame(args[1], args[2]);
      // The first of the moves that take the most tokens (max keeps the first of equals).
      Game game = seat.play((g, moves) -> moves.stream()
          .max(Comparator.comparingInt((LegalMove m) -> Strategy.tokensTaken(m.getEventsList())))
          .orElseThrow().getMove());
      System.out.print(Standings.format(game));
    }
  }
}
