package dev.mountaingoats.client;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

/**
 * How calls are retried (docs/clients.md): at most {@code attempts} tries, waiting {@code
 * min(maxDelay, firstDelay × 2^(n−1))} scaled by a random factor in [0.5, 1) after the n-th
 * failure. What is retried: {@code RESOURCE_EXHAUSTED} / {@code RATE_LIMITED} on every call (the
 * server refused it unread), and {@code UNAVAILABLE} (or a connection closed under the call) and
 * {@code ABORTED} / {@code CONFLICT} (servers sharing one store raced for a version and this one
 * lost: nothing was applied) on every call that is safe to repeat as it is, which is every call but
 * {@code CreateGame}, {@code CreateAccount} and {@code RevokeAccountKey} (after a lost answer the
 * first request may have made the game or the account, or revoked the key). {@code
 * RotateAccountKey} is safe to repeat: the client draws the new key and sends it, and a repeat
 * finds the rotation to that very key made. Until a server has answered the client once, a
 * connection refused (or a host name that does not resolve) is not retried: nothing listens there.
 *
 * @param attempts tries in all, at least 1
 * @param firstDelay the wait after the first failure, before jitter
 * @param maxDelay the cap of the wait, before jitter
 */
public record RetryPolicy(int attempts, Duration firstDelay, Duration maxDelay) {
  /** The contract's policy: 10 tries, from 100 ms doubling up to 2 s, with jitter. */
  public static final RetryPolicy DEFAULT = new RetryPolicy(10, Duration.ofMillis(100), Duration.ofSeconds(2));

  public RetryPolicy {
    if (attempts < 1) {
      throw new IllegalArgumentException("attempts must be at least 1");
    }
  }

  /** The wait after failed attempt number {@code attempt} (1-based), with jitter. */
  public Duration delay(int attempt) {
    long base = firstDelay.toNanos();
    for (int i = 1; i < attempt && base < maxDelay.toNanos(); i++) {
      base *= 2;
    }
    base = Math.min(base, maxDelay.toNanos());
    return Duration.ofNanos((long) (base * (0.5 + ThreadLocalRandom.current().nextDouble() / 2)));
  }

  /**
   * Whether a failed call may be tried again: {@code RATE_LIMITED} always, a transient failure
   * ({@code UNAVAILABLE}, a closed connection) or {@code CONFLICT} when the call is {@code
   * idempotent}.
   */
  public static boolean retryable(Throwable t, boolean idempotent) {
    MountainGoatsException e = MountainGoatsException.from(t);
    if (e.is(Status.Code.RESOURCE_EXHAUSTED, "RATE_LIMITED")) {
      return true;
    }
    return idempotent && (MountainGoatsException.isTransient(t) || e.is(Status.Code.ABORTED, "CONFLICT"));
  }

  /** Makes a unary call under this policy; a failure left is thrown as a {@link MountainGoatsException}. */
  <T> T call(boolean idempotent, Supplier<T> call) {
    return call(idempotent, null, call);
  }

  /**
   * {@link #call(boolean, Supplier)} on {@code connection} (null: none known): a connection refused
   * before any answer from a server is not retried ({@link Connection#refused}).
   */
  <T> T call(boolean idempotent, Connection connection, Supplier<T> call) {
    for (int attempt = 1; ; attempt++) {
      try {
        return call.get();
      } catch (StatusRuntimeException e) {
        MountainGoatsException refused = connection == null ? null : connection.refused(e);
        if (refused != null) {
          throw refused;
        }
        if (!retryable(e, idempotent) || attempt >= attempts) {
          throw MountainGoatsException.from(e);
        }
      }
      GameWatch.sleep(delay(attempt));
    }
  }
}
