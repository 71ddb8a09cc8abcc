package dev.openmarkets.sec.edgar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** The EDGAR addresses the poller fetches. */
class EdgarUrlsTest {
  private final EdgarUrls urls = EdgarUrls.DEFAULT;

  @Test
  void addresses() {
    assertEquals("https://www.sec.gov/files/company_tickers.json", urls.companyTickers());
    assertEquals("https://data.sec.gov/submissions/CIK0000320193.json", urls.submissions("320193"));
    assertEquals("https://data.sec.gov/submissions/CIK0000320193-submissions-001.json",
        urls.submissionsPage("CIK0000320193-submissions-001.json"));
    assertEquals("https://www.sec.gov/Archives/edgar/daily-index/2020/QTR1/form.20200318.idx",
        urls.dailyFormIndex(LocalDate.of(2020, 3, 18)));
    assertEquals("https://www.sec.gov/Archives/edgar/daily-index/2026/QTR4/master.20261120.idx",
        urls.dailyMasterIndex(LocalDate.of(2026, 11, 20)));
    assertEquals("https://www.sec.gov/Archives/edgar/full-index/2026/QTR1/form.idx", urls.fullFormIndex(2026, 1));
    assertEquals("https://www.sec.gov/Archives/edgar/data/320193/0000320193-26-000001.txt",
        urls.archivesPath("edgar/data/320193/0000320193-26-000001.txt"));
    assertEquals("https://www.sec.gov/Archives/edgar/data/320193/000151336223000020/primary_doc.xml",
        urls.document("0000320193", "0001513362-23-000020", "primary_doc.xml"));
    assertEquals("http://localhost:9/Archives/edgar/data/1213900/000121390024004875/index.json",
        new EdgarUrls("http://localhost:9", "http://localhost:9").filingIndexJson("1213900", "0001213900-24-004875"));
  }
}
