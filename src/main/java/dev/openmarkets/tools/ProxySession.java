package dev.openmarkets.tools;

import io.vertx.core.Future;
import java.net.InetAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One job's view of the guard proxy: each host is resolved and checked at most once for the whole
 * job (the submitted host is pinned to the addresses the request handler already checked), so a
 * DNS answer cannot change between the check and the connection. Refusals are kept for the job.
 */
final class ProxySession {
  final String token;
  private final CheckedResolver resolver;
  private final Map<String, Future<List<InetAddress>>> pins = new ConcurrentHashMap<>();
  private final List<String> refusals = new CopyOnWriteArrayList<>();

  ProxySession(String token, CheckedResolver resolver, String host, List<InetAddress> checked) {
    this.token = token;
    this.resolver = resolver;
    pins.put(ToolsConfig.canonicalHost(host), Future.succeededFuture(checked));
  }

  Future<List<InetAddress>> addresses(String host) {
    return pins.computeIfAbsent(ToolsConfig.canonicalHost(host), resolver::resolve);
  }

  void refused(String reason) {
    if (refusals.size() < 20) {
      refusals.add(reason);
    }
  }

  /** The first refusal, the likeliest reason a job failed. */
  String firstRefusal() {
    return refusals.isEmpty() ? null : refusals.get(0);
  }
}
