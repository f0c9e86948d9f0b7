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
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Joins a game and plays it to the end, preferring moves that take tokens, then prints the
 * standings.
 *
 * <pre>
 * Bot ADDR GAME_NAME PLAYER_NAME [SEAT]
 * Bot ADDR --rated [--players N] [--key KEY]
 * </pre>
 *
 * {@code --key} (default: {@code $MOUNTAIN_GOATS_KEY}) plays as an account; {@code --rated} finds
 * a rated game of N seats (2 by default) on the ladder, under the account's name. Flags go before
 * or after the address. It prints {@code NAME joined GAME at seat N} as soon as it holds a seat (a
 * rated game then waits for another account), then the standings. An error is one line on stderr,
 * {@code error: ...}, and exit status 1 (2, after a one-line usage message, for arguments it cannot
 * use).
 */
public final class Bot {
  private static final String USAGE =
      "usage: Bot ADDR GAME_NAME PLAYER_NAME [SEAT], or Bot ADDR --rated [--players N] [--key KEY]";
  // gRPC logs a failed name resolution as a multi-line warning on stderr: the error line says it.
  // Held here so that the setting is not collected with the logger.
  private static final Logger GRPC_LOG = Logger.getLogger("io.grpc");

  private record Args(String addr, String game, String player, Integer seat, String key, boolean rated, int players) {}

  /** A usage error: its message says what was wrong. */
  private static final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  public static void main(String[] args) {
    Args a;
    try {
      a = parse(args);
    } catch (UsageException e) {
      System.err.println(USAGE + " (" + e.getMessage() + ")");
      System.exit(2);
      return;
    }
    GRPC_LOG.setLevel(Level.OFF);
    try {
      play(a);
    } catch (RuntimeException e) { // a bad address, a refusal, a dropped game: one line, no stack trace
      System.err.println("error: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
      System.exit(1);
    }
  }

  static Args parse(String[] args) throws UsageException {
    String key = System.getenv(MountainGoatsClient.KEY_ENV);
    boolean rated = false;
    int players = 2;
    List<String> rest = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--key" -> key = value(args, ++i, "--key");
        case "--rated" -> rated = true;
        case "--players" -> players = number(value(args, ++i, "--players"), "--players");
        default -> {
          if (args[i].startsWith("--")) {
            throw new UsageException("unknown flag " + args[i]);
          }
          rest.add(args[i]);
        }
      }
    }
    if (rated && rest.size() != 1) {
      throw new UsageException("--rated finds its game: give ADDR alone");
    }
    if (!rated && rest.size() != 3 && rest.size() != 4) {
      throw new UsageException("give ADDR GAME_NAME PLAYER_NAME, or ADDR --rated");
    }
    if (rated && (key == null || key.isBlank())) {
      throw new UsageException("--rated plays as an account: give its key with --key or $" + MountainGoatsClient.KEY_ENV);
    }
    if (rated) {
      return new Args(rest.get(0), null, null, null, key, true, players);
    }
    Integer seat = rest.size() == 4 ? number(rest.get(3), "SEAT") : null;
    return new Args(rest.get(0), rest.get(1), rest.get(2), seat, key, false, players);
  }

  private static void play(Args a) {
    try (MountainGoatsClient connection = MountainGoatsClient.connect(a.addr())) {
      MountainGoatsClient client = connection.withKey(a.key());
      SeatClient seat;
      if (a.rated()) {
        seat = client.findGame("", GameOptions.newBuilder().setPlayers(a.players()).setRated(true).build());
      } else if (a.seat() != null) {
        seat = client.joinGame(a.game(), a.player(), a.seat());
      } else {
        seat = client.joinGame(a.game(), a.player());
      }
      // At once, before the game starts (a rated game waits for another account).
      Game joined = seat.joinedGame();
      String name = seat.seat() < joined.getSeatsCount() ? joined.getSeats(seat.seat()).getPlayerName() : a.player();
      System.out.println(name + " joined " + seat.gameName() + " at seat " + seat.seat());
      System.out.flush();
      // The first of the moves that take the most tokens (max keeps the first of equals).
      Game game = seat.play((g, moves) -> moves.stream()
          .max(Comparator.comparingInt((LegalMove m) -> Strategy.tokensTaken(m.getEventsList())))
          .orElseThrow().getMove());
      System.out.print(Standings.format(game));
    }
  }

  private static String value(String[] args, int i, String flag) throws UsageException {
    if (i >= args.length) {
      throw new UsageException(flag + " needs a value");
    }
    return args[i];
  }

  private static int number(String s, String what) throws UsageException {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw new UsageException(what + " is a number, not \"" + s + "\"");
    }
  }
}
