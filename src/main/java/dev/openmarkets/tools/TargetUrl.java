package dev.openmarkets.tools;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;

/**
 * A submitted video address, checked before anything resolves it: absolute http(s), no user
 * info, a host of the platform (or on the allow-list), ports 80/443 unless allow-listed. The
 * address handed to yt-dlp is rebuilt from the parsed parts, so both programs read the same host.
 */
record TargetUrl(String scheme, String host, int port, boolean allowListed, String normalized) {

  static TargetUrl parse(String text, Set<String> platformHosts, AllowList allow) {
    if (text.length() > 4096) {
      throw new Refusal("url must be at most 4096 characters");
    }
    URI uri;
    try {
      uri = new URI(text.strip());
    } catch (URISyntaxException e) {
      throw new Refusal("url is not a valid address");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw new Refusal("url must start with http:// or https://");
    }
    if (uri.getRawAuthority() == null || uri.getHost() == null) {
      throw new Refusal("url must name a host");
    }
    if (uri.getRawUserInfo() != null) {
      throw new Refusal("url must not carry a user name or password");
    }
    String host = ToolsConfig.canonicalHost(uri.getHost());
    int port = uri.getPort() == -1 ? (scheme.equals("https") ? 443 : 80) : uri.getPort();
    boolean allowed = allow.allows(host);
    if (!allowed && !platformHosts.contains(host)) {
      throw new Refusal("url host " + host + " is not one of this platform's hosts " + platformHosts.stream().sorted().toList());
    }
    if (!allowed && port != 80 && port != 443) {
      throw new Refusal("url port must be 80 or 443");
    }
    String hostPart = host.contains(":") ? "[" + host + "]" : host;
    String normalized = scheme + "://" + hostPart + (uri.getPort() == -1 ? "" : ":" + port)
        + (uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath())
        + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
    return new TargetUrl(scheme, host, port, allowed, normalized);
  }
}
