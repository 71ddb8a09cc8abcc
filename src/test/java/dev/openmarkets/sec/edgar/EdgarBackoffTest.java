package dev.openmarkets.sec.edgar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.testing.UpstreamConfigs;
import io.vertx.core.Future;
import org.junit.jupiter.api.Test;

/** The pollers' delays: the interval, at once while work is left, doubling after failures, Retry-After. */
class EdgarBackoffTest {
  private final EdgarPoller poller = new EdgarPoller(UpstreamConfigs.named("sec-edgar-test")
      .baseUrl("http://127.0.0.1:9")
      .intervalSeconds(60)
      .timeoutSeconds(10)
      .backfillDays(0)
      .userAgent("test admin@example.com")
      .build(), null) {
    @Override
    protected Future<PollOutcome> pollOnce() {
      return Future.succeededFuture(PollOutcome.NOTHING);
    }
  };

  private static PollOutcome failed(long retryAfter) {
    return PollOutcome.NOTHING.failed("HTTP 429 from x", retryAfter);
  }

  @Test
  void doublingFromThirtySecondsCappedAtEightIntervals() {
    assertEquals(60_000, poller.nextDelayMillis(PollOutcome.NOTHING));
    assertEquals(1, poller.nextDelayMillis(PollOutcome.NOTHING.withMore(true)));
    assertEquals(30_000, poller.nextDelayMillis(failed(0)));
    assertEquals(60_000, poller.nextDelayMillis(failed(0)));
    assertEquals(120_000, poller.nextDelayMillis(failed(0)));
    assertEquals(240_000, poller.nextDelayMillis(failed(0)));
    assertEquals(480_000, poller.nextDelayMillis(failed(0)));
    assertEquals(480_000, poller.nextDelayMillis(failed(0)), "eight intervals at most");
    assertEquals(60_000, poller.nextDelayMillis(PollOutcome.NOTHING), "a good poll resets the count");
    assertEquals(30_000, poller.nextDelayMillis(failed(0)));
  }

  @Test
  void neverBeforeRetryAfter() {
    assertEquals(90_000, poller.nextDelayMillis(failed(90_000)));
    assertEquals(60_000, poller.nextDelayMillis(failed(5_000)));
  }
}
