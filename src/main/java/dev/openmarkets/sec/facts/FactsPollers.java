package dev.openmarkets.sec.facts;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.ingest.poll.Upstream;
import java.util.List;

/**
 * The family's EDGAR upstreams, sharing the one queue of the SEC host
 * with the sec family: sec-facts-index (daily form indexes -> watch list), sec-facts-frames
 * (repurchase frames -> watch list), sec-facts-companyfacts (company facts of due companies) and
 * sec-facts-instances (the tracked bitcoin holders' latest 10-Q/10-K XBRL instance).
 */
public final class FactsPollers {
  public static final String INDEX = "sec-facts-index";
  public static final String FRAMES = "sec-facts-frames";
  public static final String COMPANY_FACTS = "sec-facts-companyfacts";
  public static final String INSTANCES = "sec-facts-instances";

  private static final String FULL_HISTORY = "a company's facts file holds every period it ever reported, so each "
      + "company's first fetch by `serve` loads its full history";

  private FactsPollers() {
  }

  /** The four upstreams in pipeline order; their pollers read "today" from the configuration's clock. */
  public static List<Upstream> upstreams(AppConfig config, TrackedCompanies tracked) {
    return List.of(
        upstream(INDEX, (cfg, pool, clock) -> new FactsIndexPoller(cfg, pool, config.clock())),
        upstream(FRAMES, (cfg, pool, clock) -> new FramesPoller(cfg, pool, config.clock())),
        upstream(COMPANY_FACTS, (cfg, pool, clock) -> new CompanyFactsPoller(cfg, pool, tracked)),
        // submissions JSON lives on the company facts host (data.sec.gov)
        upstream(INSTANCES, (cfg, pool, clock) -> new InstancePoller(cfg, pool, tracked,
            config.upstream(COMPANY_FACTS).baseUrl())));
  }

  private static Upstream upstream(String name, Upstream.Factory factory) {
    return Upstream.of(name, (cfg, pool, clock) -> factory.build(cfg, pool, clock).noHistoryBecause(FULL_HISTORY));
  }
}
