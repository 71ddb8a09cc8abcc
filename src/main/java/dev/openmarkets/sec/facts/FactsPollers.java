package dev.openmarkets.sec.facts;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.util.ArrayList;
import java.util.List;

/**
 * The family's EDGAR pollers of the enabled upstreams, sharing the one queue of the SEC host
 * with the sec family: sec-facts-index (daily form indexes -> watch list), sec-facts-frames
 * (repurchase frames -> watch list), sec-facts-companyfacts (company facts of due companies) and
 * sec-facts-instances (the tracked bitcoin holders' latest 10-Q/10-K XBRL instance).
 */
public final class FactsPollers {
  public static final String INDEX = "sec-facts-index";
  public static final String FRAMES = "sec-facts-frames";
  public static final String COMPANY_FACTS = "sec-facts-companyfacts";
  public static final String INSTANCES = "sec-facts-instances";

  private FactsPollers() {
  }

  public static List<Deployable> create(AppConfig config, Pool pool, TrackedCompanies tracked) {
    List<Deployable> out = new ArrayList<>();
    UpstreamConfig index = config.upstream(INDEX);
    if (index.enabled()) {
      out.add(new FactsIndexPoller(index, pool, config.clock()));
    }
    UpstreamConfig frames = config.upstream(FRAMES);
    if (frames.enabled()) {
      out.add(new FramesPoller(frames, pool, config.clock()));
    }
    UpstreamConfig facts = config.upstream(COMPANY_FACTS);
    if (facts.enabled()) {
      out.add(new CompanyFactsPoller(facts, pool, tracked));
    }
    UpstreamConfig instances = config.upstream(INSTANCES);
    if (instances.enabled()) {
      // submissions JSON lives on the company facts host (data.sec.gov)
      out.add(new InstancePoller(instances, pool, tracked, facts.baseUrl()));
    }
    return out;
  }
}
