package dev.openmarkets.testing;

import io.vertx.core.Vertx;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetServer;
import io.vertx.core.net.NetServerOptions;
import io.vertx.core.net.NetSocket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay in front of a dependency (PostgreSQL, Redis) that a test can cut and restore: cut()
 * closes every relayed connection and refuses new ones, as a database that went away would;
 * restore() accepts again on the same port. stall() keeps every connection open but relays
 * nothing more, as a database that hangs would, until unstall(). A resetting relay closes its
 * clients' sockets with a TCP reset (SO_LINGER 0), as a peer that died with unread data does:
 * reset() cuts every relayed connection that way and keeps accepting new ones.
 */
public final class TcpProxy implements AutoCloseable {
  private final Vertx vertx = Vertx.vertx();
  private final String targetHost;
  private final int targetPort;
  private final List<NetSocket> open = new CopyOnWriteArrayList<>();
  private final NetClient client;
  private NetServer server;
  private int port;
  private volatile boolean stalled;
  private final boolean resetting;

  public TcpProxy(String targetHost, int targetPort) throws Exception {
    this(targetHost, targetPort, false);
  }

  public TcpProxy(String targetHost, int targetPort, boolean resetting) throws Exception {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
    this.resetting = resetting;
    this.client = vertx.createNetClient();
    listen(0);
  }

  public int port() {
    return port;
  }

  private void listen(int onPort) throws Exception {
    server = vertx.createNetServer(new NetServerOptions().setSoLinger(resetting ? 0 : -1)).connectHandler(this::relay);
    server.listen(onPort, "127.0.0.1").toCompletionStage().toCompletableFuture().get();
    port = server.actualPort();
  }

  private void relay(NetSocket in) {
    in.pause();
    open.add(in);
    client.connect(targetPort, targetHost).onSuccess(out -> {
      open.add(out);
      in.handler(out::write);
      out.handler(in::write);
      in.closeHandler(v -> out.close());
      out.closeHandler(v -> in.close());
      if (!stalled) {
        in.resume();
      }
    }).onFailure(err -> in.close());
  }

  public void stall() {
    stalled = true;
    open.forEach(NetSocket::pause);
  }

  public void unstall() {
    stalled = false;
    open.forEach(NetSocket::resume);
  }

  /** Cuts every relayed connection (with a TCP reset when resetting) and keeps accepting. */
  public void reset() {
    for (NetSocket s : open) {
      s.close();
    }
    open.clear();
  }

  public void cut() throws Exception {
    server.close().toCompletionStage().toCompletableFuture().get();
    for (NetSocket s : open) {
      s.close();
    }
    open.clear();
  }

  public void restore() throws Exception {
    listen(port);
  }

  @Override
  public void close() throws Exception {
    vertx.close().toCompletionStage().toCompletableFuture().get();
  }
}
