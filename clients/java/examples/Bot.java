import dev.mountaingoats.client.MountainGoatsClient;
import dev.mountaingoats.client.SeatClient;
import dev.mountaingoats.client.Standings;
import dev.mountaingoats.client.Strategy;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.LegalMove;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Joins a game and plays it to the end, preferring moves that take tokens, then prints the
 * standings.
 *
 * <pre>
 * Bot [--key KEY] ADDR GAME_NAME PLAYER_NAME [SEAT]
 * Bot [--key KEY] --rated [--players N] ADDR
 * </pre>
 *
 * {@code --key} (default: {@code $MOUNTAIN_GOATS_KEY}) plays as an account; {@code --rated} finds
 * a rated game of N seats (2 by default) on the ladder, under the account's name.
 */
public final class Bot {
  private static final String USAGE =
      "usage: Bot [--key KEY] ADDR GAME_NAME PLAYER_NAME [SEAT] | Bot [--key KEY] --rated [--players N] ADDR";

  public static void main(String[] args) {
    String key = System.getenv(MountainGoatsClient.KEY_ENV);
    boolean rated = false;
    int players = 2;
    List<String> rest = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--key" -> key = value(args, ++i);
        case "--rated" -> rated = true;
        case "--players" -> players = Integer.parseInt(value(args, ++i));
        default -> rest.add(args[i]);
      }
    }
    if (rated ? rest.size() != 1 : rest.size() != 3 && rest.size() != 4) {
      usage();
    }
    if (rated && (key == null || key.isBlank())) {
      System.err.println("a rated game needs an account key: give --key or set " + MountainGoatsClient.KEY_ENV);
      System.exit(2);
    }
    try (MountainGoatsClient connection = MountainGoatsClient.connect(rest.get(0))) {
      MountainGoatsClient client = connection.withKey(key);
      SeatClient seat;
      if (rated) {
        seat = client.findGame("", GameOptions.newBuilder().setPlayers(players).setRated(true).build());
      } else if (rest.size() == 4) {
        seat = client.joinGame(rest.get(1), rest.get(2), Integer.parseInt(rest.get(3)));
      } else {
        seat = client.joinGame(rest.get(1), rest.get(2));
      }
      // The first of the moves that take the most tokens (max keeps the first of equals).
      Game game = seat.play((g, moves) -> moves.stream()
          .max(Comparator.comparingInt((LegalMove m) -> Strategy.tokensTaken(m.getEventsList())))
          .orElseThrow().getMove());
      System.out.print(Standings.format(game));
    }
  }

  private static String value(String[] args, int i) {
    if (i >= args.length) {
      usage();
    }
    return args[i];
  }

  private static void usage() {
    System.err.println(USAGE);
    System.exit(2);
  }
}
