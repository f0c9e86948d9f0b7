package dev.mountaingoats.client;

import dev.mountaingoats.v1.GameChange;
import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GameSnapshot;
import dev.mountaingoats.v1.WatchGameRequest;
import dev.mountaingoats.v1.WatchGameResponse;
import io.grpc.Context;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The updates of a watched game, in order: a snapshot first (or, for a watch made with {@code
 * resumeAfter}, the changes after that version), then every change until the game is over: the
 * update that finishes or cancels it is the last (heartbeats are skipped). A stream that breaks (UNAVAILABLE, RATE_LIMITED, a closed connection,
 * any ABORTED, an end before the game is over) or skips a version (a gap) is reopened with {@code
 * resume_after} set to the last version seen, so no change is missed or repeated. After {@code
 * ABORTED} / {@code HISTORY_LOST} (the database lost versions the stream had sent) it starts again
 * from a snapshot, whose version may be below the last one seen. After the retry policy's attempts
 * in a row without progress the watch fails; a connection refused before any answer from a server
 * fails it at once (see {@link MountainGoatsClient#connect}). Iterate it once ({@code for (GameUpdate u : watch)}, or {@link #stream()}); close it to
 * stop early. A failure is thrown from {@code hasNext()} as a {@link MountainGoatsException}.
 */
public final class GameWatch implements Iterator<GameUpdate>, Iterable<GameUpdate>, AutoCloseable {
  private final GameServiceGrpc.GameServiceBlockingStub stub;
  private final String name;
  private final RetryPolicy retry;
  private final Connection connection;
  private long last; // the version of the last update returned (or of resumeAfter)
  private boolean seen; // whether last is set: false before the first update
  private volatile boolean done;
  private GameUpdate next;
  private volatile Context.CancellableContext context;
  private Iterator<WatchGameResponse> responses;
  private int failures;

  GameWatch(GameServiceGrpc.GameServiceBlockingStub stub, String name, RetryPolicy retry, Connection connection) {
    this.stub = stub;
    this.name = name;
    this.retry = retry;
    this.connection = connection;
  }

  /** A watch that starts after {@code resumeAfter} (0: every change from the game's creation). */
  GameWatch(GameServiceGrpc.GameServiceBlockingStub stub, String name, RetryPolicy retry, Connection connection, long resumeAfter) {
    this(stub, name, retry, connection);
    this.last = resumeAfter;
    this.seen = true;
  }

  @Override
  public Iterator<GameUpdate> iterator() {
    return this;
  }

  /** The updates as a sequential stream; closing the stream closes the watch. */
  public Stream<GameUpdate> stream() {
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED | Spliterator.NONNULL), false)
        .onClose(this::close);
  }

  @Override
  public boolean hasNext() {
    if (next == null && !done) {
      next = fetch();
    }
    return next != null;
  }

  @Override
  public GameUpdate next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    GameUpdate u = next;
    next = null;
    return u;
  }

  /** Stops the watch (from any thread: a blocked {@code hasNext()} returns false). */
  @Override
  public void close() {
    done = true;
    Context.CancellableContext c = context;
    if (c != null) {
      c.cancel(null);
    }
  }

  private void closeStream() {
    Context.CancellableContext c = context;
    context = null;
    if (c != null) {
      c.cancel(null);
    }
    responses = null;
  }

  private void open() {
    WatchGameRequest.Builder req = WatchGameRequest.newBuilder().setName(name);
    if (seen) {
      req.setResumeAfter(last);
    }
    context = Context.current().withCancellation();
    try {
      responses = context.call(() -> stub.watchGame(req.build()));
    } catch (Exception e) {
      closeStream();
      throw e instanceof RuntimeException r ? r : new IllegalStateException(e);
    }
  }

  /** The next update, or null at the end. */
  private GameUpdate fetch() {
    while (true) {
      if (done) {
        return null; // closed by the caller
      }
      try {
        if (responses == null) {
          open();
        }
        if (!responses.hasNext()) {
          // A clean end before the game is over (e.g. a server restart): resume.
          closeStream();
          retryOrFail(null);
          continue;
        }
        WatchGameResponse msg = responses.next();
        GameUpdate u;
        switch (msg.getUpdateCase()) {
          case SNAPSHOT -> {
            GameSnapshot s = msg.getSnapshot();
            u = new GameUpdate(s.getGame().getVersion(), true, List.of(), s.getGame(), s.getLegalMovesList());
          }
          case CHANGE -> {
            GameChange c = msg.getChange();
            if (seen && c.getVersion() <= last) {
              continue; // already seen
            }
            if (seen && c.getVersion() != last + 1) {
              // A gap: ask again from the last version seen.
              closeStream();
              retryOrFail(null);
              continue;
            }
            u = new GameUpdate(c.getVersion(), false, c.getEventsList(), c.getGame(), c.getLegalMovesList());
          }
          default -> {
            continue; // a heartbeat, or a kind this client does not know
          }
        }
        last = u.version();
        seen = true;
        failures = 0;
        if (u.over()) {
          close();
        }
        return u;
      } catch (StatusRuntimeException e) {
        closeStream();
        if (done) {
          return null; // closed by the caller
        }
        MountainGoatsException refused = connection == null ? null : connection.refused(e);
        if (refused != null) {
          done = true; // nothing listens there, and nothing ever answered: not retried
          throw refused;
        }
        if (!RetryPolicy.retryable(e, true) && e.getStatus().getCode() != Status.Code.ABORTED) {
          done = true;
          throw MountainGoatsException.from(e);
        }
        if (MountainGoatsException.from(e).historyLost()) {
          // What was seen after the database's last version is gone: start again from a snapshot.
          seen = false;
        }
        retryOrFail(e);
      }
    }
  }

  private void retryOrFail(StatusRuntimeException cause) {
    if (++failures >= retry.attempts()) {
      done = true;
      if (cause != null) {
        throw MountainGoatsException.from(cause);
      }
      throw new IllegalStateException("the watch of " + name + " kept ending before the game was over");
    }
    sleep(retry.delay(failures));
  }

  static void sleep(Duration d) {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }
}
