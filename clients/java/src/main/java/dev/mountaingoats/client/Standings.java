package dev.mountaingoats.client;

import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.Standing;
import java.util.Comparator;
import java.util.List;

/** The final standings of a game as text. */
public final class Standings {
  private Standings() {}

  /**
   * The standings of a finished game, one line per seat, best first, each ending in a newline:
   *
   * <pre>
   * 1. duke (seat 0): 61 points
   * 2. Greedy bot 2 (seat 1): 54 points
   * 3. Random bot 3 (seat 2): 38 points
   * </pre>
   *
   * <p>Tied seats share a rank; house seats carry the names the server gives them. Empty for a game
   * that is not over (no standings yet); one line saying so for a game cancelled before it started.
   */
  public static String format(Game game) {
    if (game.getStatus() == GameStatus.GAME_STATUS_CANCELLED) {
      return "the game was cancelled before it started: no standings\n";
    }
    List<Standing> standings = game.getBoard().getResult().getStandingsList().stream()
        .sorted(Comparator.comparingInt(Standing::getRank).thenComparingInt(Standing::getSeat))
        .toList();
    StringBuilder out = new StringBuilder();
    for (Standing s : standings) {
      String name = s.getSeat() < game.getSeatsCount() ? game.getSeats(s.getSeat()).getPlayerName() : "";
      if (name.isEmpty()) {
        name = "seat " + s.getSeat();
      }
      out.append(s.getRank()).append(". ").append(name)
          .append(" (seat ").append(s.getSeat()).append("): ").append(s.getScore()).append(" points\n");
    }
    return out.toString();
  }
}
