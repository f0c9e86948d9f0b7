package dev.mountaingoats.client;

import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ClientInterceptor;
import io.grpc.ClientStreamTracer;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What a client knows of its connection: the address it was given, and whether a server has
 * answered on it yet (a response, or a status the server sent: gRPC's stream tracers see the
 * headers or trailers it received, which a status the transport makes up has none of). Until then,
 * a refused connection is not retried ({@link #refused}). Shared by the clients of one connection
 * ({@code withRetry}, {@code withKey}) and their seats and watches.
 */
final class Connection implements ClientInterceptor {
  final String address;
  private final AtomicBoolean answered = new AtomicBoolean();
  private final ClientStreamTracer.Factory tracers = new ClientStreamTracer.Factory() {
    @Override
    public ClientStreamTracer newClientStreamTracer(ClientStreamTracer.StreamInfo info, Metadata headers) {
      return new ClientStreamTracer() {
        @Override
        public void inboundHeaders() {
          answered.set(true);
        }

        @Override
        public void inboundHeaders(Metadata headers) {
          answered.set(true);
        }

        @Override
        public void inboundTrailers(Metadata trailers) {
          answered.set(true);
        }

        @Override
        public void inboundMessage(int seqNo) {
          answered.set(true);
        }
      };
    }
  };

  Connection(String address) {
    this.address = address;
  }

  @Override
  public <Q, R> ClientCall<Q, R> interceptCall(MethodDescriptor<Q, R> method, CallOptions options, Channel next) {
    return next.newCall(method, options.withStreamTracerFactory(tracers));
  }

  /** Whether a server has answered on this connection. */
  boolean answered() {
    return answered.get();
  }

  /**
   * For a call that failed with {@code UNAVAILABLE} because nothing listens at the address
   * (connection refused) or its host name does not resolve, before any answer came from a server:
   * the exception that says so in one line, not to be retried (docs/clients.md, "Retries"). Null
   * for any other failure, and once a server has answered (a refused connection is then a server
   * restarting, and is retried).
   */
  MountainGoatsException refused(Throwable t) {
    if (answered.get() || Status.fromThrowable(t).getCode() != Status.Code.UNAVAILABLE) {
      return null;
    }
    for (Throwable c = t; c != null; c = c.getCause()) {
      String message = c.getMessage() == null ? "" : c.getMessage().toLowerCase(Locale.ROOT);
      if (c instanceof UnknownHostException) {
        int colon = address.lastIndexOf(':');
        String host = colon < 0 ? address : address.substring(0, colon);
        return new MountainGoatsException(Status.Code.UNAVAILABLE, "cannot resolve " + host + " in " + address + ": check the address", t);
      }
      if (c instanceof ConnectException && message.contains("refused")) {
        return new MountainGoatsException(Status.Code.UNAVAILABLE, "no server is listening at " + address
            + " (connection refused): start one with \"cargo run --release -- serve\", or check the address", t);
      }
    }
    return null;
  }

  /**
   * Checks that {@code address} is HOST:PORT: HOST a name (letters, digits, dots and hyphens), an
   * IPv4 address or a bracketed IPv6 address, PORT 1 to 65535 in digits.
   *
   * @throws IllegalArgumentException otherwise, with a message of one line
   */
  static void check(String address) {
    if (address == null || !valid(address)) {
      throw new IllegalArgumentException("\"" + address + "\" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051");
    }
  }

  private static boolean valid(String address) {
    int colon = address.lastIndexOf(':');
    if (colon < 0) {
      return false;
    }
    String host = address.substring(0, colon);
    String port = address.substring(colon + 1);
    if (port.isEmpty() || port.length() > 5 || !port.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return false;
    }
    int n = Integer.parseInt(port);
    if (n < 1 || n > 65535) {
      return false;
    }
    if (host.startsWith("[")) {
      if (!host.endsWith("]") || host.length() < 4) {
        return false;
      }
      String ip = host.substring(1, host.length() - 1);
      // Hex digits, colons (and dots, for an IPv4 tail) only: a literal, which InetAddress parses
      // without looking any name up.
      if (ip.indexOf(':') < 0 || ip.startsWith(".") || !ip.chars().allMatch(c -> c == ':' || c == '.' || Character.digit(c, 16) >= 0 && c < 0x80)) {
        return false;
      }
      try {
        InetAddress.getByName(ip);
        return true;
      } catch (UnknownHostException e) {
        return false;
      }
    }
    if (host.isEmpty() || host.startsWith(".") || host.startsWith("-")) {
      return false;
    }
    // No '_': gRPC Java refuses it in a host name (the other clients take it).
    return host.chars().allMatch(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-');
  }
}
