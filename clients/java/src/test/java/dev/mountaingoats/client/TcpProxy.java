package dev.mountaingoats.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/** A loopback TCP proxy to the server whose connections the tests can drop at will. */
final class TcpProxy implements AutoCloseable {
  private final ServerSocket listener;
  private final String host;
  private final int port;
  private final List<Socket> sockets = new ArrayList<>();

  TcpProxy(String target) throws IOException {
    int colon = target.lastIndexOf(':');
    host = target.substring(0, colon);
    port = Integer.parseInt(target.substring(colon + 1));
    listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread accept = new Thread(this::acceptLoop, "proxy-accept");
    accept.setDaemon(true);
    accept.start();
  }

  String address() {
    return "127.0.0.1:" + listener.getLocalPort();
  }

  private void acceptLoop() {
    while (!listener.isClosed()) {
      try {
        Socket in = listener.accept();
        Socket out;
        try {
          out = new Socket(host, port);
        } catch (IOException e) {
          in.close();
          continue;
        }
        synchronized (sockets) {
          sockets.add(in);
          sockets.add(out);
        }
        pipe(in, out);
        pipe(out, in);
      } catch (IOException e) {
        return; // closed
      }
    }
  }

  private static void pipe(Socket from, Socket to) {
    Thread t = new Thread(() -> {
      try (InputStream i = from.getInputStream(); OutputStream o = to.getOutputStream()) {
        i.transferTo(o);
      } catch (IOException ignored) {
        // dropped
      } finally {
        try {
          to.close();
          from.close();
        } catch (IOException ignored) {
          // already closed
        }
      }
    }, "proxy-pipe");
    t.setDaemon(true);
    t.start();
  }

  /** Closes every connection made through the proxy so far. */
  void dropAll() {
    synchronized (sockets) {
      for (Socket s : sockets) {
        try {
          s.close();
        } catch (IOException ignored) {
          // already closed
        }
      }
      sockets.clear();
    }
  }

  @Override
  public void close() throws IOException {
    listener.close();
    dropAll();
  }
}
