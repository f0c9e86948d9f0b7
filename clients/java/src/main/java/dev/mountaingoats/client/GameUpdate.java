package dev.mountaingoats.client;

import dev.mountaingoats.v1.Event;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.LegalMove;
import java.util.List;

/**
 * One state of a watched game: a snapshot (the whole game, sent first and after the watcher fell
 * behind; no events) or a change (one version on, with the events that made it).
 *
 * @param version the game's version after this update
 * @param snapshot whether this is a snapshot
 * @param events what happened in this change, in order (empty for a snapshot)
 * @param game the whole game after the update
 * @param legalMoves the watching seat's legal moves when it is to move (only on a watch made with
 *     a seat token, see {@link SeatClient#watch()})
 */
public record GameUpdate(long version, boolean snapshot, List<Event> events, Game game, List<LegalMove> legalMoves) {
  /** Whether the game was played to its end with this update (it has standings). */
  public boolean finished() {
    return game.getStatus() == GameStatus.GAME_STATUS_FINISHED;
  }

  /**
   * Whether the server cancelled the game before it started (nobody joined in time; a {@code
   * GameCancelled} event says why). It has no result.
   */
  public boolean cancelled() {
    return game.getStatus() == GameStatus.GAME_STATUS_CANCELLED;
  }

  /** Whether the game never changes again after this update: finished or cancelled. */
  public boolean over() {
    return finished() || cancelled();
  }
}
