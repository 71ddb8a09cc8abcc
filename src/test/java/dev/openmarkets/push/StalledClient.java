package dev.openmarkets.push;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A stream client that never reads its events: a raw socket with a 4 KB receive buffer, from a
 * chosen loopback address, that reads its answer's status line (byte by byte, so nothing more
 * leaves the kernel's buffer) and nothing after. It asks as EventSource does (a keep-alive
 * connection), so the server's close is all that ends the socket while the client holds it.
 */
final class StalledClient implements AutoCloseable {
  final Socket socket;
  final int status;

  private StalledClient(Socket socket, int status) {
    this.socket = socket;
    this.status = status;
  }

  static StalledClient open(InetAddress from, int port, String pathAndQuery) throws IOException {
    Socket s = new Socket();
    // before connecting: the window the server is offered is set in the handshake
    s.setReceiveBufferSize(4096);
    s.bind(new InetSocketAddress(from, 0));
    s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 5_000);
    s.setSoTimeout(10_000);
    s.getOutputStream().write(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: openmarkets.test\r\n"
        + "Accept: text/event-stream\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII));
    return new StalledClient(s, status(s.getInputStream()));
  }

  /** "HTTP/1.1 200 OK": the code, read up to the line's end. */
  private static int status(InputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    int c;
    while ((c = in.read()) != -1 && c != '\n') {
      line.append((char) c);
    }
    if (line.length() < 12) {
      throw new IOException("no status line: '" + line + "'");
    }
    return Integer.parseInt(line.substring(9, 12));
  }

  int localPort() {
    return socket.getLocalPort();
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
