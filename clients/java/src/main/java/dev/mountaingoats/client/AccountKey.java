package dev.mountaingoats.client;

import dev.mountaingoats.v1.Account;
import java.util.Objects;

/**
 * An account of the rated ladder and its secret key, as {@link MountainGoatsClient#createAccount}
 * and {@link MountainGoatsClient#rotateKey} return them. The server shows the key only this once:
 * keep it (e.g. in {@value MountainGoatsClient#KEY_ENV}). {@link #toString()} leaves it out, so
 * that printing or logging an {@code AccountKey} does not leak it.
 */
public final class AccountKey {
  private final Account account;
  private final String key;

  AccountKey(Account account, String key) {
    this.account = Objects.requireNonNull(account);
    this.key = Objects.requireNonNull(key);
  }

  /** The account ({@code accounts/{id}}, its display name, rating…). */
  public Account account() {
    return account;
  }

  /** The secret key, {@code mgk_} and 64 hex digits. */
  public String key() {
    return key;
  }

  /** The account's name and display name; never the key. */
  @Override
  public String toString() {
    return "AccountKey[account=" + account.getName() + ", displayName=" + account.getDisplayName() + ", key=<hidden>]";
  }
}
