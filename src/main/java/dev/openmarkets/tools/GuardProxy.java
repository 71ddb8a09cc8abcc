package dev.openmarkets.tools;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetClientOptions;
import io.vertx.core.net.NetServer;
import io.vertx.core.net.NetServerOptions;
import io.vertx.core.net.NetSocket;
import io.vertx.core.net.SocketAddress;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The only way out for yt-dlp: a forward proxy on 127.0.0.1 that every request of an extraction
 * goes through (--proxy), redirects and media URLs included. Each connection names its job by
 * the proxy credentials; the target host is resolved once per job, checked by
 * {@link AddressPolicy}, and the connection goes to that checked address, never to a name.
 * HTTPS passes as CONNECT tunnels (TLS stays end to end); plain HTTP is forwarded one request
 * per connection. Ports other than 80 and 443 are refused unless the host is allow-listed.
 */
final class GuardProxy {
  private static final int MAX_HEAD = 16 * 1024;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final Vertx vertx;
  private final CheckedResolver resolver;
  private final AllowList allow;
  private final Map<String, ProxySession> sessions = new ConcurrentHashMap<>();
  private NetServer server;
  private NetClient client;

  GuardProxy(Vertx vertx, CheckedResolver resolver, AllowList allow) {
    this.vertx = vertx;
    this.resolver = resolver;
    this.allow = allow;
  }

  Future<Void> start() {
    // a connection lives at most as long as its job; idle timeouts only bound a leak
    client = vertx.createNetClient(new NetClientOptions().setConnectTimeout(10_000).setIdleTimeout(600));
    server = vertx.createNetServer(new NetServerOptions().setHost("127.0.0.1").setPort(0).setIdleTimeout(600));
    return server.connectHandler(this::accept).listen().mapEmpty();
  }

  Future<Void> close() {
    return server == null ? Future.succeededFuture() : server.close().compose(v -> client.close());
  }

  /** A session for one job whose submitted host was already resolved and checked. */
  ProxySession open(String host, List<InetAddress> checked) {
    ProxySession s = new ProxySession(HexFormat.of().formatHex(bytes(16)), resolver, host, checked);
    sessions.put(s.token, s);
    return s;
  }

  void release(ProxySession s) {
    sessions.remove(s.token);
  }

  /** The --proxy value for a session: its token is the proxy user name. */
  String proxyUrl(ProxySession s) {
    return "http://" + s.token + ":x@127.0.0.1:" + server.actualPort();
  }

  private void accept(NetSocket socket) {
    Buffer head = Buffer.buffer();
    socket.handler(chunk -> {
      head.appendBuffer(chunk);
      int end = indexOfBlankLine(head);
      if (end < 0) {
        if (head.length() > MAX_HEAD) {
          answer(socket, "431 Request Header Fields Too Large");
        }
        return;
      }
      socket.pause();
      socket.handler(null);
      route(socket, head.getString(0, end, "ISO-8859-1"), head.getBuffer(end + 4, head.length()));
    });
  }

  private void route(NetSocket socket, String head, Buffer rest) {
    String[] lines = head.split("\r\n");
    String[] first = lines[0].split(" ");
    if (first.length != 3) {
      answer(socket, "400 Bad Request");
      return;
    }
    ProxySession session = sessions.get(tokenOf(lines));
    if (session == null) {
      answer(socket, "407 Proxy Authentication Required");
      return;
    }
    boolean tunnel = first[0].equalsIgnoreCase("CONNECT");
    String host;
    int port;
    String forward = null;
    try {
      if (tunnel) {
        URI u = new URI("tcp://" + first[1]);
        host = u.getHost();
        port = u.getPort();
      } else {
        URI u = new URI(first[1]);
        if (!"http".equalsIgnoreCase(u.getScheme()) || u.getHost() == null) {
          answer(socket, "400 Bad Request");
          return;
        }
        host = u.getHost();
        port = u.getPort() == -1 ? 80 : u.getPort();
        forward = rewrite(first[0], u, first[2], lines);
      }
    } catch (Exception e) {
      answer(socket, "400 Bad Request");
      return;
    }
    if (host == null || port <= 0) {
      answer(socket, "400 Bad Request");
      return;
    }
    String h = ToolsConfig.canonicalHost(host);
    String request = forward;
    session.addresses(h)
        .compose(addresses -> {
          if (!allow.allows(h) && port != 80 && port != 443) {
            return Future.failedFuture(new Refusal("only ports 80 and 443 are allowed, not " + port));
          }
          return connect(addresses, port, 0);
        })
        .onSuccess(upstream -> splice(socket, upstream, tunnel, request, rest))
        .onFailure(err -> {
          if (err instanceof Refusal r) {
            session.refused("refused a connection to " + h + ": " + r.getMessage());
            answer(socket, "403 Forbidden");
          } else {
            answer(socket, "502 Bad Gateway");
          }
        });
  }

  /** Tries the checked addresses in order; never a host name, so nothing is looked up again. */
  private Future<NetSocket> connect(List<InetAddress> addresses, int port, int i) {
    return client.connect(SocketAddress.inetSocketAddress(new InetSocketAddress(addresses.get(i), port)))
        .recover(err -> i + 1 < addresses.size() ? connect(addresses, port, i + 1) : Future.failedFuture(err));
  }

  private void splice(NetSocket socket, NetSocket upstream, boolean tunnel, String request, Buffer rest) {
    socket.closeHandler(v -> upstream.close());
    upstream.closeHandler(v -> socket.close());
    if (tunnel) {
      socket.write("HTTP/1.1 200 Connection established\r\n\r\n");
    } else {
      upstream.write(request);
    }
    if (rest.length() > 0) {
      upstream.write(rest);
    }
    socket.pipeTo(upstream);
    upstream.pipeTo(socket);
  }

  /** Origin-form request line, the client's headers minus proxy and hop-by-hop ones, one request. */
  private static String rewrite(String method, URI u, String version, String[] lines) {
    StringBuilder sb = new StringBuilder(method).append(' ')
        .append(u.getRawPath() == null || u.getRawPath().isEmpty() ? "/" : u.getRawPath())
        .append(u.getRawQuery() == null ? "" : "?" + u.getRawQuery()).append(' ').append(version).append("\r\n");
    for (int i = 1; i < lines.length; i++) {
      String lower = lines[i].toLowerCase(Locale.ROOT);
      if (lower.startsWith("proxy-") || lower.startsWith("connection:") || lower.startsWith("keep-alive:")) {
        continue;
      }
      sb.append(lines[i]).append("\r\n");
    }
    return sb.append("Connection: close\r\n\r\n").toString();
  }

  private static String tokenOf(String[] lines) {
    for (int i = 1; i < lines.length; i++) {
      int colon = lines[i].indexOf(':');
      if (colon > 0 && lines[i].substring(0, colon).trim().equalsIgnoreCase("proxy-authorization")) {
        String v = lines[i].substring(colon + 1).trim();
        if (v.regionMatches(true, 0, "Basic ", 0, 6)) {
          try {
            String userPass = new String(Base64.getDecoder().decode(v.substring(6).trim()), StandardCharsets.UTF_8);
            int c = userPass.indexOf(':');
            return c < 0 ? userPass : userPass.substring(0, c);
          } catch (IllegalArgumentException e) {
            return "";
          }
        }
      }
    }
    return "";
  }

  private static void answer(NetSocket socket, String status) {
    String body = "openmarkets guard proxy: " + status + "\n";
    socket.write("HTTP/1.1 " + status + "\r\nContent-Type: text/plain\r\nContent-Length: " + body.length()
        + (status.startsWith("407") ? "\r\nProxy-Authenticate: Basic realm=\"openmarkets\"" : "")
        + "\r\nConnection: close\r\n\r\n" + body).onComplete(v -> socket.close());
  }

  private static int indexOfBlankLine(Buffer b) {
    for (int i = 0; i + 3 < b.length(); i++) {
      if (b.getByte(i) == '\r' && b.getByte(i + 1) == '\n' && b.getByte(i + 2) == '\r' && b.getByte(i + 3) == '\n') {
        return i;
      }
    }
    return -1;
  }

  private static byte[] bytes(int n) {
    byte[] b = new byte[n];
    RANDOM.nextBytes(b);
    return b;
  }
}
