package dev.openmarkets.tools;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;

/**
 * Resolves a host once, on a worker thread, and checks every address it gets: one refused address
 * refuses the host (a name that answers both public and private addresses is an attack, not a
 * choice). Allow-listed hosts skip the check. Callers connect only to the addresses returned.
 */
final class CheckedResolver {
  private final Vertx vertx;
  private final AllowList allow;

  CheckedResolver(Vertx vertx, AllowList allow) {
    this.vertx = vertx;
    this.allow = allow;
  }

  Future<List<InetAddress>> resolve(String host) {
    String h = ToolsConfig.canonicalHost(host);
    boolean allowed = allow.allows(h);
    Optional<InetAddress> literal;
    try {
      literal = HostLiterals.parse(h);
    } catch (Refusal r) {
      return Future.failedFuture(r);
    }
    if (literal.isPresent()) {
      try {
        return Future.succeededFuture(checked(h, List.of(literal.get()), allowed, "is"));
      } catch (Refusal r) {
        return Future.failedFuture(r);
      }
    }
    if (!h.matches("[a-z0-9._-]+")) {
      return Future.failedFuture(new Refusal("the host " + h + " is not a valid host name"));
    }
    return vertx.executeBlocking(() -> {
      try {
        return checked(h, List.of(InetAddress.getAllByName(h)), allowed, "resolves to");
      } catch (UnknownHostException e) {
        throw new Refusal("the host " + h + " cannot be resolved");
      }
    }, false);
  }

  private static List<InetAddress> checked(String host, List<InetAddress> addresses, boolean allowed, String verb) {
    if (allowed) {
      return addresses;
    }
    for (InetAddress a : addresses) {
      Optional<String> why = AddressPolicy.refusal(a);
      if (why.isPresent()) {
        throw new Refusal("the host " + host + " " + verb + " " + a.getHostAddress() + ", " + why.get());
      }
    }
    return addresses;
  }
}
