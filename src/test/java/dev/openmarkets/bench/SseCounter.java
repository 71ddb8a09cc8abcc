package dev.openmarkets.bench;

import io.netty.buffer.ByteBuf;

/**
 * Reads one Server-Sent Events stream as its chunks arrive, cheaply enough that thousands of
 * them fit on the benchmark's host beside the server: lines are skipped with ByteBuf.indexOf
 * (word-at-a-time), only an `id:` line is read byte by byte. It counts events, checks that ids
 * only grow (a duplicate or a step back is counted as a disorder) and, when sampled, records the
 * receipt time of every id for the latency figures. Lines may be split across chunks.
 */
final class SseCounter {
  private final boolean sampled;
  private boolean lineStart = true;
  private boolean idLine;
  private long id;
  private long lastId;
  private long events;
  private long disorders;
  private long[] ids = new long[0];
  private long[] times = new long[0];
  private int recorded;
  private volatile boolean ended;

  SseCounter(boolean sampled) {
    this.sampled = sampled;
    if (sampled) {
      ids = new long[1 << 16];
      times = new long[1 << 16];
    }
  }

  /** On the connection's event loop: the chunk's bytes, received at nowMillis. */
  void feed(ByteBuf b, long nowMillis) {
    int i = b.readerIndex();
    int end = b.writerIndex();
    while (i < end) {
      if (idLine) {
        byte c = b.getByte(i++);
        if (c == '\n') {
          idLine = false;
          lineStart = true;
          onId(id, nowMillis);
        } else if (c >= '0' && c <= '9') {
          id = id * 10 + (c - '0');
        }
        continue;
      }
      if (lineStart && b.getByte(i) == 'i') {
        // "id: N": read by the branch above (the letters and the space are not digits)
        idLine = true;
        lineStart = false;
        id = 0;
        continue;
      }
      int nl = b.indexOf(i, end, (byte) '\n');
      if (nl < 0) {
        lineStart = false;
        return;
      }
      i = nl + 1;
      lineStart = true;
    }
  }

  private void onId(long value, long nowMillis) {
    events++;
    if (value <= lastId) {
      disorders++;
    }
    lastId = value;
    if (sampled) {
      if (recorded == ids.length) {
        ids = java.util.Arrays.copyOf(ids, ids.length * 2);
        times = java.util.Arrays.copyOf(times, times.length * 2);
      }
      ids[recorded] = value;
      times[recorded++] = nowMillis;
    }
  }

  /** The server ended the stream (an overflow cut, or a stop). */
  void ended() {
    ended = true;
  }

  boolean isEnded() {
    return ended;
  }

  long events() {
    return events;
  }

  long disorders() {
    return disorders;
  }

  int recorded() {
    return recorded;
  }

  long id(int k) {
    return ids[k];
  }

  long time(int k) {
    return times[k];
  }
}
