package dev.openmarkets.tools;

import java.net.InetAddress;
import java.util.Optional;
import java.util.Set;

/**
 * tools.allowHosts: hosts (names or IP literals) exempt from the platform-host and public-address
 * rules. A name matches only as written; a literal also matches its other spellings (0x7f000001).
 */
final class AllowList {
  private final Set<String> hosts;

  AllowList(Set<String> hosts) {
    this.hosts = hosts;
  }

  boolean allows(String host) {
    String h = ToolsConfig.canonicalHost(host);
    if (hosts.contains(h)) {
      return true;
    }
    Optional<InetAddress> literal = literal(h);
    return literal.isPresent() && hosts.stream().map(AllowList::literal)
        .anyMatch(o -> o.isPresent() && o.get().equals(literal.get()));
  }

  private static Optional<InetAddress> literal(String host) {
    try {
      return HostLiterals.parse(host);
    } catch (Refusal r) {
      return Optional.empty();
    }
  }
}
