package dev.openmarkets.tools;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Which addresses the extractor may connect to: public unicast only. Refuses loopback, private,
 * carrier-grade NAT, link-local (and so the 169.254.169.254 metadata service), unique-local,
 * site-local, multicast, reserved and documentation ranges, the unspecified address, known cloud
 * metadata addresses, and IPv6 forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4)
 * when the embedded address is refused.
 */
final class AddressPolicy {
  private record Block(byte[] prefix, int bits, String what) {
  }

  private static final List<Block> V4 = List.of(
      v4("0.0.0.0", 8, "a 'this network' address"),
      v4("10.0.0.0", 8, "a private address"),
      v4("100.64.0.0", 10, "a carrier-grade NAT address"),
      v4("127.0.0.0", 8, "a loopback address"),
      v4("169.254.0.0", 16, "a link-local or metadata address"),
      v4("172.16.0.0", 12, "a private address"),
      v4("192.0.0.0", 24, "an IETF protocol address"),
      v4("192.0.2.0", 24, "a documentation address"),
      v4("192.88.99.0", 24, "a 6to4 relay address"),
      v4("192.168.0.0", 16, "a private address"),
      v4("198.18.0.0", 15, "a benchmarking address"),
      v4("198.51.100.0", 24, "a documentation address"),
      v4("203.0.113.0", 24, "a documentation address"),
      v4("224.0.0.0", 4, "a multicast address"),
      v4("240.0.0.0", 4, "a reserved or broadcast address"),
      v4("168.63.129.16", 32, "a cloud metadata address"));

  private static final List<Block> V6 = List.of(
      v6("::", 128, "the unspecified address"),
      v6("::1", 128, "a loopback address"),
      v6("100::", 64, "a discard address"),
      v6("2001::", 32, "a Teredo address"),
      v6("2001:db8::", 32, "a documentation address"),
      v6("fc00::", 7, "a unique-local address"),
      v6("fe80::", 10, "a link-local address"),
      v6("fec0::", 10, "a site-local address"),
      v6("ff00::", 8, "a multicast address"));

  private AddressPolicy() {
  }

  /** Why the address is refused, or empty when it is public. */
  static Optional<String> refusal(InetAddress a) {
    byte[] b = a.getAddress();
    if (a instanceof Inet4Address) {
      return match(V4, b);
    }
    Optional<byte[]> embedded = embeddedV4(b);
    if (embedded.isPresent()) {
      return match(V4, embedded.get()).map(why -> why + " (embedded in an IPv6 address)");
    }
    if (!(a instanceof Inet6Address)) {
      return Optional.of("not an IP address");
    }
    return match(V6, b);
  }

  /** ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64), 2002:AABB:CCDD:: (6to4). */
  private static Optional<byte[]> embeddedV4(byte[] b) {
    boolean zero10 = allZero(b, 0, 10);
    if (zero10 && (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff) {
      return Optional.of(Arrays.copyOfRange(b, 12, 16));
    }
    if (zero10 && b[10] == 0 && b[11] == 0 && !allZero(b, 12, 15)) {
      return Optional.of(Arrays.copyOfRange(b, 12, 16));
    }
    if (b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b && allZero(b, 4, 12)) {
      return Optional.of(Arrays.copyOfRange(b, 12, 16));
    }
    if (b[0] == 0x20 && b[1] == 0x02) {
      return Optional.of(Arrays.copyOfRange(b, 2, 6));
    }
    return Optional.empty();
  }

  private static boolean allZero(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (b[i] != 0) {
        return false;
      }
    }
    return true;
  }

  private static Optional<String> match(List<Block> blocks, byte[] addr) {
    for (Block blk : blocks) {
      if (inPrefix(addr, blk.prefix(), blk.bits())) {
        return Optional.of(blk.what());
      }
    }
    return Optional.empty();
  }

  private static boolean inPrefix(byte[] addr, byte[] prefix, int bits) {
    for (int i = 0; i < bits; i++) {
      int mask = 0x80 >>> (i % 8);
      if ((addr[i / 8] & mask) != (prefix[i / 8] & mask)) {
        return false;
      }
    }
    return true;
  }

  private static Block v4(String addr, int bits, String what) {
    return new Block(literal(addr), bits, what);
  }

  private static Block v6(String addr, int bits, String what) {
    return new Block(literal(addr), bits, what);
  }

  private static byte[] literal(String s) {
    try {
      InetAddress a = InetAddress.getByName(s);
      byte[] b = a.getAddress();
      if (s.contains(":") && b.length == 4) {
        // "::" style constants never map to IPv4 here; keep 16 bytes for IPv6 blocks
        throw new IllegalStateException(s);
      }
      return b;
    } catch (UnknownHostException e) {
      throw new IllegalStateException(s, e);
    }
  }
}
