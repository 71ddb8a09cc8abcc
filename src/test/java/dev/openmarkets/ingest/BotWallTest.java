package dev.openmarkets.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** An HTML page where data was expected is told from the data itself, by the body. */
class BotWallTest {
  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  @Test
  void aChallengePageIsRefusedWithItsVendorAndTitle() throws Exception {
    byte[] page = bytes(Ingest.sample("threshold/bot-challenge.html"));
    assertTrue(BotWall.isHtml(page));
    assertEquals("HTML page instead of data from https://x.test/nasdaqth20261120.txt (Cloudflare challenge), "
        + "title \"Just a moment...\", text/html; charset=UTF-8",
        BotWall.refusal("https://x.test/nasdaqth20261120.txt", "text/html; charset=UTF-8", page));
  }

  @Test
  void aPlainBlockPageWithABomAndBlanksIsStillAPage() {
    byte[] page = bytes("\u00ef\u00bb\u00bf\r\n  <HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY>Reference #18.abc"
        + " edgesuite.net</BODY></HTML>");
    assertEquals("HTML page instead of data from u (Akamai), title \"Access Denied\"", BotWall.refusal("u", null, page));
  }

  @Test
  void dataIsNeverAPageWhateverItsContentType() throws Exception {
    for (String sample : new String[] {"threshold/nasdaqth20261120.txt", "threshold/nyse-placeholder.txt",
        "threshold/bzx_equities_reg_sho_threshold_20261119.txt", "sec/cnsfails202611a.txt"}) {
      assertNull(BotWall.refusal("u", "text/html", bytes(Ingest.sample(sample))), sample);
    }
    assertFalse(BotWall.isHtml(new byte[] {'P', 'K', 3, 4}));
    assertFalse(BotWall.isHtml(bytes("[{\"a\":\"<html>\"}]")));
    assertFalse(BotWall.isHtml(bytes("<?xml version=\"1.0\"?><rss><channel><title>Releases</title></channel></rss>")));
    assertFalse(BotWall.isHtml(new byte[0]));
    assertFalse(BotWall.isHtml(null));
  }

  @Test
  void theCapturedNyseAnswersAreData() {
    assertFalse(BotWall.isHtml(Fixtures.bytes("live-2026", "nyse", "nyse.download.placeholder.20260817.txt")));
    assertFalse(BotWall.isHtml(Fixtures.bytes("live-2026", "nyse", "nyse.download.2026-08.rows.txt")));
  }
}
