package dev.openmarkets.shortsale;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.ParsedRows;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.ingest.poll.DatedFilePoller;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What a dated file's parser notices without rejecting the file (drift, skipped rows) reaches
 * /stats beside the poll's summary, as it does for snapshot pollers: the short-volume parser
 * wrapped here to note an unknown column, as a tolerant parser does.
 */
@Tag("db")
class DatedFileNotesTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-18T20:00:00Z"), ZoneOffset.UTC);
  private static final String NOTE = "unknown column \"Venue\" ignored";

  @Test
  void aParsersNotesAreWarningsOnStats() throws Exception {
    FileKind<ShortVolumeRow> noting = new FileKind<>(ShortSaleFamily.SHORT_VOLUME.dataset(),
        ShortSaleFamily.SHORT_VOLUME.source(), ShortSaleFamily.SHORT_VOLUME.matchesName(),
        name -> file -> ParsedRows.of(new ShortVolumeParser().parse(file), List.of(NOTE)),
        ShortSaleFamily.SHORT_VOLUME.writer(), ShortSaleFamily.SHORT_VOLUME.fileDate());
    try (TestServer server = TestServer.start("dated-notes"); LocalUpstream up = new LocalUpstream()) {
      up.serve("/daily/CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt")
          .getBytes(StandardCharsets.ISO_8859_1));
      UpstreamConfig config = new UpstreamConfig("finra-short-volume", true, up.baseUrl() + "/daily", 3600, 5, 1,
          UA, "/CNMSshvol{yyyyMMdd}.txt");
      JsonObject status = Polls.once(server, "finra-short-volume", new DatedFilePoller(config, noting,
          Schedules.weekdays(), d -> "CNMSshvol" + DateTimeFormatter.BASIC_ISO_DATE.format(d.date()) + ".txt",
          server.service.pool(), CLOCK));
      assertEquals(0, status.getInteger("consecutive_failures"), status.encode());
      assertEquals("1 file(s), 5 rows changed; not published yet: CNMSshvol20261118.txt (HTTP 403); warnings: "
          + "CNMSshvol20261117.txt: " + NOTE, status.getString("last_outcome"));
    }
  }
}
