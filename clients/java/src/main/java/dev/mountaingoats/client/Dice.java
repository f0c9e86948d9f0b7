package dev.mountaingoats.client;

import dev.mountaingoats.v1.DiceRolled;
import dev.mountaingoats.v1.DiceSource;
import dev.mountaingoats.v1.Event;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.Seat;
import fluent.bundle.FluentBundle;
import fluent.bundle.FluentResource;
import fluent.functions.icu.ICUFunctionFactory;
import fluent.syntax.AST.Pattern;
import fluent.syntax.parser.FTLParser;
import fluent.syntax.parser.FTLStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The verifiable dice (docs/dice.md): re-derives every roll of a finished game from its revealed
 * seed and checks the seed against the commitment the game published when it was created. A game
 * whose dice source is {@code DICE_SOURCE_SERVER_SEED_AND_PLAYERS} rolls from the seed mixed with
 * every seat's dice contribution ({@link #mixedSeed}, {@link #diceSeed}); one whose dice source is
 * {@code DICE_SOURCE_CHOSEN_SEED} from a seed its creator chose, who knew every roll ({@link
 * #describe}, in the rules' five languages with Project Fluent: the messages of {@code
 * locales/*.ftl} beside this class are those {@code mountain-goats watch} prints).
 */
public final class Dice {
  private Dice() {}

  /** A stream of the bytes of SHA-256(seed ‖ u64_be(t) ‖ u32_be(k)), k = 0, 1, …, skipping bytes ≥ limit. */
  private static final class ByteStream {
    private final byte[] seed;
    private final long turn;
    private final int limit;
    private int k;
    private byte[] block = new byte[0];
    private int pos;

    ByteStream(byte[] seed, long turn, int limit) {
      this.seed = seed.clone();
      this.turn = turn;
      this.limit = limit;
    }

    int next() {
      while (true) {
        while (pos < block.length) {
          int b = block[pos++] & 0xff;
          if (b < limit) {
            return b;
          }
        }
        MessageDigest sha = sha256();
        sha.update(seed);
        sha.update(ByteBuffer.allocate(12).putLong(turn).putInt(k++).array());
        block = sha.digest();
        pos = 0;
      }
    }
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  /**
   * The four dice of a turn.
   *
   * @param seed the game's 32-byte seed
   * @param turn the 0-based turn, counting every turn of the game (an unsigned 64-bit number)
   * @return the faces of dice 0 to 3, each 1 to 6
   */
  public static int[] roll(byte[] seed, long turn) {
    ByteStream stream = new ByteStream(seed, turn, 252);
    int[] dice = new int[4];
    for (int i = 0; i < dice.length; i++) {
      dice[i] = stream.next() % 6 + 1;
    }
    return dice;
  }

  /** The first seat the server draws from the seed when the creator did not fix it. */
  public static int firstSeat(byte[] seed, int players) {
    if (players <= 0) {
      throw new IllegalArgumentException("players must be positive");
    }
    return new ByteStream(seed, -1L /* 2^64 - 1 */, 240).next() % players;
  }

  /**
   * The seed mixed with the seats' contributions, in seat order (an empty one: a seat that sent
   * none): SHA-256(seed ‖ u32_be(len) ‖ contribution ‖ …), or the seed itself when none
   * contributed.
   */
  public static byte[] mixedSeed(byte[] seed, List<byte[]> contributions) {
    if (contributions.stream().allMatch(c -> c.length == 0)) {
      return seed.clone();
    }
    MessageDigest sha = sha256();
    sha.update(seed);
    for (byte[] c : contributions) {
      sha.update(ByteBuffer.allocate(4).putInt(c.length).array());
      sha.update(c);
    }
    return sha.digest();
  }

  private static List<byte[]> contributions(Game game) {
    List<byte[]> out = new ArrayList<>();
    for (Seat s : game.getSeatsList()) {
      out.add(s.getDiceContribution().toByteArray());
    }
    return out;
  }

  /**
   * The seed a finished game's dice come from: its revealed seed, mixed with the seats'
   * contributions when its dice source says so.
   */
  public static byte[] diceSeed(Game game) {
    byte[] seed = game.getSeed().toByteArray();
    return game.getDiceSource() == DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS
        ? mixedSeed(seed, contributions(game))
        : seed;
  }

  /** The languages {@link #describe(Game, Locale)} speaks: the rules' five, English first. */
  public static final List<String> LANGUAGES = List.of("en", "fr", "nl", "uk", "pl");

  private static final Map<String, FluentBundle> BUNDLES = new ConcurrentHashMap<>();

  /**
   * The language of {@link #LANGUAGES} a locale is in: {@code fr} and {@code fr-BE} are French; a
   * language not spoken here ({@code pt-BR}, the root locale, none) is English.
   */
  static String language(Locale locale) {
    String lang = locale == null ? "" : locale.getLanguage();
    return LANGUAGES.contains(lang) ? lang : "en";
  }

  private static FluentBundle bundle(String lang) {
    return BUNDLES.computeIfAbsent(lang, Dice::load);
  }

  private static FluentBundle load(String lang) {
    String path = "locales/" + lang + ".ftl";
    try (InputStream in = Dice.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException("the client's jar lacks " + path);
      }
      FluentResource resource = FTLParser.parse(FTLStream.of(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
      if (!resource.errors().isEmpty()) {
        throw new IllegalStateException(path + ": " + resource.errors().get(0));
      }
      // No bidi isolation marks around the numbers: all five languages are written left to right,
      // and the marks would show in a terminal or a log.
      return FluentBundle.builder(Locale.forLanguageTag(lang), ICUFunctionFactory.INSTANCE)
          .withIsolation(false)
          .addResource(resource)
          .build();
    } catch (IOException e) {
      throw new UncheckedIOException("reading " + path, e);
    }
  }

  private static String say(String lang, String key, Map<String, ?> args) {
    // A message missing from a language (the tests see that none is) is said in English.
    FluentBundle bundle = bundle(lang).getMessage(key).isPresent() ? bundle(lang) : bundle("en");
    Pattern pattern = bundle.getMessagePattern(key)
        .orElseThrow(() -> new IllegalStateException("locales/en.ftl has no message " + key));
    List<Exception> errors = new ArrayList<>();
    String text = bundle.formatPattern(pattern, args, errors);
    if (!errors.isEmpty()) {
      throw new IllegalStateException("locales/" + lang + ".ftl, " + key + ": " + errors.get(0).getMessage(), errors.get(0));
    }
    return text;
  }

  /** Where a game's dice come from, and so who could know them, in words, in English. */
  public static String describe(Game game) {
    return describe(game, Locale.ENGLISH);
  }

  /**
   * Where a game's dice come from, and so who could know them, in words, in the locale's language
   * when it is one of {@link #LANGUAGES} ({@code Locale.FRENCH}, {@code
   * Locale.forLanguageTag("uk-UA")}, …), else in English.
   */
  public static String describe(Game game, Locale locale) {
    String lang = language(locale);
    switch (game.getDiceSource()) {
      case DICE_SOURCE_CHOSEN_SEED:
        return say(lang, "dice-chosen", Map.of());
      case DICE_SOURCE_SERVER_SEED_AND_PLAYERS:
        long taken = game.getSeatsList().stream().filter(Seat::getTaken).count();
        if (taken == 0) {
          return say(lang, "dice-fair", Map.of());
        }
        long contributed = game.getSeatsList().stream().filter(s -> !s.getDiceContribution().isEmpty()).count();
        return say(lang, "dice-fair-count", Map.of("contributed", contributed, "taken", taken));
      default:
        return say(lang, "dice-seed-alone", Map.of());
    }
  }

  /** The commitment to a seed: lowercase hex of SHA-256(seed), the game's {@code seed_sha256}. */
  public static String commitment(byte[] seed) {
    return HexFormat.of().formatHex(sha256().digest(seed));
  }

  /** Picks the {@code DiceRolled} events out of a list of events. */
  public static List<DiceRolled> diceRolls(List<Event> events) {
    List<DiceRolled> rolls = new ArrayList<>();
    for (Event e : events) {
      if (e.hasDiceRolled()) {
        rolls.add(e.getDiceRolled());
      }
    }
    return rolls;
  }

  /** Thrown by {@link #verify} when the dice do not match the seed. */
  public static final class MismatchException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    MismatchException(String message) {
      super(message);
    }
  }

  /**
   * Checks a finished game's dice: SHA-256(seed) must be the commitment published on the game,
   * and every roll seen must be the one the seed gives for its turn. It knows nothing of the
   * players' contributions: for a game that takes them, use {@link #verify(Game, List)}.
   *
   * @param seed the revealed seed ({@code game.getSeed()} once the game is finished)
   * @param commitment the game's {@code seed_sha256}
   * @param rolls the {@code DiceRolled} events seen while watching
   * @throws MismatchException naming the first mismatch
   */
  public static void verify(byte[] seed, String commitment, List<DiceRolled> rolls) {
    verify(seed, seed, commitment, rolls);
  }

  /**
   * Checks a finished game's dice as its dice source says: the revealed seed against the
   * commitment, and every roll seen against the seed mixed with the seats' contributions (or the
   * seed alone).
   *
   * @param game the finished game
   * @param rolls the {@code DiceRolled} events seen while watching
   * @throws MismatchException naming the first mismatch
   */
  public static void verify(Game game, List<DiceRolled> rolls) {
    verify(game.getSeed().toByteArray(), diceSeed(game), game.getSeedSha256(), rolls);
  }

  private static void verify(byte[] seed, byte[] rolledFrom, String commitment, List<DiceRolled> rolls) {
    if (seed.length == 0) {
      throw new MismatchException("the seed is not revealed (is the game finished?)");
    }
    String got = commitment(seed);
    if (!got.equals(commitment.toLowerCase(Locale.ROOT))) {
      throw new MismatchException("SHA-256 of the seed is " + got + ", the game committed to " + commitment);
    }
    for (DiceRolled r : rolls) {
      int[] want = roll(rolledFrom, r.getTurn());
      int[] seen = r.getRoll().getDiceList().stream().mapToInt(Integer::intValue).toArray();
      if (!Arrays.equals(seen, want)) {
        throw new MismatchException("turn " + Long.toUnsignedString(r.getTurn()) + " (seat " + r.getSeat() + ") rolled "
            + Arrays.toString(seen) + ", the seed gives " + Arrays.toString(want));
      }
    }
  }
}
