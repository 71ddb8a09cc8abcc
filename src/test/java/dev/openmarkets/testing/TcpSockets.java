package dev.openmarkets.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * This machine's TCP sockets as the kernel lists them (/proc/net/tcp and tcp6, Linux): what a
 * server really holds, whatever its own bookkeeping says. A dual-stack socket's IPv4-mapped
 * address reads as the IPv4 address, so a server is found on either list.
 */
public final class TcpSockets {
  private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));
  /** States in which the process holds the connection open, whatever is queued. */
  private static final Set<String> OPEN = Set.of("ESTABLISHED", "CLOSE_WAIT");
  /** States of a socket the process closed, which the kernel keeps while bytes wait to be sent. */
  private static final Set<String> CLOSING = Set.of("FIN_WAIT1", "CLOSING", "LAST_ACK");
  private static final String[] STATES = {"", "ESTABLISHED", "SYN_SENT", "SYN_RECV", "FIN_WAIT1", "FIN_WAIT2",
      "TIME_WAIT", "CLOSE", "CLOSE_WAIT", "LAST_ACK", "LISTEN", "CLOSING", "NEW_SYN_RECV"};

  /** One line of the table: tx is the bytes queued to send (not yet acknowledged; a FIN counts one). */
  public record Socket(InetAddress local, int localPort, InetAddress remote, int remotePort, String state, long tx) {
    /** Held by the server: open, or closed with more than its FIN still to send (FIN_WAIT2, TIME_WAIT: nothing). */
    public boolean held() {
      return OPEN.contains(state) || CLOSING.contains(state) && tx > 1;
    }
  }

  private TcpSockets() {
  }

  /** Whether this machine lists its sockets where this class reads them. */
  public static boolean readable() {
    return Files.isReadable(TABLES.get(0));
  }

  /** The server's ends of its connections to one client address: sockets on its port whose peer is client. */
  public static List<Socket> serverSide(int port, InetAddress client) throws IOException {
    List<Socket> out = new ArrayList<>();
    for (Socket s : all()) {
      if (s.localPort() == port && s.remote().equals(client) && !s.state().equals("LISTEN")) {
        out.add(s);
      }
    }
    return out;
  }

  /** How many of those the server holds (see Socket.held). */
  public static int held(int port, InetAddress client) throws IOException {
    return (int) serverSide(port, client).stream().filter(Socket::held).count();
  }

  public static List<Socket> all() throws IOException {
    List<Socket> out = new ArrayList<>();
    for (Path table : TABLES) {
      if (!Files.isReadable(table)) {
        continue;
      }
      List<String> lines = Files.readAllLines(table);
      for (String line : lines.subList(1, lines.size())) {
        out.add(parse(line.trim().split("\\s+")));
      }
    }
    return out;
  }

  /** "sl local rem st tx:rx ...": addresses as hex words in host order, ports and state in hex. */
  private static Socket parse(String[] f) throws IOException {
    String[] local = f[1].split(":");
    String[] remote = f[2].split(":");
    String tx = f[4].split(":")[0];
    return new Socket(address(local[0]), Integer.parseInt(local[1], 16), address(remote[0]),
        Integer.parseInt(remote[1], 16), STATES[Integer.parseInt(f[3], 16)], Long.parseLong(tx, 16));
  }

  /** Each 8-digit word is 4 bytes in the kernel's (little-endian) order. */
  private static InetAddress address(String hex) throws IOException {
    byte[] bytes = new byte[hex.length() / 2];
    for (int word = 0; word < bytes.length / 4; word++) {
      for (int i = 0; i < 4; i++) {
        int at = word * 8 + (3 - i) * 2;
        bytes[word * 4 + i] = (byte) Integer.parseInt(hex.substring(at, at + 2), 16);
      }
    }
    // an IPv4-mapped IPv6 address comes back as the Inet4Address
    return InetAddress.getByAddress(bytes);
  }
}
