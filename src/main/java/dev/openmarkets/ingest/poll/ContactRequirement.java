package dev.openmarkets.ingest.poll;

import dev.openmarkets.config.UpstreamConfig;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The upstreams that refuse or throttle a User-Agent without a real contact e-mail: the SEC
 * (sec-*), the BLS (bls-*) and the CFTC (cftc-*), keyed by upstream name. Their pollers stay
 * stopped while the agent still carries the shipped placeholder (admin@example.com) or another
 * address at a reserved example domain, which can never be a real contact.
 */
public final class ContactRequirement {
  private static final List<String> PREFIXES = List.of("sec-", "bls-", "cftc-");
  private static final Pattern EXAMPLE = Pattern.compile("@example\\.(com|org|net)\\b");
  private static final Pattern EMAIL = Pattern.compile("[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+");

  private ContactRequirement() {
  }

  /** Null when the upstream may be polled, else why not, naming the setting to set. */
  public static String unmet(UpstreamConfig u) {
    String why = unmet(u.name(), u.userAgent());
    return why == null ? null : "stopped: " + why;
  }

  /** Null when upstream `name` may be asked with this User-Agent, else why not, naming the setting to set. */
  public static String unmet(String name, String userAgent) {
    if (PREFIXES.stream().noneMatch(name::startsWith)) {
      return null;
    }
    String agent = userAgent == null ? "" : userAgent.toLowerCase(Locale.ROOT);
    if (EMAIL.matcher(agent).find() && !EXAMPLE.matcher(agent).find()) {
      return null;
    }
    return "the User-Agent \"" + userAgent + "\" has no real contact e-mail (the SEC, BLS and CFTC "
        + "refuse or throttle such agents); set upstreams." + name + ".userAgent to an agent with your e-mail, "
        + "e.g. \"openmarkets/0.1 you@your-domain\"";
  }
}
