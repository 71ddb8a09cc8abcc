package dev.openmarkets.push;

import io.netty.channel.Channel;
import io.netty.channel.ChannelOption;
import io.netty.channel.socket.DuplexChannel;
import io.netty.handler.codec.http2.Http2Error;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.net.impl.ConnectionBase;

/**
 * Where one stream meets its client: the TCP socket under an HTTP/1.x stream, the HTTP/2 stream
 * under an h2 one (its connection may carry other streams). {@link #gone} completes once it no
 * longer exists on this server, whoever ended it; {@link #cut} ends it from the server's side: the
 * last bytes, then an end the client can see, and a reset once the grace has passed, whatever the
 * client does. Vert.x's own close cannot promise that: it flushes before it closes, and a client
 * that does not read never lets a flush finish (probed: sockets ESTABLISHED with 2.8 MB queued in
 * the kernel for as long as the client liked, io_uring and epoll alike).
 */
final class StreamSocket {
  private final Vertx vertx;
  private final HttpServerResponse response;
  /** HTTP/1.x: the connection, which is the stream's alone; null for HTTP/2. */
  private final ConnectionBase connection;
  private final long graceMillis;
  private final Promise<Void> gone = Promise.promise();
  private boolean cut;

  private StreamSocket(Vertx vertx, HttpServerResponse response, ConnectionBase connection, long graceMillis) {
    this.vertx = vertx;
    this.response = response;
    this.connection = connection;
    this.graceMillis = graceMillis;
  }

  static StreamSocket of(Vertx vertx, HttpServerRequest request, long graceMillis) {
    if (request.version() == HttpVersion.HTTP_2) {
      StreamSocket s = new StreamSocket(vertx, request.response(), null, graceMillis);
      // an h2 stream's close handler runs once the stream is closed, ended or not; one closed
      // already (the client reset it while its open waited for a slot) is gone now
      request.response().closeHandler(v -> s.gone.tryComplete());
      if (request.response().closed()) {
        s.gone.tryComplete();
      }
      return s;
    }
    ConnectionBase conn = (ConnectionBase) request.connection();
    StreamSocket s = new StreamSocket(vertx, request.response(), conn, graceMillis);
    // the channel's close, not the response's: that one is not called for a response already ended
    conn.closeFuture().onComplete(ar -> s.gone.tryComplete());
    return s;
  }

  HttpServerResponse response() {
    return response;
  }

  /** Completes when the socket (HTTP/1.x) or the h2 stream is closed on this server. */
  Future<Void> gone() {
    return gone.future();
  }

  /**
   * Ends the response with last (null: nothing more) and the socket with it: once the end has
   * reached the kernel, the server's half is shut (a FIN after the bytes still queued), and the
   * client's close ends the socket; if it is still there after the grace, it is reset, which
   * drops whatever the client left unread. Completes when it is gone.
   */
  Future<Void> cut(Buffer last) {
    if (!cut) {
      cut = true;
      long timer = vertx.setTimer(graceMillis, t -> reset());
      gone.future().onComplete(ar -> vertx.cancelTimer(timer));
      Future<Void> ended = last == null ? response.end() : response.end(last);
      ended.onSuccess(v -> shutOutput());
    }
    return gone.future();
  }

  private void shutOutput() {
    if (connection != null && connection.channel() instanceof DuplexChannel ch && ch.isActive()) {
      ch.shutdownOutput();
    }
  }

  private void reset() {
    if (connection == null) {
      // RST_STREAM: the stream goes, the connection and its other streams stay
      response.reset(Http2Error.CANCEL.code());
      return;
    }
    Channel ch = connection.channel();
    // SO_LINGER 0: close() sends a reset and the kernel drops what it still queues for the client
    ch.config().setOption(ChannelOption.SO_LINGER, 0);
    // from Vert.x's handler outwards, as Vert.x closes an idle connection: its own close would
    // wait for the flush again
    connection.channelHandlerContext().close();
  }
}
