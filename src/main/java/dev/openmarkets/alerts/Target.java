package dev.openmarkets.alerts;

import dev.openmarkets.tools.OutboundGuard;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;

/**
 * A receiver URL checked by the tools' SSRF guard: absolute http(s), no user info, and a host whose
 * every address is public, or (allowPrivateTargets) at least not link-local or a metadata service.
 * Checked when the alert is made and again before every attempt (a name may be re-pointed); the
 * attempt connects to the address checked here, never to a second lookup's.
 */
record Target(URI uri, String host, int port, boolean https, InetAddress address) {

  /** Why a URL cannot be a receiver; the message is shown to the client. */
  static final class Refused extends RuntimeException {
    Refused(String reason) {
      super(reason, null, false, false);
    }
  }

  /** The URL's syntax only (no DNS): throws Refused. */
  static URI parse(String text) {
    if (text == null || text.isBlank()) {
      throw new Refused("url is required");
    }
    if (text.length() > 2048) {
      throw new Refused("url must be at most 2048 characters");
    }
    URI uri;
    try {
      uri = new URI(text.strip());
    } catch (URISyntaxException e) {
      throw new Refused("url is not a valid address");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw new Refused("url must start with http:// or https://");
    }
    if (uri.getRawAuthority() == null || uri.getHost() == null) {
      throw new Refused("url must name a host");
    }
    if (uri.getRawUserInfo() != null) {
      throw new Refused("url must not carry a user name or password");
    }
    if (uri.getRawFragment() != null) {
      throw new Refused("url must not carry a fragment");
    }
    return uri;
  }

  /** Parses and resolves (on a worker thread), failing with Refused and its reason. */
  static Future<Target> check(Vertx vertx, String text, boolean allowPrivate) {
    URI uri;
    try {
      uri = parse(text);
    } catch (Refused r) {
      return Future.failedFuture(r);
    }
    return vertx.executeBlocking(() -> resolve(uri, allowPrivate), false);
  }

  private static Target resolve(URI uri, boolean allowPrivate) {
    String host = OutboundGuard.canonicalHost(uri.getHost());
    List<OutboundGuard.Checked> checked;
    try {
      checked = OutboundGuard.resolve(host);
    } catch (IllegalArgumentException e) {
      throw new Refused(e.getMessage());
    }
    // one refused address refuses the host: a name answering both public and private is an attack
    for (OutboundGuard.Checked c : checked) {
      if (c.refusal() != null && (!allowPrivate || c.linkLocalOrMetadata())) {
        throw new Refused("url host " + host + " is " + c.address().getHostAddress() + ", " + c.refusal()
            + (c.linkLocalOrMetadata() ? "; never a receiver" : "; receivers must be public addresses"));
      }
    }
    boolean https = uri.getScheme().equalsIgnoreCase("https");
    int port = uri.getPort() == -1 ? (https ? 443 : 80) : uri.getPort();
    return new Target(uri, host, port, https, checked.get(0).address());
  }
}
