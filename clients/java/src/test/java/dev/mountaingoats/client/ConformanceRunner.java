package dev.mountaingoats.client;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.mountaingoats.v1.Game;
import dev.mountaingoats.v1.GameOptions;
import dev.mountaingoats.v1.Group;
import dev.mountaingoats.v1.Move;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Java client's runner of the conformance suite (clients/conformance): reads one case a line
 * on stdin ({"case": name, "action": {...}}), does the case's action through the public API
 * against the scripted server at its last argument, and prints one JSON line with what the client
 * reported. Compiled with the tests; clients/conformance/run runs it on the packaged jar.
 */
public final class ConformanceRunner {
  /** The one move of every case that submits one: the scripted server takes any. */
  private static final Move MOVE =
      Move.newBuilder().addAllFaces(List.of(1, 2, 3, 4)).addGroups(Group.newBuilder().addAllDice(List.of(0, 1, 2, 3))).build();

  private ConformanceRunner() {}

  public static void main(String[] args) throws Exception {
    String addr = args[args.length - 1];
    Gson gson = new Gson();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      JsonObject c = gson.fromJson(line, JsonObject.class);
      Map<String, Object> report = new LinkedHashMap<>();
      report.put("case", c.get("case").getAsString());
      try {
        run(addr, c.getAsJsonObject("action"), report);
      } catch (RuntimeException e) {
        e.printStackTrace();
        report.put("crash", e.toString());
      }
      System.out.println(gson.toJson(report));
      System.out.flush();
    }
  }

  private static String string(JsonObject a, String key) {
    JsonElement e = a.get(key);
    return e == null || e.isJsonNull() ? null : e.getAsString();
  }

  private static GameOptions findOptions(JsonObject a) {
    return GameOptions.newBuilder()
        .setPlayers(a.get("players").getAsInt())
        .setRated(a.has("rated") && a.get("rated").getAsBoolean())
        .build();
  }

  private static void run(String addr, JsonObject a, Map<String, Object> report) {
    String game = a.get("game").getAsString();
    String token = a.get("token").getAsString();
    try (MountainGoatsClient client = MountainGoatsClient.connect(addr)) {
      try {
        switch (a.get("do").getAsString()) {
          case "get_game" -> report.put("version", client.getGame(game).getVersion());
          case "create_game" -> {
            GameOptions options = GameOptions.newBuilder().setPlayers(a.get("players").getAsInt()).build();
            Map<Integer, String> houses = new LinkedHashMap<>();
            if (a.has("house_seats")) {
              a.getAsJsonObject("house_seats").entrySet().forEach(e -> houses.put(Integer.valueOf(e.getKey()), e.getValue().getAsString()));
            }
            Game created = houses.isEmpty() ? client.createGame(options) : client.createGame(options, houses);
            report.put("version", created.getVersion());
          }
          case "join_game" -> {
            Integer seat = a.has("seat") ? a.get("seat").getAsInt() : null;
            String given = string(a, "dice_contribution");
            SeatClient s = client.joinGame(game, string(a, "player"), seat, string(a, "seat_token"),
                given == null ? null : HexFormat.of().parseHex(given));
            report.put("seat", s.seat());
            report.put("token", s.token());
          }
          case "find_game" -> {
            SeatClient s = client.withKey(string(a, "key")).findGame(string(a, "player"), findOptions(a));
            report.put("seat", s.seat());
            report.put("token", s.token());
          }
          case "find_and_play" -> {
            SeatClient s = client.withKey(string(a, "key")).findGame("", findOptions(a));
            report.put("token", s.token());
            report.put("version", s.play(Strategy.FIRST_LEGAL_MOVE).getVersion());
          }
          case "create_account" -> {
            AccountKey made = client.createAccount(string(a, "display_name"));
            report.put("account", made.account().getName());
            report.put("key", made.key());
          }
          case "submit_move" -> {
            SeatClient s = client.seat(game, 0, token);
            long expected = a.has("expected_version") ? a.get("expected_version").getAsLong() : 0;
            String requestId = string(a, "request_id");
            report.put("version", (requestId == null ? s.submitMove(MOVE, expected) : s.submitMove(MOVE, expected, requestId)).getGame().getVersion());
          }
          case "watch" -> {
            List<String> updates = new ArrayList<>();
            report.put("updates", updates);
            try (GameWatch watch = a.has("resume_after") ? client.watch(game, a.get("resume_after").getAsLong()) : client.watch(game)) {
              for (GameUpdate u : watch) {
                updates.add((u.snapshot() ? "snapshot " : "change ") + u.version());
              }
            }
          }
          case "play" -> report.put("version", client.seat(game, 0, token).play(Strategy.FIRST_LEGAL_MOVE).getVersion());
          default -> {
            report.put("skip", "no action " + a.get("do").getAsString());
            return;
          }
        }
        report.put("ok", true);
      } catch (MountainGoatsException e) {
        report.put("ok", false);
        report.put("code", e.code().name());
        report.put("reason", e.reason());
      }
    }
  }
}
