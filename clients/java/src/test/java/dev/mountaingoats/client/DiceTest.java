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
import dev.mountaingoats.v1.DiceRolled;
import dev.mountaingoats.v1.Roll;
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
}
