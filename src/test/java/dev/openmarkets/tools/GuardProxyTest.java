package dev.openmarkets.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The guard proxy over real sockets: plain HTTP forwarding and CONNECT tunnels to an allow-listed
 * local server, 407 without a job's credentials, 403 (and the reason kept) for a private target,
 * a port outside 80/443, and the pinned address used without a second lookup.
 */
class GuardProxyTest {
  private static Vertx vertx;
  private static HttpServer target;
  private static GuardProxy proxy;
  private static int proxyPort;
  private static final List<String> SEEN = new CopyOnWriteArrayList<>();

  @BeforeAll
  static void start() throws Exception {
    vertx = Vertx.vertx();
    target = vertx.createHttpServer().requestHandler(req -> {
      SEEN.add(req.getHeader("Host") + " " + req.uri());
      req.response().putHeader("Content-Type", "text/plain").end("hello from " + req.uri());
    }).listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get();
    AllowList allow = new AllowList(Set.of("127.0.0.1", "pinned.test"));
    proxy = new GuardProxy(vertx, new CheckedResolver(vertx, allow), allow);
    proxy.start().toCompletionStage().toCompletableFuture().get();
    ProxySession probe = proxy.open("x", List.of());
    String url = proxy.proxyUrl(probe);
    proxy.release(probe);
    proxyPort = Integer.parseInt(url.substring(url.lastIndexOf(':') + 1));
  }

  @AfterAll
  static void stop() throws Exception {
    vertx.close().toCompletionStage().toCompletableFuture().get();
  }

  private static String auth(ProxySession s) {
    return "Proxy-Authorization: Basic "
        + Base64.getEncoder().encodeToString((s.token + ":x").getBytes(StandardCharsets.UTF_8)) + "\r\n";
  }

  /** Sends raw bytes to the proxy and reads until the connection closes. */
  private static String exchange(String... writes) throws Exception {
    try (Socket sock = new Socket(InetAddress.getLoopbackAddress(), proxyPort)) {
      sock.setSoTimeout(10_000);
      OutputStream out = sock.getOutputStream();
      InputStream in = sock.getInputStream();
      StringBuilder got = new StringBuilder();
      for (String w : writes) {
        out.write(w.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        if (w.startsWith("CONNECT")) {
          got.append(readHead(in));
        }
      }
      ByteArrayOutputStream rest = new ByteArrayOutputStream();
      in.transferTo(rest);
      return got + rest.toString(StandardCharsets.ISO_8859_1);
    }
  }

  private static String readHead(InputStream in) throws Exception {
    StringBuilder sb = new StringBuilder();
    while (!sb.toString().endsWith("\r\n\r\n")) {
      int c = in.read();
      if (c < 0) {
        break;
      }
      sb.append((char) c);
    }
    return sb.toString();
  }

  private static int port() {
    return target.actualPort();
  }

  @Test
  void forwardsPlainHttpToAnAllowListedHost() throws Exception {
    ProxySession s = proxy.open("127.0.0.1", List.of(InetAddress.getByName("127.0.0.1")));
    String r = exchange("GET http://127.0.0.1:" + port() + "/a?b=1 HTTP/1.1\r\nHost: 127.0.0.1:" + port() + "\r\n"
        + auth(s) + "Connection: keep-alive\r\n\r\n");
    assertTrue(r.startsWith("HTTP/1.1 200"), r);
    assertTrue(r.endsWith("hello from /a?b=1"), r);
    assertNull(s.firstRefusal());
    proxy.release(s);
  }

  @Test
  void tunnelsConnect() throws Exception {
    ProxySession s = proxy.open("127.0.0.1", List.of(InetAddress.getByName("127.0.0.1")));
    String r = exchange("CONNECT 127.0.0.1:" + port() + " HTTP/1.1\r\nHost: 127.0.0.1:" + port() + "\r\n" + auth(s) + "\r\n",
        "GET /tunnelled HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    assertTrue(r.startsWith("HTTP/1.1 200 Connection established\r\n\r\nHTTP/1.1 200"), r);
    assertTrue(r.endsWith("hello from /tunnelled"), r);
    proxy.release(s);
  }

  @Test
  void withoutAJobsCredentialsIs407() throws Exception {
    String r = exchange("GET http://127.0.0.1:" + port() + "/ HTTP/1.1\r\nHost: x\r\n\r\n");
    assertTrue(r.startsWith("HTTP/1.1 407"), r);
    ProxySession gone = proxy.open("127.0.0.1", List.of(InetAddress.getByName("127.0.0.1")));
    proxy.release(gone);
    assertTrue(exchange("GET http://127.0.0.1:" + port() + "/ HTTP/1.1\r\nHost: x\r\n" + auth(gone) + "\r\n")
        .startsWith("HTTP/1.1 407"), "a finished job's credentials are dead");
  }

  @Test
  void privateTargetsAndOtherPortsAre403WithTheReasonKept() throws Exception {
    int before = SEEN.size();
    ProxySession s = proxy.open("127.0.0.1", List.of(InetAddress.getByName("127.0.0.1")));
    // localhost is not on the allow-list: it resolves to loopback and is refused
    String r = exchange("GET http://localhost:" + port() + "/x HTTP/1.1\r\nHost: localhost\r\n" + auth(s) + "\r\n");
    assertTrue(r.startsWith("HTTP/1.1 403"), r);
    assertEquals("refused a connection to localhost: the host localhost resolves to 127.0.0.1, a loopback address",
        s.firstRefusal());
    // a public address on another port
    ProxySession s3 = proxy.open("127.0.0.1", List.of(InetAddress.getByName("127.0.0.1")));
    assertTrue(exchange("CONNECT 8.8.8.8:8443 HTTP/1.1\r\n" + auth(s3) + "\r\n").startsWith("HTTP/1.1 403"));
    assertEquals("refused a connection to 8.8.8.8: only ports 80 and 443 are allowed, not 8443", s3.firstRefusal());
    proxy.release(s3);
    ProxySession s2 = proxy.open("127.0.0.1", List.of(InetAddress.getByName("127.0.0.1")));
    assertTrue(exchange("CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n" + auth(s2) + "\r\n")
        .startsWith("HTTP/1.1 403"));
    assertEquals("refused a connection to localhost: the host localhost resolves to 127.0.0.1, a loopback address",
        s2.firstRefusal());
    assertTrue(exchange("CONNECT 169.254.169.254:80 HTTP/1.1\r\n" + auth(s2) + "\r\n").startsWith("HTTP/1.1 403"));
    assertTrue(exchange("CONNECT [::ffff:10.0.0.1]:443 HTTP/1.1\r\n" + auth(s2) + "\r\n").startsWith("HTTP/1.1 403"));
    assertTrue(exchange("CONNECT 0x0a000001:443 HTTP/1.1\r\n" + auth(s2) + "\r\n").startsWith("HTTP/1.1 403"));
    assertEquals(before, SEEN.size(), "nothing reached the server");
    proxy.release(s);
    proxy.release(s2);
  }

  @Test
  void aPinnedHostConnectsToItsCheckedAddressWithoutAnotherLookup() throws Exception {
    // pinned.test does not exist in DNS: reaching the server proves the pinned address was used
    ProxySession s = proxy.open("pinned.test", List.of(InetAddress.getByName("127.0.0.1")));
    String r = exchange("GET http://pinned.test:" + port() + "/pin HTTP/1.1\r\nHost: pinned.test\r\n" + auth(s) + "\r\n");
    assertTrue(r.endsWith("hello from /pin"), r);
    assertTrue(SEEN.contains("pinned.test /pin"), SEEN.toString());
    proxy.release(s);
  }
}
