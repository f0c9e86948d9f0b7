package dev.mountaingoats.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The server under test: {@code MOUNTAIN_GOATS_ADDR} when set, otherwise {@code
 * $MOUNTAIN_GOATS_BIN serve} (default {@code target/release/mountain-goats}) started once for the whole run (from the repository root,
 * two folders above this project) and stopped with SIGTERM at its end.
 */
public final class LiveServer implements BeforeAllCallback {
  private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(LiveServer.class);
  private static volatile String address;

  /** The address of the server, "host:port". */
  public static String address() {
    if (address == null) {
      throw new IllegalStateException("use @ExtendWith(LiveServer.class)");
    }
    return address;
  }

  static Path repoRoot() {
    String root = System.getProperty("mountaingoats.repoRoot");
    Path p = root != null ? Path.of(root) : Path.of(System.getProperty("user.dir"), "..", "..");
    return p.toAbsolutePath().normalize();
  }

  /** The server's log, beside the test reports. */
  static java.io.File serverLog() {
    java.io.File dir = Path.of(System.getProperty("user.dir"), "target").toFile();
    dir.mkdirs();
    return new java.io.File(dir, "mountain-goats-server.log");
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    String env = System.getenv("MOUNTAIN_GOATS_ADDR");
    if (env != null && !env.isBlank()) {
      address = env.trim();
      return;
    }
    Process server = context.getRoot().getStore(NS).computeIfAbsent("server", k -> Process.start(), Process.class);
    address = server.address;
  }

  /** A server process of ours; closed by JUnit at the end of the run. */
  static final class Process implements AutoCloseable {
    final java.lang.Process process;
    final String address;

    private Process(java.lang.Process process, String address) {
      this.process = process;
      this.address = address;
    }

    static Process start() {
      String fromEnv = System.getenv("MOUNTAIN_GOATS_BIN");
      Path bin = fromEnv != null && !fromEnv.isBlank() ? Path.of(fromEnv) : repoRoot().resolve("target/release/mountain-goats");
      if (!Files.isExecutable(bin)) {
        throw new IllegalStateException("no server: set MOUNTAIN_GOATS_ADDR or run `cargo build --release` in " + repoRoot());
      }
      try {
        // No bound on accounts: the suite makes them by the dozen from one address (tests/run starts
        // its server so too).
        java.lang.Process p = new ProcessBuilder(bin.toString(), "serve", "--listen", "127.0.0.1:0", "--db", ":memory:",
            "--accounts-per-client-per-hour", "0")
            .redirectError(ProcessBuilder.Redirect.appendTo(serverLog()))
            .start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = CompletableFuture.supplyAsync(() -> {
          try {
            return out.readLine();
          } catch (IOException e) {
            return null;
          }
        }).get(30, TimeUnit.SECONDS);
        if (line == null || !line.startsWith("listening on ")) {
          p.destroyForcibly();
          throw new IllegalStateException("the server printed " + line + ", want `listening on ADDR`");
        }
        // Keep draining stdout so the server never blocks on it.
        Thread drain = new Thread(() -> {
          try {
            while (out.readLine() != null) {
              // discard
            }
          } catch (IOException ignored) {
            // the server is gone
          }
        }, "server-stdout");
        drain.setDaemon(true);
        drain.start();
        return new Process(p, line.substring("listening on ".length()).trim());
      } catch (Exception e) {
        throw new IllegalStateException("could not start the server: " + e, e);
      }
    }

    @Override
    public void close() {
      process.destroy(); // SIGTERM
      try {
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
          process.destroyForcibly().waitFor();
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }
}
