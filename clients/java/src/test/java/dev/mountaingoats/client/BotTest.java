package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The example bot (examples/Bot.java, compiled with the tests) as a user runs it, a process of its
 * own: every failure is one line on stderr, {@code error: …}, and exit status 1 (2 for a usage
 * error), never a stack trace.
 */
@ExtendWith(LiveServer.class)
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class BotTest {
  record Run(int code, String out, String err, Duration took) {}

  static Run bot(Map<String, String> env, String... args) throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"), "Bot"));
    command.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().remove(MountainGoatsClient.KEY_ENV);
    pb.environment().putAll(env);
    long start = System.nanoTime();
    Process p = pb.start();
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
    String out = read(p.getInputStream());
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the bot is still running");
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    return new Run(p.exitValue(), out, err.join(), took);
  }

  private static String read(java.io.InputStream in) {
    try {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** Exit status one of {@code codes}, and stderr exactly one non-empty line holding {@code want}. */
  static void assertOneLine(Run r, String want, int... codes) {
    String[] lines = r.err().split("\n", -1);
    boolean codeOk = Arrays.stream(codes).anyMatch(c -> c == r.code());
    assertTrue(codeOk && lines.length == 2 && lines[1].isEmpty() && !lines[0].isBlank() && lines[0].contains(want),
        "exit " + r.code() + ", stderr \"" + r.err() + "\"; want exit " + Arrays.toString(codes) + " and one line holding " + want);
  }

  /** A loopback address where nothing listens. */
  static String freeAddress() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return "127.0.0.1:" + s.getLocalPort();
    }
  }

  @Test
  void saysInOneLineThatNoServerIsRunning() throws Exception {
    String addr = freeAddress();
    // The yardstick: the same program, its JVM started, failing on its usage.
    Duration startup = bot(Map.of()).took();
    Run r = bot(Map.of(), addr, "games/abc", "java");
    assertOneLine(r, "no server is listening at " + addr, 1);
    assertEquals("error: no server is listening at " + addr
        + " (connection refused): start one with \"cargo run --release -- serve\", or check the address\n", r.err());
    // The default policy's waits between its 10 tries of UNAVAILABLE sum to 11.1 s before jitter,
    // never less than half that: a bot that retried would spend at least 5.55 s more than one that
    // fails on its usage.
    assertTrue(r.took().minus(startup).compareTo(Duration.ofSeconds(5)) < 0,
        "the bot took " + r.took() + " to fail (" + startup + " to refuse its usage): it retried a refused connection");
  }

  @Test
  void saysInOneLineThatTheGameIsNotFound() throws Exception {
    Run r = bot(Map.of(), LiveServer.address(), "games/doesnotexist", "java");
    assertOneLine(r, "GAME_NOT_FOUND", 1);
    assertEquals("", r.out());
  }

  @Test
  void saysInOneLineThatTheKeyIsWrong() throws Exception {
    Run r = bot(Map.of(MountainGoatsClient.KEY_ENV, "mgk_" + "0".repeat(64)), LiveServer.address(), "--rated");
    assertOneLine(r, "KEY_INVALID", 1);
  }

  @Test
  void saysInOneLineThatTheAddressIsBad() throws Exception {
    Run r = bot(Map.of(), "127.0.0.1", "games/abc", "java");
    assertOneLine(r, "\"127.0.0.1\" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051", 1, 2);
  }

  @Test
  void givesItsUsageInOneLine() throws Exception {
    for (String[] args : List.of(new String[] {}, new String[] {"127.0.0.1:50051"},
        new String[] {"--rated", "127.0.0.1:50051", "games/abc"}, new String[] {"--players"},
        new String[] {"127.0.0.1:50051", "--rated", "--players", "two"}, new String[] {"--nope", "127.0.0.1:50051"},
        new String[] {"127.0.0.1:50051", "games/abc", "java", "first"})) {
      assertOneLine(bot(Map.of(MountainGoatsClient.KEY_ENV, "mgk_x"), args), "usage: Bot ADDR", 2);
    }
    assertOneLine(bot(Map.of(), "127.0.0.1:50051", "--rated"), "--rated plays as an account", 2);
  }
}
