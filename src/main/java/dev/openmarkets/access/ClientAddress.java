package dev.openmarkets.access;

import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.net.SocketAddress;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

/**
 * The client's IP for rate limiting: the socket peer, unless the peer is a configured trusted
 * proxy, in which case the right-most X-Forwarded-For entry that is not itself a trusted proxy.
 * A client can therefore never choose its own bucket by forging the header.
 */
public final class ClientAddress {
  private record Cidr(byte[] network, int bits) {
    boolean contains(byte[] addr) {
      if (addr.length != network.length) {
        return false;
      }
      int full = bits / 8;
      for (int i = 0; i < full; i++) {
        if (addr[i] != network[i]) {
          return false;
        }
      }
      int rest = bits % 8;
      if (rest == 0) {
        return true;
      }
      int mask = 0xff << (8 - rest) & 0xff;
      return (addr[full] & mask) == (network[full] & mask);
    }
  }

  private final List<Cidr> trusted = new ArrayList<>();

  /** Entries are addresses ("10.0.0.5") or CIDR ranges ("10.0.0.0/8", "::1/128"). */
  public ClientAddress(List<String> trustedProxies) {
    for (String entry : trustedProxies) {
      String[] parts = entry.trim().split("/", 2);
      byte[] net = literal(parts[0]);
      if (net == null) {
        throw new IllegalArgumentException("trusted proxy '" + entry + "' is not an IP address or CIDR range");
      }
      trusted.add(new Cidr(net, parts.length == 2 ? Integer.parseInt(parts[1]) : net.length * 8));
    }
  }

  public String of(HttpServerRequest req) {
    // the connection's peer: a router's request would otherwise work out its Forwarded view
    // (authority, scheme, absolute URI) first, per request, to give the same address back
    SocketAddress remote = req.connection() == null ? req.remoteAddress() : req.connection().remoteAddress();
    String peer = remote == null ? "unknown" : remote.host();
    if (trusted.isEmpty() || !isTrusted(peer)) {
      return peer;
    }
    String xff = req.getHeader("X-Forwarded-For");
    if (xff == null) {
      return peer;
    }
    String[] hops = xff.split(",");
    for (int i = hops.length - 1; i >= 0; i--) {
      String hop = hops[i].trim();
      if (!hop.isEmpty() && !isTrusted(hop)) {
        return literal(hop) == null ? peer : hop;
      }
    }
    return peer;
  }

  private boolean isTrusted(String ip) {
    byte[] addr = literal(ip);
    if (addr == null) {
      return false;
    }
    for (Cidr c : trusted) {
      if (c.contains(addr)) {
        return true;
      }
    }
    return false;
  }

  /** Parses an IP literal without any DNS lookup; null when it is not one. */
  static byte[] literal(String s) {
    if (s == null || s.isEmpty() || !(s.indexOf(':') >= 0 || s.matches("[0-9.]+"))) {
      return null;
    }
    try {
      return InetAddress.getByName(s.startsWith("[") ? s.substring(1, s.length() - 1) : s).getAddress();
    } catch (UnknownHostException | IllegalArgumentException e) {
      return null;
    }
  }
}
