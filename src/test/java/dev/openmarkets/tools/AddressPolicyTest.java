package dev.openmarkets.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The SSRF address rules on every spelling of the refused ranges, and public addresses let through. */
class AddressPolicyTest {

  private static Optional<String> refusalOf(String host) {
    InetAddress a = HostLiterals.parse(host).orElseThrow(() -> new AssertionError(host + " is not a literal"));
    return AddressPolicy.refusal(a);
  }

  @Test
  void ipv4SpellingsOfLoopbackAreAllTheSameAddress() {
    for (String h : new String[] {"127.0.0.1", "2130706433", "0x7f000001", "0X7F000001", "0177.0.0.1", "0x7f.0.0.1",
        "127.1", "127.0.1", "017700000001", "127.0.0.1."}) {
      assertEquals("127.0.0.1", HostLiterals.parse(h).orElseThrow().getHostAddress(), h);
      assertEquals(Optional.of("a loopback address"), refusalOf(h), h);
    }
  }

  @Test
  void refusedIpv4Ranges() {
    assertEquals(Optional.of("a private address"), refusalOf("10.0.0.1"));
    assertEquals(Optional.of("a private address"), refusalOf("172.16.5.4"));
    assertEquals(Optional.of("a private address"), refusalOf("172.31.255.255"));
    assertEquals(Optional.of("a private address"), refusalOf("192.168.1.1"));
    assertEquals(Optional.of("a link-local or metadata address"), refusalOf("169.254.169.254"));
    assertEquals(Optional.of("a link-local or metadata address"), refusalOf("0xa9fea9fe"));
    assertEquals(Optional.of("a carrier-grade NAT address"), refusalOf("100.100.100.200"));
    assertEquals(Optional.of("a 'this network' address"), refusalOf("0.0.0.0"));
    assertEquals(Optional.of("a 'this network' address"), refusalOf("0"));
    assertEquals(Optional.of("a multicast address"), refusalOf("224.0.0.251"));
    assertEquals(Optional.of("a reserved or broadcast address"), refusalOf("255.255.255.255"));
    assertEquals(Optional.of("a cloud metadata address"), refusalOf("168.63.129.16"));
    assertEquals(Optional.of("a documentation address"), refusalOf("192.0.2.10"));
  }

  @Test
  void refusedIpv6RangesAndEmbeddedIpv4() {
    assertEquals(Optional.of("a loopback address"), refusalOf("[::1]"));
    assertEquals(Optional.of("the unspecified address"), refusalOf("::"));
    assertEquals(Optional.of("a link-local address"), refusalOf("fe80::1"));
    assertEquals(Optional.of("a unique-local address"), refusalOf("fd00::1"));
    assertEquals(Optional.of("a unique-local address"), refusalOf("fd00:ec2::254"));
    assertEquals(Optional.of("a site-local address"), refusalOf("fec0::1"));
    assertEquals(Optional.of("a multicast address"), refusalOf("ff02::1"));
    // IPv4-mapped (Java reads it as the IPv4 address), and the hex spelling of the same mapping
    assertEquals(Optional.of("a loopback address"), refusalOf("[::ffff:127.0.0.1]"));
    assertEquals(Optional.of("a loopback address"), refusalOf("::ffff:7f00:1"));
    assertEquals(Optional.of("a link-local or metadata address"), refusalOf("::ffff:169.254.169.254"));
    assertTrue(refusalOf("::127.0.0.1").orElseThrow().startsWith("a loopback address"), "IPv4-compatible");
    assertTrue(refusalOf("64:ff9b::10.0.0.1").orElseThrow().startsWith("a private address"), "NAT64");
    assertTrue(refusalOf("2002:c0a8:0101::1").orElseThrow().startsWith("a private address"), "6to4 of 192.168.1.1");
  }

  @Test
  void publicAddressesPass() {
    assertEquals(Optional.empty(), refusalOf("142.250.74.46"));
    assertEquals(Optional.empty(), refusalOf("8.8.8.8"));
    assertEquals(Optional.empty(), refusalOf("172.32.0.1"));
    assertEquals(Optional.empty(), refusalOf("2a00:1450:4001:82b::200e"));
    assertEquals(Optional.empty(), refusalOf("::ffff:8.8.8.8"));
  }

  @Test
  void namesAreNotLiteralsAndJunkNumbersAreRefused() {
    assertEquals(Optional.empty(), HostLiterals.parse("www.youtube.com"));
    assertEquals(Optional.empty(), HostLiterals.parse("1.2.3.com"));
    assertEquals(Optional.empty(), HostLiterals.parse("0x7f.example"));
    assertThrows(Refusal.class, () -> HostLiterals.parse("256.0.0.1"));
    assertThrows(Refusal.class, () -> HostLiterals.parse("99999999999999999999"));
    assertThrows(Refusal.class, () -> HostLiterals.parse("4294967296"));
    assertThrows(Refusal.class, () -> HostLiterals.parse("fe80::1%eth0"));
  }
}
