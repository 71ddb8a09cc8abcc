package dev.openmarkets.observe;

import dev.openmarkets.config.ApiVersion;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.shareddata.Shareable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;

/**
 * The process's own meters, in the Prometheus registry that Vert.x also fills (HTTP server and
 * client, pools, event bus) and /metrics scrapes. /stats reads a few of them back as totals.
 * Components that are not handed this object find it through {@link #of(Vertx)}.
 */
public final class Metrics implements Shareable {
  private static final String MAP = "openmarkets.metrics";
  private static final Metrics DETACHED = new Metrics();

  private final PrometheusMeterRegistry registry;

  public final Count served;
  public final Count notModified;
  public final Count csvExports;
  public final Count datasetQueries;
  /** Per dataset: {@code cacheHits.increment(dataset)}. */
  public final Count cacheHits;
  public final Count cacheMisses;
  /** Per tier ("keyless" or "key"): {@code rateLimited.increment(tier)}. */
  public final Count rateLimited;
  public final Count invalidKey;
  public final Count clientErrors;
  public final Count serverErrors;
  private final Count pollOk;
  private final Count pollFailed;
  private final Count pollRefused;
  private final Count pollNotPublished;
  private final Count pollWarned;

  public Metrics() {
    this(MeteredVertx.newRegistry());
  }

  public Metrics(PrometheusMeterRegistry registry) {
    this.registry = registry;
    String answers = "openmarkets.dataset.answers";
    String answersHelp = "Dataset answers sent in full (served) or as 304 Not Modified";
    served = new Count(answers, answersHelp, Tags.of("outcome", "served"), null);
    notModified = new Count(answers, answersHelp, Tags.of("outcome", "not_modified"), null);
    csvExports = new Count("openmarkets.csv.exports", "CSV exports streamed", Tags.empty(), null);
    datasetQueries = new Count("openmarkets.dataset.queries", "Dataset queries sent to the family verticles "
        + "(answers not found in the response cache)", Tags.empty(), null);
    String cache = "openmarkets.cache.lookups";
    String cacheHelp = "Response cache lookups by dataset and result";
    cacheHits = new Count(cache, cacheHelp, Tags.of("result", "hit"), "dataset");
    cacheMisses = new Count(cache, cacheHelp, Tags.of("result", "miss"), "dataset");
    String refusals = "openmarkets.refusals";
    String refusalsHelp = "API requests refused by access control, by reason and tier";
    rateLimited = new Count(refusals, refusalsHelp, Tags.of("reason", "rate_limited"), "tier");
    invalidKey = new Count(refusals, refusalsHelp, Tags.of("reason", "invalid_key"), "tier");
    String errors = "openmarkets.errors";
    String errorsHelp = "Error answers (4xx client, 5xx server) other than refusals";
    clientErrors = new Count(errors, errorsHelp, Tags.of("class", "client"), null);
    serverErrors = new Count(errors, errorsHelp, Tags.of("class", "server"), null);
    String polls = "openmarkets.poll.outcomes";
    String pollsHelp = "Polls run by this node, by poller and outcome";
    pollOk = new Count(polls, pollsHelp, Tags.of("outcome", "ok"), "poller");
    pollFailed = new Count(polls, pollsHelp, Tags.of("outcome", "error"), "poller");
    pollRefused = new Count(polls, pollsHelp, Tags.of("outcome", "refused"), "poller");
    pollNotPublished = new Count(polls, pollsHelp, Tags.of("outcome", "not_published_yet"), "poller");
    pollWarned = new Count("openmarkets.poll.warnings", "Polls that loaded their files with a warning (format "
        + "drift, skipped rows, throttling), by poller", Tags.empty(), "poller");
    Gauge.builder("openmarkets.build.info", () -> 1).description("Build and interface version of this process")
        .tags("api_version", ApiVersion.CURRENT, "version", version()).register(registry);
  }

  /** Makes this the metrics every component on this Vert.x instance finds with {@link #of}. */
  public Metrics install(Vertx vertx) {
    vertx.sharedData().getLocalMap(MAP).put("metrics", this);
    return this;
  }

  /** The metrics installed on this Vert.x instance; a detached set (scraped by no one) when none was. */
  public static Metrics of(Vertx vertx) {
    Object m = vertx == null ? null : vertx.sharedData().getLocalMap(MAP).get("metrics");
    return m instanceof Metrics metrics ? metrics : DETACHED;
  }

  public PrometheusMeterRegistry registry() {
    return registry;
  }

  /** One poll whose outcome carries a warning (its text is on /stats). */
  public void pollWarning(String poller) {
    pollWarned.increment(poller);
  }

  /** One finished poll of a poller run by this node, by its named outcome (PollOutcome.outcome()). */
  public void pollOutcome(String poller, String outcome) {
    Count c = switch (outcome) {
      case "ok" -> pollOk;
      case "refused" -> pollRefused;
      case "not-published-yet" -> pollNotPublished;
      default -> pollFailed;
    };
    c.increment(poller);
  }

  /** One file committed (or rejected) by the ingest writer. */
  public void ingested(String dataset, String status, RowChanges c) {
    Counter.builder("openmarkets.ingest.files").description("Files committed by the ingest writer of this node")
        .tags("dataset", dataset, "status", status).register(registry).increment();
    if (c.inserted() + c.updated() + c.deleted() == 0) {
      return;
    }
    rows(dataset, "inserted", c.inserted());
    rows(dataset, "updated", c.updated());
    rows(dataset, "deleted", c.deleted());
  }

  private void rows(String dataset, String change, long n) {
    Counter.builder("openmarkets.ingest.rows").description("Dataset rows changed by the ingest writer of this node")
        .tags("dataset", dataset, "change", change).register(registry).increment(n);
  }

  /** Counters read from the liquidation writer: events received, written (new and committed), dropped. */
  public <T> void liquidations(T writer, ToDoubleFunction<T> received, ToDoubleFunction<T> written,
      ToDoubleFunction<T> dropped) {
    String name = "openmarkets.liquidation.events";
    String help = "Liquidation events handed to this node's writer (received), committed as new (written), "
        + "or dropped from a full queue";
    FunctionCounter.builder(name, writer, received).description(help).tag("stage", "received").register(registry);
    FunctionCounter.builder(name, writer, written).description(help).tag("stage", "written").register(registry);
    FunctionCounter.builder(name, writer, dropped).description(help).tag("stage", "dropped").register(registry);
  }

  /** One gauge per mode, 1 for the mode the rate limiter is in now. */
  public void limiterMode(Supplier<String> mode, String... modes) {
    for (String m : modes) {
      Gauge.builder("openmarkets.rate.limiter.mode", () -> m.equals(mode.get()) ? 1 : 0)
          .description("1 for the mode the rate limiter decides in now: local, redis, or local_fallback "
              + "(Redis configured but unreachable)")
          .tag("mode", m).register(registry);
    }
  }

  /**
   * A read replica's state (1 for the one it is in: up, lagging, down, starting) and how far its
   * replay trails the primary, in seconds (NaN before its first check).
   */
  public void readReplica(String replica, Supplier<String> state, java.util.function.LongSupplier lagMillis) {
    for (String s : List.of("up", "lagging", "down", "starting")) {
      Gauge.builder("openmarkets.db.replica.state", () -> s.equals(state.get()) ? 1 : 0)
          .description("1 for the state of the read replica: up (takes reads), lagging (past dbReadMaxLagMillis), "
              + "down (no answer within the check's deadline), starting")
          .tags("replica", replica, "state", s).register(registry);
    }
    Gauge.builder("openmarkets.db.replica.lag", () -> lagMillis.getAsLong() < 0 ? Double.NaN : lagMillis.getAsLong() / 1000.0)
        .description("How long ago the primary passed the WAL position the replica has replayed")
        .baseUnit("seconds").tag("replica", replica).register(registry);
  }

  private static String version() {
    String v = Metrics.class.getPackage().getImplementationVersion();
    return v == null ? "dev" : v;
  }

  /**
   * A counter with fixed labels and at most one label set per call (dataset, tier, poller);
   * {@link #sum()} adds every label value up for /stats.
   */
  public final class Count {
    private final String name;
    private final String help;
    private final Tags fixed;
    private final String labelKey;
    private final Map<String, Counter> byLabel = new ConcurrentHashMap<>();
    /** The one counter of an unlabelled count, kept at hand: served and cache counts are per request. */
    private final Counter unlabelled;

    Count(String name, String help, Tags fixed, String labelKey) {
      this.name = name;
      this.help = help;
      this.fixed = fixed;
      this.labelKey = labelKey;
      this.unlabelled = labelKey == null ? counter("") : null;
    }

    public void increment() {
      (unlabelled != null ? unlabelled : counter("unknown")).increment();
    }

    public void increment(String label) {
      counter(label == null ? "unknown" : label).increment();
    }

    public long sum() {
      double total = 0;
      for (Counter c : byLabel.values()) {
        total += c.count();
      }
      return (long) total;
    }

    private Counter counter(String label) {
      String key = labelKey == null ? "" : label;
      return byLabel.computeIfAbsent(key, k -> Counter.builder(name).description(help)
          .tags(labelKey == null ? fixed : fixed.and(labelKey, k)).register(registry));
    }
  }
}
