package dev.openmarkets.tools;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The tools area's SSRF guard (HostLiterals, AddressPolicy) for other outbound callers, such as
 * the alerts' webhooks: resolves a host and says, per address, why it is not a public one. The
 * caller decides what it lets through; link-local and metadata addresses are named apart, as
 * no setting may ever let those through.
 */
public final class OutboundGuard {
  /** AWS's IPv6 instance metadata service, inside the unique-local block. */
  private static final String AWS_V6_METADATA = "fd00:ec2:0:0:0:0:0:254";

  /** One address of the host; refusal is null for a public unicast address. */
  public record Checked(InetAddress address, String refusal) {
    /** Link-local or a cloud metadata service: never a receiver, whatever the configuration. */
    public boolean linkLocalOrMetadata() {
      return refusal != null && (refusal.contains("link-local") || refusal.contains("metadata"));
    }
  }

  private OutboundGuard() {
  }

  /** The host as the guard compares it: lower case, without brackets or a trailing dot. */
  public static String canonicalHost(String host) {
    return ToolsConfig.canonicalHost(host);
  }

  /**
   * Blocking (DNS): call it on a worker thread. Every address of the host with its refusal;
   * throws IllegalArgumentException, with a reason safe to show, for a host that is junk or does
   * not resolve.
   */
  public static List<Checked> resolve(String host) {
    String h = canonicalHost(host);
    List<InetAddress> addresses;
    try {
      Optional<InetAddress> literal = HostLiterals.parse(h);
      if (literal.isPresent()) {
        addresses = List.of(literal.get());
      } else if (!h.matches("[a-z0-9._-]+")) {
        throw new IllegalArgumentException("the host " + h + " is not a valid host name");
      } else {
        addresses = List.of(InetAddress.getAllByName(h));
      }
    } catch (Refusal r) {
      throw new IllegalArgumentException(r.getMessage());
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException("the host " + h + " cannot be resolved");
    }
    List<Checked> out = new ArrayList<>();
    for (InetAddress a : addresses) {
      String why = a.getHostAddress().equals(AWS_V6_METADATA) ? "a cloud metadata address"
          : AddressPolicy.refusal(a).orElse(null);
      out.add(new Checked(a, why));
    }
    return out;
  }
}
