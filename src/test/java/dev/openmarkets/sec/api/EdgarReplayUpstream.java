package dev.openmarkets.sec.api;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.sec.EdgarPollers;
import dev.openmarkets.sec.SecFamily;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestClocks;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * www.sec.gov as the sec family's pollers read it, served by a local HTTP server that changes
 * over time: the ticker map, one daily form index per weekday (form.YYYYMMDD.idx, fixed-width as
 * EDGAR writes it) and the full .txt submission of each filing it lists. A poll runs the tickers,
 * index and filings pollers once each, in pipeline order, with "today" the weekday given.
 */
final class EdgarReplayUpstream implements AutoCloseable {
  private static final ZoneId ET = ZoneId.of("America/New_York");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
  private static final DateTimeFormatter COMPACT = DateTimeFormatter.BASIC_ISO_DATE;

  /** One line of a daily form index. */
  record Listed(String form, String company, String cik, String accession) {
  }

  final LocalUpstream up;
  private final JsonObject more;

  /** more: configuration beside the upstreams (secFunds), the same the server was started with. */
  EdgarReplayUpstream(JsonObject more) throws Exception {
    this.up = new LocalUpstream();
    this.more = more;
  }

  /** The last n weekdays up to today (UTC), oldest first: the days the polls are run as. */
  static List<LocalDate> weekdays(int n) {
    List<LocalDate> out = new ArrayList<>();
    LocalDate d = TestClocks.lastWeekday(LocalDate.now(ZoneOffset.UTC));
    while (out.size() < n) {
      out.add(0, d);
      d = TestClocks.lastWeekday(d.minusDays(1));
    }
    return out;
  }

  void tickers(String json) {
    up.serve("/files/company_tickers.json", json.getBytes(StandardCharsets.UTF_8));
  }

  /** The day's form index listing the filings, each served as its .txt submission. */
  void index(LocalDate day, List<Listed> filings, Map<String, String> submissions) {
    StringBuilder s = new StringBuilder("Description:           Daily Index of EDGAR Dissemination Feed by Form Type\n"
        + "Last Data Received:    " + day + "\nComments:              webmaster@sec.gov\n"
        + "Anonymous FTP:         ftp://ftp.sec.gov/edgar/\n \n \n \n \n"
        + "Form Type   Company Name" + " ".repeat(50) + "CIK         Date Filed  File Name\n" + "-".repeat(141) + "\n");
    for (Listed f : filings) {
      String path = "edgar/data/" + Long.parseLong(f.cik()) + "/" + f.accession() + ".txt";
      s.append(String.format("%-12s%-62s%-12s%-12s%-52s%n", f.form(), f.company(), Long.parseLong(f.cik()),
          COMPACT.format(day), path));
      up.serve("/Archives/" + path, submissions.get(f.accession()).getBytes(StandardCharsets.UTF_8));
    }
    up.serve("/Archives/edgar/daily-index/" + day.getYear() + "/QTR" + ((day.getMonthValue() - 1) / 3 + 1) + "/form."
        + COMPACT.format(day) + ".idx", s.toString().getBytes(StandardCharsets.ISO_8859_1));
  }

  /** The SEC-HEADER's acceptance time of a moment (Eastern, to the second). */
  static String accepted(Instant at) {
    return STAMP.format(at.atZone(ET));
  }

  /**
   * A moment to the second after `after`, waited for: what the SEC accepts after an answer was
   * recorded carries a later acceptance time (the header has whole seconds).
   */
  static Instant acceptedAfter(Instant after) throws InterruptedException {
    Instant t = after.truncatedTo(ChronoUnit.SECONDS).plusSeconds(1);
    while (Instant.now().isBefore(t)) {
      Thread.sleep(20);
    }
    return t;
  }

  /** One poll of tickers, index and filings, run as of noon UTC on day. */
  void poll(TestServer server, LocalDate day) throws Exception {
    JsonObject upstreams = new JsonObject();
    for (String name : List.of(EdgarPollers.TICKERS, EdgarPollers.INDEX, EdgarPollers.FILINGS)) {
      upstreams.put(name, new JsonObject().put("baseUrl", up.baseUrl()).put("backfillDays", 0).put("userAgent", UA));
    }
    AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), more.copy().put("upstreams", upstreams))
        .withClock(TestClocks.runningFrom(day.atTime(12, 0).toInstant(ZoneOffset.UTC)));
    SecFamily family = new SecFamily();
    family.configure(config);
    List<Deployable> pollers = family.pollers(config, server.service.pool());
    for (Deployable p : pollers) {
      JsonObject stats = Polls.once(server, ((Poller) p).name(), p);
      assertNotEquals("error", stats.getString("last_outcome"), stats.encode());
    }
  }

  @Override
  public void close() throws Exception {
    up.close();
  }
}
