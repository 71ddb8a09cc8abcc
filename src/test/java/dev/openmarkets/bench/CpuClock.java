package dev.openmarkets.bench;

import java.nio.file.Files;
import java.nio.file.Path;

/** CPU time from /proc (Linux, USER_HZ 100): of a process, and of the whole host (busy and total). */
final class CpuClock {
  private CpuClock() {
  }

  /** User + system CPU of the process, in ms ("self" for this one). */
  static long processMillis(String pid) throws Exception {
    String[] f = Files.readString(Path.of("/proc/" + pid + "/stat")).split("\\) ")[1].split(" ");
    return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10;
  }

  /** {user, system} CPU of the process, in ms. */
  static long[] processSplit(String pid) throws Exception {
    String[] f = Files.readString(Path.of("/proc/" + pid + "/stat")).split("\\) ")[1].split(" ");
    return new long[] {Long.parseLong(f[11]) * 10, Long.parseLong(f[12]) * 10};
  }

  /** {busy, total} ms of all cores since boot: busy is everything but idle and iowait. */
  static long[] hostMillis() throws Exception {
    String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
    long total = 0;
    for (int i = 1; i < f.length && i <= 8; i++) {
      total += Long.parseLong(f[i]);
    }
    long idle = Long.parseLong(f[4]) + Long.parseLong(f[5]);
    return new long[] {(total - idle) * 10, total * 10};
  }
}
