package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

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
    assertTrue(Dice.describe(finishedGame(v, DiceSource.DICE_SOURCE_SERVER_SEED_AND_PLAYERS)).contains("2 of 3 players' contributions"));
    assertTrue(Dice.describe(finishedGame(v, DiceSource.DICE_SOURCE_CHOSEN_SEED)).contains("creator knows every roll"));
    assertTrue(Dice.describe(finishedGame(v, DiceSource.DICE_SOURCE_UNSPECIFIED)).contains("not recorded"));
  }
}
