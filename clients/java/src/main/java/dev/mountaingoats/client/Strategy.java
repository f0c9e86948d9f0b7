package dev.mountaingoats.client;

import dev.mountaingoats.v1.Event;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.LegalMove;
import dev.mountaingoats.v1.Move;
import java.util.List;

/** Chooses a move on one of the seat's turns; see {@link SeatClient#play(Strategy)}. */
@FunctionalInterface
public interface Strategy {
  /**
   * Chooses the move to play.
   *
   * @param game the game as it stands, with the roll of the turn
   * @param legalMoves the legal moves of the roll, never empty
   * @return the move to submit, usually one of {@code legalMoves}' {@code getMove()}
   */
  Move choose(Game game, List<LegalMove> legalMoves);

  /** The simplest strategy: the first legal move. */
  Strategy FIRST_LEGAL_MOVE = (game, legalMoves) -> legalMoves.get(0).getMove();

  /** Counts the point and bonus tokens taken in a list of events (e.g. a legal move's). */
  static int tokensTaken(List<Event> events) {
    int n = 0;
    for (Event e : events) {
      if (e.hasPointTokenTaken() || e.hasBonusTokenTaken()) {
        n++;
      }
    }
    return n;
  }
}
