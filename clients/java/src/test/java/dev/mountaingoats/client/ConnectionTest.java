package dev.mountaingoats.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mountaingoats.v1.GameServiceGrpc;
import dev.mountaingoats.v1.GetGameRequest;
import dev.mountaingoats.v1.GetGameResponse;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ClientInterceptor;
import io.grpc.ClientInterceptors;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.InsecureServerCredentials;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Addresses are checked before dialling; a refused connection is not retried until a server has
 * answered, and is retried after (docs/clients.md, "Retries").
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class ConnectionTest {
  static final RetryPolicy THREE = new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(1));
  ManagedChannel channel;
  final AtomicInteger calls = new AtomicInteger();

  @AfterEach
  void closeChannel() {
    if (channel != null) {
      channel.shutdownNow();
    }
  }

  @Test
  void addressesAreCheckedBeforeDialling() {
    for (String ok : List.of("127.0.0.1:50051", "localhost:1", "games.example:443", "host:65535", "[::1]:50051", "my-host-2.lan:8080")) {
      MountainGoatsClient.checkAddress(ok);
      MountainGoatsClient.connect(ok).close();
    }
    for (String bad : List.of("127.0.0.1", "localhost:50051x", "host:0", "host:70000", "host:123456", ":50051", "", "host:",
        "host:+1", "host: 1", "[::1]", "::1:50051", "[127.0.0.1]:1", "[::1:1", "[.:1]:1", "dns:///host:1", "http://host:1",
        "host/path:1", "a b:1", "-host:1", "my_host:1")) {
      String want = "\"" + bad + "\" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051";
      assertEquals(want, assertThrows(IllegalArgumentException.class, () -> MountainGoatsClient.checkAddress(bad)).getMessage());
      assertEquals(want, assertThrows(IllegalArgumentException.class, () -> MountainGoatsClient.connect(bad)).getMessage());
      assertEquals(want, assertThrows(IllegalArgumentException.class, () -> MountainGoatsClient.connectTls(bad)).getMessage());
    }
  }

  /** A client on a channel to {@code address} that counts the tries of its calls, 3 at most. */
  MountainGoatsClient counted(String address) {
    channel = Grpc.newChannelBuilder(address, InsecureChannelCredentials.create()).build();
    ClientInterceptor counter = new ClientInterceptor() {
      @Override
      public <Q, R> ClientCall<Q, R> interceptCall(MethodDescriptor<Q, R> method, CallOptions options, Channel next) {
        calls.incrementAndGet();
        return next.newCall(method, options);
      }
    };
    return MountainGoatsClient.withChannel(ClientInterceptors.intercept(channel, counter)).withRetry(THREE);
  }

  @Test
  void aRefusedConnectionIsNotRetriedBeforeTheFirstAnswer() throws Exception {
    String addr = BotTest.freeAddress();
    String want = "no server is listening at " + addr + " (connection refused): start one with \"cargo run --release -- serve\", or check the address";
    MountainGoatsClient client = counted(addr);
    MountainGoatsException e = Fixtures.assertCode(Status.Code.UNAVAILABLE, () -> client.getGame("games/abc"));
    assertEquals(want, e.getMessage());
    assertEquals(1, calls.get(), "tries of GetGame");
    calls.set(0);
    try (GameWatch w = client.watch("games/abc")) {
      assertEquals(want, Fixtures.assertCode(Status.Code.UNAVAILABLE, w::hasNext).getMessage());
    }
    assertEquals(1, calls.get(), "streams of WatchGame");
    // The same through connect, with the default policy.
    try (MountainGoatsClient plain = MountainGoatsClient.connect(addr)) {
      assertEquals(want, Fixtures.assertCode(Status.Code.UNAVAILABLE, () -> plain.getGame("games/abc")).getMessage());
    }
  }

  @Test
  void aHostThatDoesNotResolveIsNotRetried() {
    MountainGoatsClient client = counted("nosuchhost.invalid:50051");
    MountainGoatsException e = Fixtures.assertCode(Status.Code.UNAVAILABLE, () -> client.getGame("games/abc"));
    assertEquals("cannot resolve nosuchhost.invalid in nosuchhost.invalid:50051: check the address", e.getMessage());
    assertEquals(1, calls.get(), "tries of GetGame");
  }

  /**
   * Once a server has answered (here with an error status alone, a trailers-only answer), a refused
   * connection is a server restarting: it is retried as any UNAVAILABLE.
   */
  @Test
  void aRefusedConnectionIsRetriedAfterAnAnswer() throws Exception {
    Server server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .addService(new GameServiceGrpc.GameServiceImplBase() {
          @Override
          public void getGame(GetGameRequest req, StreamObserver<GetGameResponse> out) {
            out.onError(Status.NOT_FOUND.withDescription("no game " + req.getName()).asRuntimeException());
          }
        })
        .build()
        .start();
    MountainGoatsClient client = counted("127.0.0.1:" + server.getPort());
    try {
      Fixtures.assertCode(Status.Code.NOT_FOUND, () -> client.getGame("games/abc"));
    } finally {
      server.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
    }
    calls.set(0);
    MountainGoatsException e = Fixtures.assertCode(Status.Code.UNAVAILABLE, () -> client.getGame("games/abc"));
    assertEquals(3, calls.get(), "tries of GetGame after the server stopped: " + e.getMessage());
    assertFalse(e.getMessage().contains("no server is listening"), e.getMessage());
  }
}
