package dev.openmarkets.answer;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where a cache miss is sent so that it stays on the event loop that received the request. Each
 * family verticle instance listens on its family's shared address and on one of its own event
 * loop; the router asks the instance of its own loop when there is one. A hop to another loop
 * costs both threads a wake-up and a system call each way: on the bench's 2-core machine,
 * misses served on one loop took ~130 us of server CPU against ~175 us spread over loops
 * (bench/RESULTS.md, issue 15 fourth session). Any other caller (no instance on its thread) gets
 * the shared address, which any instance answers.
 */
public final class LoopAddresses {
  private final Set<String> listening = ConcurrentHashMap.newKeySet();

  /** The address of the family's instance on the calling thread's event loop. */
  static String onThisLoop(String family) {
    return FamilyVerticle.address(family) + "@" + Thread.currentThread().getName();
  }

  void listening(String address) {
    listening.add(address);
  }

  void stopped(String address) {
    listening.remove(address);
  }

  /** The family's instance on the caller's event loop when it has one, else any instance. */
  public String route(String family) {
    String local = onThisLoop(family);
    return listening.contains(local) ? local : FamilyVerticle.address(family);
  }
}
