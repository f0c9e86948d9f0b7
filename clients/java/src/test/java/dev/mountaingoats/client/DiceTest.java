package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.ByteString;
import dev.mountaingoats.v1.DiceRolled;
import dev.mountaingoats.v1.DiceSource;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameStatus;
import dev.mountaingoats.v1.Roll;
import dev.mountaingoats.v1.Seat;
import fluent.bundle.FluentBundle;
import fluent.bundle.FluentResource;
import fluent.functions.icu.ICUFunctionFactory;
import fluent.syntax.AST.Message;
import fluent.syntax.parser.FTLParser;
import fluent.syntax.parser.FTLStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The dice derivation against testdata/dice-vectors.json. */
class DiceTest {
  static List<JsonObject> vectors = new ArrayList<>();

  @BeforeAll
  static void load() throws IOException {
    String json = Files.readString(LiveServer.repoRoot().resolve("testdata/dice-vectors.json"));
    for (JsonElement v : JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("vectors")) {
      vectors.add(v.getAsJsonObject());
    }
    assertFalse(vectors.isEmpty(), "no dice vectors");
  }

  static byte[] seed(JsonObject v) {
    return HexFormat.of().parseHex(v.get("seed").getAsString());
  }

  static List<DiceRolled> rolls(JsonObject v) {
    List<DiceRolled> rolls = new ArrayList<>();
    JsonArray all = v.getAsJsonArray("rolls");
    for (int t = 0; t < all.size(); t++) {
      Roll.Builder roll = Roll.newBuilder();
      for (JsonElement d : all.get(t).getAsJsonArray()) {
        roll.addDice(d.getAsInt());
      }
      rolls.add(DiceRolled.newBuilder().setSeat(t % 3).setTurn(t).setRoll(roll).build());
    }
    return rolls;
  }

  @Test
  void commitments() {
    for (JsonObject v : vectors) {
      assertEquals(v.get("commitment").getAsString(), Dice.commitment(seed(v)));
    }
  }

  @Test
  void rollsOfEveryTurn() {
    for (JsonObject v : vectors) {
      JsonArray all = v.getAsJsonArray("rolls");
      assertFalse(all.isEmpty());
      for (int t = 0; t < all.size(); t++) {
        int[] want = new int[4];
        for (int i = 0; i < 4; i++) {
          want[i] = all.get(t).getAsJsonArray().get(i).getAsInt();
        }
        assertArrayEquals(want, Dice.roll(seed(v), t), "seed " + v.get("seed") + " turn " + t);
      }
    }
  }

  @Test
  void firstSeats() {
    for (JsonObject v : vectors) {
      for (Map.Entry<String, JsonElement> e : v.getAsJsonObject("first_seat").entrySet()) {
        int players = Integer.parseInt(e.getKey());
        assertEquals(e.getValue().getAsInt(), Dice.firstSeat(seed(v), players), "seed " + v.get("seed") + ", " + players + " players");
      }
    }
  }

  @Test
  void verifyAcceptsTheVectors() {
    for (JsonObject v : vectors) {
      assertDoesNotThrow(() -> Dice.verify(seed(v), v.get("commitment").getAsString(), rolls(v)));
    }
  }

  @Test
  void verifyCatchesATamperedRoll() {
    JsonObject v = vectors.get(0);
    List<DiceRolled> rolls = new ArrayList<>(rolls(v));
    DiceRolled r = rolls.get(5);
    int face = r.getRoll().getDice(2);
    rolls.set(5, r.toBuilder().setRoll(r.getRoll().toBuilder().setDice(2, face % 6 + 1)).build());
    Dice.MismatchException e = assertThrows(Dice.MismatchException.class,
        () -> Dice.verify(seed(v), v.get("commitment").getAsString(), rolls));
    assertTrue(e.getMessage().contains("turn 5"), e.getMessage());
  }

  @Test
  void verifyCatchesAWrongCommitmentOrNoSeed() {
    assertThrows(Dice.MismatchException.class,
        () -> Dice.verify(seed(vectors.get(0)), vectors.get(1).get("commitment").getAsString(), rolls(vectors.get(0))));
    assertThrows(Dice.MismatchException.class,
        () -> Dice.verify(new byte[0], vectors.get(0).get("commitment").getAsString(), List.of()));
  }

  // Dice with player contributions: testdata/dice-vectors-contributions.json.

  static List<JsonObject> contributionVectors() throws IOException {
    String json = Files.readString(LiveServer.repoRoot().resolve("testdata/dice-vectors-contributions.json"));
    List<JsonObject> out = new ArrayList<>();
    for (JsonElement v : JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("vectors")) {
      out.add(v.getAsJsonObject());
    }
    assertTrue(out.size() >= 4, "contribution vectors");
    return out;
  }

  static List<byte[]> contributions(JsonObject v) {
    List<byte[]> out = new ArrayList<>();
    for (JsonElement c : v.getAsJsonArray("contributions")) {
      out.add(HexFormat.of().parseHex(c.getAsString()));
    }
    return out;
  }

  static Game finishedGame(JsonObject v, DiceSource source) {
    Game.Builder g = Game.newBuilder()
        .setStatus(GameStatus.GAME_STATUS_FINISHED)
        .setSeed(ByteString.copyFrom(seed(v)))
        .setSeedSha256(v.get("commitment").getAsString())
        .setDiceSource(source);
    List<byte[]> contributions = contributions(v);
    for (int i = 0; i < contributions.size(); i++) {
      g.addSeats(Seat.newBuilder().setIndex(i).setTaken(true).setDiceContribution(ByteString.copyFrom(contributions.get(i))));
    }
    return g.build();
  }

  @Test
  void contributionVectorsMixDrawAndRoll() throws IOException {
    for (JsonObject v : contributionVectors()) {
      byte[] mixed = Dice.mixedSeed(seed(v), contributions(v));
      assertEquals(v.get("mixed_seed").getAsString(), HexFormat.of().formatHex(mixed));
      assertEquals(v.get("first_seat").getAsInt(), Dice.firstSeat(mixed, contributions(v).size()));
      List<DiceRolled> rolls = rolls(v);
      for (DiceRolled r : rolls) {
        int[] seen = r.getRoll().getDiceList().stream().mapToInt(Integer::intValue).toArray();
        assertArrayEquals(seen, Dice.roll(mixed, r.getTurn()), "seed " + v.get("seed") + " turn " + r.getTurn());
      }
      Game game = finishedGame(v, DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS);
      assertArrayEquals(mixed, Dice.diceSeed(game));
      assertDoesNotThrow(() -> Dice.verify(game, rolls));
      if (contributions(v).stream().anyMatch(c -> c.length > 0)) {
        // Not the seed alone, nor other contributions.
        assertThrows(Dice.MismatchException.class, () -> Dice.verify(finishedGame(v, DiceSource.DICE_SOURCE_CHOSEN_SEED), rolls));
        Game other = game.toBuilder().setSeats(0, game.getSeats(0).toBuilder().setDiceContribution(ByteString.copyFrom(new byte[16]))).build();
        assertThrows(Dice.MismatchException.class, () -> Dice.verify(other, rolls));
      }
    }
  }

  @Test
  void describeSaysWhoCouldKnowTheDice() throws IOException {
    JsonObject v = contributionVectors().get(1); // seat 1 sent none
    assertTrue(Dice.describe(finishedGame(v, DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS)).contains("(2 of 3 seated players contributed)"));
    assertTrue(Dice.describe(finishedGame(v, DiceSource.DICE_SOURCE_CHOSEN_SEED)).contains("the creator knows every roll"));
    assertTrue(Dice.describe(finishedGame(v, DiceSource.DICE_SOURCE_UNSPECIFIED)).contains("did not record who chose it"));
  }

  /** A game whose dice come from source, with taken seated players, the first contributed of whom sent a contribution. */
  private static Game seated(DiceSource source, int taken, int contributed) {
    Game.Builder game = Game.newBuilder().setDiceSource(source);
    for (int i = 0; i < taken; i++) {
      game.addSeats(Seat.newBuilder().setIndex(i).setTaken(true)
          .setDiceContribution(i < contributed ? ByteString.copyFrom(new byte[] {1}) : ByteString.EMPTY));
    }
    return game.build();
  }

  /** Each language's three sources, for 2 of 3 seated players contributing: the sentences of src/cli/locales. */
  private static final Map<String, List<String>> SENTENCES = Map.of(
      "en", List.of(
          "dice from a seed the creator chose: the creator knows every roll",
          "dice from the server's seed mixed with the players' contributions (2 of 3 seated players contributed): nobody can steer them alone",
          "dice from the seed alone (the server did not record who chose it)"),
      "fr", List.of(
          "dés tirés d’une graine choisie par le créateur : le créateur connaît chaque lancer",
          "dés tirés de la graine du serveur mêlée aux apports des joueurs (2 joueurs assis sur 3 ont apporté le leur) : personne ne peut les orienter seul",
          "dés tirés de la seule graine (le serveur n’a pas noté qui l’a choisie)"),
      "nl", List.of(
          "dobbelstenen uit een seed die de maker koos: de maker kent elke worp",
          "dobbelstenen uit de seed van de server gemengd met de bijdragen van de spelers (2 van 3 spelers aan tafel droegen bij): niemand kan ze alleen sturen",
          "dobbelstenen uit alleen de seed (de server heeft niet bijgehouden wie die koos)"),
      "uk", List.of(
          "кубики із зерна, яке обрав творець: творець знає кожен кидок",
          "кубики із зерна сервера, змішаного з внесками гравців (внесок зробили 2 з 3 гравців за столом): ніхто не може керувати ними сам",
          "кубики лише із зерна (сервер не записав, хто його обрав)"),
      "pl", List.of(
          "kości z ziarna wybranego przez twórcę: twórca zna każdy rzut",
          "kości z ziarna serwera zmieszanego z wkładami graczy (wkład dało 2 z 3 graczy przy stole): nikt nie może sam nimi sterować",
          "kości z samego ziarna (serwer nie zapisał, kto je wybrał)"));

  @ParameterizedTest
  @ValueSource(strings = {"en", "fr", "nl", "uk", "pl"})
  void describeSaysEachSourceInEachLanguage(String lang) {
    Locale locale = Locale.forLanguageTag(lang);
    List<String> want = SENTENCES.get(lang);
    assertEquals(want.get(0), Dice.describe(seated(DiceSource.DICE_SOURCE_CHOSEN_SEED, 3, 2), locale));
    assertEquals(want.get(1), Dice.describe(seated(DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS, 3, 2), locale));
    assertEquals(want.get(2), Dice.describe(seated(DiceSource.DICE_SOURCE_UNSPECIFIED, 3, 2), locale));
  }

  @Test
  void describeSpeaksEnglishByDefault() {
    assertEquals(SENTENCES.get("en").get(1), Dice.describe(seated(DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS, 3, 2)));
    assertEquals("kości z ziarna serwera zmieszanego z wkładami graczy: nikt nie może sam nimi sterować",
        Dice.describe(seated(DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS, 0, 0), Locale.forLanguageTag("pl")),
        "no one seated yet: no count");
  }

  /** The seated players' count in each plural form: uk and pl have one (1), few (2, 22) and many (5); en, fr, nl one and other. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "uk | 1  | (внесок зробив 1 з 1 гравця за столом)",
      "uk | 2  | (внесок зробив 1 з 2 гравців за столом)",
      "uk | 5  | (внесок зробив 1 з 5 гравців за столом)",
      "uk | 22 | (внесок зробив 1 з 22 гравців за столом)",
      "pl | 1  | (wkład dał 1 z 1 gracza przy stole)",
      "pl | 2  | (wkład dał 1 z 2 graczy przy stole)",
      "pl | 5  | (wkład dał 1 z 5 graczy przy stole)",
      "pl | 22 | (wkład dał 1 z 22 graczy przy stole)",
      "en | 1  | (1 of 1 seated player contributed)",
      "en | 2  | (1 of 2 seated players contributed)",
      "fr | 1  | (1 joueur assis sur 1 a apporté le sien)",
      "fr | 5  | (1 joueur assis sur 5 a apporté le sien)",
      "nl | 1  | (1 van 1 speler aan tafel droeg bij)",
      "nl | 22 | (1 van 22 spelers aan tafel droeg bij)",
  })
  void describeCountsInTheLanguagesPluralForms(String lang, int taken, String words) {
    String said = Dice.describe(seated(DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS, taken, 1), Locale.forLanguageTag(lang));
    assertTrue(said.contains(words), said);
  }

  /**
   * Issue 26: the players who contributed are the subject, so the verb (and in French the noun)
   * follows how many contributed, the noun after "of" how many are seated.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "fr | 1 | 2 | (1 joueur assis sur 2 a apporté le sien)",
      "fr | 2 | 2 | (2 joueurs assis sur 2 ont apporté le leur)",
      "fr | 0 | 3 | (0 joueur assis sur 3 a apporté le sien)",
      "fr | 5 | 5 | (5 joueurs assis sur 5 ont apporté le leur)",
      "nl | 1 | 2 | (1 van 2 spelers aan tafel droeg bij)",
      "nl | 2 | 2 | (2 van 2 spelers aan tafel droegen bij)",
      "nl | 0 | 3 | (0 van 3 spelers aan tafel droegen bij)",
      "nl | 5 | 5 | (5 van 5 spelers aan tafel droegen bij)",
      "uk | 1 | 2 | (внесок зробив 1 з 2 гравців за столом)",
      "pl | 1 | 5 | (wkład dał 1 z 5 graczy przy stole)",
  })
  void describeAgreesWithTheNumberEachWordBelongsTo(String lang, int contributed, int taken, String words) {
    String said = Dice.describe(seated(DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS, taken, contributed), Locale.forLanguageTag(lang));
    assertTrue(said.contains(words), said);
  }

  @Test
  void describeTakesARegionalLocaleAsItsLanguageAndAnUnknownOneAsEnglish() {
    Game chosen = seated(DiceSource.DICE_SOURCE_CHOSEN_SEED, 3, 2);
    Map<Locale, String> cases = Map.of(
        Locale.forLanguageTag("fr-BE"), "fr",
        new Locale.Builder().setLanguage("nl").setRegion("BE").build(), "nl",
        Locale.forLanguageTag("uk-UA"), "uk",
        Locale.forLanguageTag("PL"), "pl",
        Locale.UK, "en",
        Locale.forLanguageTag("pt-BR"), "en",
        Locale.GERMAN, "en",
        Locale.ROOT, "en");
    cases.forEach((locale, lang) -> assertEquals(SENTENCES.get(lang).get(0), Dice.describe(chosen, locale), locale.toString()));
    assertEquals(SENTENCES.get("en").get(0), Dice.describe(chosen, null));
  }

  private static FluentResource parse(String text, String where) {
    FluentResource resource = FTLParser.parse(FTLStream.of(text));
    assertTrue(resource.errors().isEmpty() && resource.junk().isEmpty(), where + ": " + resource.errors());
    return resource;
  }

  /** The messages the jar carries for a language. */
  private static FluentResource shipped(String lang) throws IOException {
    String path = "locales/" + lang + ".ftl";
    try (InputStream in = Dice.class.getResourceAsStream(path)) {
      assertNotNull(in, "the jar lacks " + path);
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), path);
    }
  }

  private static List<String> ids(FluentResource resource) {
    return resource.entries().stream()
        .filter(e -> e instanceof Message)
        .map(e -> ((Message) e).identifier().name())
        .sorted()
        .toList();
  }

  @Test
  void everyLanguageHasTheMessagesEnglishHas() throws IOException {
    List<String> english = ids(shipped("en"));
    assertEquals(List.of("dice-chosen", "dice-fair", "dice-fair-count", "dice-seed-alone"), english);
    assertEquals(List.of("en", "fr", "nl", "uk", "pl"), Dice.LANGUAGES);
    for (String lang : Dice.LANGUAGES) {
      assertEquals(english, ids(shipped(lang)), lang);
    }
  }

  @Test
  void theMessagesAreThoseMountainGoatsWatchPrints() throws IOException {
    // Compared by what they say, for every count of seated players a game can have and every
    // count of them that contributed.
    for (String lang : Dice.LANGUAGES) {
      Locale locale = Locale.forLanguageTag(lang);
      FluentBundle ours = FluentBundle.builder(locale, ICUFunctionFactory.INSTANCE).withIsolation(false)
          .addResource(shipped(lang)).build();
      String cliPath = "src/cli/locales/" + lang + ".ftl";
      FluentBundle cli = FluentBundle.builder(locale, ICUFunctionFactory.INSTANCE).withIsolation(false)
          .addResource(parse(Files.readString(LiveServer.repoRoot().resolve(cliPath)), cliPath)).build();
      for (String id : ids(shipped(lang))) {
        assertTrue(cli.getMessage(id).isPresent(), lang + ": " + id + " is not in " + cliPath);
        for (long taken = 1; taken <= 24; taken++) {
          for (long contributed = 0; contributed <= taken; contributed++) {
            Map<String, Long> args = Map.of("contributed", contributed, "taken", taken);
            assertEquals(cli.format(id, args), ours.format(id, args),
                lang + " " + id + " with " + contributed + " of " + taken + " seated");
          }
        }
      }
    }
  }
}
