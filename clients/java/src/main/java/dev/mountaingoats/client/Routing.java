package dev.mountaingoats.client;

import io.grpc.Metadata;
import io.grpc.stub.AbstractStub;
import io.grpc.stub.MetadataUtils;
import java.nio.charset.StandardCharsets;

/**
 * The routing header (docs/clients.md, "Routing"): which game a call is about. Several servers may
 * share the games, each game with one home server; a balancer in front hashes this header to send
 * every call about one game to the same server. The client sends it on every call whose request
 * names one game, retries and resumed watches included, and not on {@code CreateGame}, {@code
 * ListGames} or {@code FindGame}.
 */
public final class Routing {
  /** The header's name, {@code x-goog-request-params} (Google's AIP-4222 convention). */
  public static final String HEADER = "x-goog-request-params";

  static final Metadata.Key<String> KEY = Metadata.Key.of(HEADER, Metadata.ASCII_STRING_MARSHALLER);

  private static final String PREFIX = "games/";
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private Routing() {}

  /**
   * The header's value for the game named {@code name} ({@code games/{id}}): {@code name=games/}
   * and the id, any byte of it (UTF-8) outside {@code [A-Za-z0-9_.~-]} percent-encoded, the same
   * bytes every client sends. A name without the {@code games/} prefix (which the server refuses
   * anyway) is percent-encoded whole.
   */
  public static String requestParams(String name) {
    if (name.startsWith(PREFIX)) {
      return "name=" + PREFIX + escape(name.substring(PREFIX.length()));
    }
    return "name=" + escape(name);
  }

  // Written out rather than URLEncoder's form encoding, which turns a space into '+' and keeps '*'.
  private static String escape(String text) {
    StringBuilder out = new StringBuilder();
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xFF;
      if (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '~') {
        out.append((char) c);
      } else {
        out.append('%').append(HEX[c >> 4]).append(HEX[c & 15]);
      }
    }
    return out.toString();
  }

  /** Puts the routing header of the game {@code name} into {@code headers}. */
  static Metadata addTo(Metadata headers, String name) {
    headers.put(KEY, requestParams(name));
    return headers;
  }

  /** {@code stub} sending the routing header of the game {@code name} on its calls. */
  static <S extends AbstractStub<S>> S about(S stub, String name) {
    return stub.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(addTo(new Metadata(), name)));
  }
}
