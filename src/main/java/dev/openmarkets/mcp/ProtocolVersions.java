package dev.openmarkets.mcp;

import java.util.List;

/**
 * The MCP protocol versions this endpoint speaks, newest last, and the negotiation of
 * `initialize`: the client's version when supported, else the newest.
 */
public final class ProtocolVersions {
  public static final List<String> SUPPORTED = List.of("2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28");
  public static final String NEWEST = SUPPORTED.get(SUPPORTED.size() - 1);
  /** Clients that send no MCP-Protocol-Version header are taken to speak this one (the transport spec's rule). */
  public static final String ASSUMED = "2025-03-26";

  private ProtocolVersions() {
  }

  public static boolean supported(String version) {
    return SUPPORTED.contains(version);
  }

  public static String negotiate(String requested) {
    return supported(requested) ? requested : NEWEST;
  }

  /** structuredContent and outputSchema exist from 2025-06-18 on (ISO dates compare as text). */
  public static boolean structured(String version) {
    return version.compareTo("2025-06-18") >= 0;
  }
}
