package dev.openmarkets.tools;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a URL host the way a C resolver would before any DNS: IPv6 literals (with or without
 * brackets, zone ids refused) and every IPv4 spelling inet_aton accepts (decimal 2130706433, hex
 * 0x7f000001, octal 0177.0.0.1, short forms 127.1). A name that is none of these is not a literal.
 */
final class HostLiterals {
  private HostLiterals() {
  }

  /** The address a host spells, or empty when it is a name to resolve. Throws Refusal for junk. */
  static Optional<InetAddress> parse(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    if (h.startsWith("[") && h.endsWith("]")) {
      h = h.substring(1, h.length() - 1);
    }
    if (h.contains(":")) {
      if (h.contains("%")) {
        throw new Refusal("the address " + host + " carries a zone id");
      }
      if (!h.matches("[0-9a-f:.]+")) {
        throw new Refusal("the host " + host + " is not a valid IPv6 address");
      }
      return Optional.of(bytes(h));
    }
    long[] parts = ipv4Parts(h);
    if (parts == null) {
      return Optional.empty();
    }
    long value = 0;
    int n = parts.length;
    for (int i = 0; i < n - 1; i++) {
      if (parts[i] > 255) {
        throw new Refusal("the host " + host + " is not a valid IPv4 address");
      }
      value = value << 8 | parts[i];
    }
    int lastBits = 8 * (5 - n);
    if (parts[n - 1] >= 1L << lastBits) {
      throw new Refusal("the host " + host + " is not a valid IPv4 address");
    }
    value = value << lastBits | parts[n - 1];
    byte[] b = {(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value};
    try {
      return Optional.of(InetAddress.getByAddress(b));
    } catch (UnknownHostException e) {
      throw new IllegalStateException(e);
    }
  }

  /** 1 to 4 dot-separated numbers in decimal, 0x hex or 0 octal; null when the host is a name. */
  private static long[] ipv4Parts(String h) {
    String s = h.endsWith(".") ? h.substring(0, h.length() - 1) : h;
    String[] parts = s.split("\\.", -1);
    if (parts.length > 4) {
      return null;
    }
    long[] out = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      String p = parts[i];
      try {
        if (p.matches("0x[0-9a-f]*")) {
          out[i] = p.length() == 2 ? 0 : Long.parseLong(p.substring(2), 16);
        } else if (p.matches("0[0-7]+")) {
          out[i] = Long.parseLong(p.substring(1), 8);
        } else if (p.matches("[0-9]+")) {
          out[i] = Long.parseLong(p);
        } else {
          return null;
        }
      } catch (NumberFormatException e) {
        // more digits than any address holds: still a numeric spelling, so refuse rather than resolve
        throw new Refusal("the host " + h + " is not a valid IPv4 address");
      }
    }
    return out;
  }

  private static InetAddress bytes(String ipv6) {
    try {
      // a literal containing ':' never triggers a lookup
      InetAddress a = InetAddress.getByName(ipv6);
      return a;
    } catch (UnknownHostException e) {
      throw new Refusal("the host " + ipv6 + " is not a valid IPv6 address");
    }
  }
}
