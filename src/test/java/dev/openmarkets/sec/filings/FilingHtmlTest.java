package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.sec.filings.shared.FilingIndexPage;
import dev.openmarkets.sec.filings.shared.Html;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Filing HTML read through jsoup: the text of a supplement and the fields of a filing index page. */
class FilingHtmlTest {
  @Test
  void textAsABrowserRendersIt() {
    assertEquals("S&P 500® Index", Html.text("<font>S&amp;P 500<sup>&#174;</sup>&nbsp;Index</font>"));
    assertEquals("a coupon of 12.50% per annum", Html.text("a coupon of <b>1</b><b>2</b><b>.</b><b>50</b><b>%</b>"
        + " per\nannum"));
    assertEquals("Pricing Date: March 27, 2025", Html.text("<table><tr><td>Pricing Date:</td><td>March&nbsp;27, "
        + "2025</td></tr></table>"));
    assertEquals("the issuer’s notes", Html.text("<p>the issuer&rsquo;s notes<script>var x = '<b>';</script></p>"
        + "<style>p { color: red }</style>"));
  }

  @Test
  void anIndexPageWithItsRoleEntitiesAndViewerLink() throws Exception {
    String html = "<html><head><title>EDGAR Filing Documents for 0000000999-26-000010</title></head><body>"
        + "<div id=\"formName\">\n <strong>Form 8-K/A</strong> - Current report:</div>"
        + "<div id=\"secNum\"><strong><acronym>SEC</acronym> Accession No.</strong> 0000000999-26-000010</div>"
        + "<div class=\"formGrouping\"><div class=\"infoHead\">Filing Date</div>\n<div class=\"info\">2026-03-02</div>"
        + "<div class=\"infoHead\">Accepted</div><div class=\"info\">2026-03-02&nbsp;17:31:05</div></div>"
        + "<div class=\"formGrouping\"><div class=\"infoHead\">Items</div><div class=\"info\">Item 2.02: Results of "
        + "Operations<br />Item 7.01: Regulation FD&nbsp;Disclosure<br><br /></div></div>"
        + "<table class=\"tableFile\" summary=\"Document Format Files\"><tr><th>Seq</th></tr><tr><td>"
        + "<a href=\"/ix?doc=/Archives/edgar/data/999/000000099926000010/a8k.htm\">a8k.htm</a></td></tr></table>"
        + "<a href=\"/cgi-bin/browse-edgar?CIK=0000000001&amp;action=getcompany\">header link</a>"
        + "<span class=\"companyName\">SMITH &amp; SONS, INC. (Filer)\n<acronym>CIK</acronym>: "
        + "<a href=\"/cgi-bin/browse-edgar?action=getcompany&amp;CIK=0000000999\">0000000999</a></span></body></html>";
    FilingIndexPage p = FilingIndexPage.parse(html.getBytes(StandardCharsets.UTF_8));
    assertEquals("0000000999-26-000010", p.accessionNo());
    assertEquals("8-K/A", p.formType());
    assertEquals("SMITH & SONS, INC.", p.company());
    assertEquals("0000000999", p.cik(), "the link after the filer's name, not the one before it");
    assertEquals("2026-03-02 17:31:05", p.info().get("Accepted"));
    assertEquals(List.of("Item 2.02: Results of Operations", "Item 7.01: Regulation FD Disclosure"), p.items());
    assertEquals("/Archives/edgar/data/999/000000099926000010/a8k.htm", p.primaryDocumentPath());
  }

  @Test
  void aPageWithoutFormNameIsRejected() {
    assertThrows(RejectedFileException.class, () -> FilingIndexPage.parse(("<html><title>EDGAR Filing Documents for "
        + "x</title><div id=\"secNum\">0000000999-26-000010</div></html>").getBytes(StandardCharsets.UTF_8)));
  }
}
