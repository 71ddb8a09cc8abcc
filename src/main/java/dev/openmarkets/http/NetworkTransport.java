package dev.openmarkets.http;

import dev.openmarkets.config.ConfigException;
import io.vertx.core.transport.Transport;
import java.util.List;

/**
 * Which of Netty's transports carries every socket of the process (the HTTP server, the
 * PostgreSQL and Redis clients, the upstream clients): the configuration key {@code network}.
 * {@code auto} takes Linux's io_uring where the kernel and the container allow it, else epoll,
 * else Java's NIO. io_uring answered a saturated cache miss with ~16 % less server CPU than epoll
 * (more completions handled per system call under load; bench/RESULTS.md, issue 15 twelfth
 * session); Docker's default seccomp profile refuses io_uring, so a container falls back to epoll
 * unless its profile allows it. The start-up line names the transport in use.
 */
public final class NetworkTransport {
  /** The values the key accepts. */
  private static final List<String> SETTINGS = List.of("auto", "io_uring", "epoll", "nio");

  private NetworkTransport() {
  }

  /** The transport for a setting; an explicit choice this machine cannot run is a start-up error. */
  public static Transport choose(String setting) {
    return switch (setting) {
      case "auto" -> usable(Transport.IO_URING) ? Transport.IO_URING
          : usable(Transport.EPOLL) ? Transport.EPOLL : Transport.NIO;
      case "io_uring" -> required(Transport.IO_URING, setting);
      case "epoll" -> required(Transport.EPOLL, setting);
      case "nio" -> Transport.NIO;
      default -> throw new ConfigException("network must be one of " + SETTINGS + ", got '" + setting + "'");
    };
  }

  /** Whether this machine can run T (the kernel, the container's seccomp profile, the native library). */
  static boolean usable(Transport t) {
    // null when Vert.x could not load the transport's classes at all
    return t != null && t.available();
  }

  private static Transport required(Transport t, String setting) {
    if (!usable(t)) {
      Throwable why = t == null ? null : t.unavailabilityCause();
      throw new ConfigException("network is '" + setting + "' but this machine cannot use it"
          + (why == null ? "" : ": " + why) + " (use 'auto' to fall back)");
    }
    return t;
  }
}
