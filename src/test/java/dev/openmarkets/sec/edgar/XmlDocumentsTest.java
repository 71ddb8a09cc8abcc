package dev.openmarkets.sec.edgar;

import static dev.openmarkets.sec.Samples.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Opening EDGAR XML: leading junk, .txt submissions, prefixes, refused DTDs and error bodies. */
class XmlDocumentsTest {

  @Test
  void toleratesBomAndWhitespaceBeforeTheDeclaration() throws Exception {
    byte[] body = "\r\n  <?xml version=\"1.0\" encoding=\"UTF-8\"?><a><b>caf\u00e9</b></a>".getBytes(StandardCharsets.UTF_8);
    byte[] withBom = new byte[body.length + 3];
    withBom[0] = (byte) 0xEF;
    withBom[1] = (byte) 0xBB;
    withBom[2] = (byte) 0xBF;
    System.arraycopy(body, 0, withBom, 3, body.length);
    XmlNode root = XmlDocuments.parse(new UpstreamFile("a.xml", withBom), "a");
    assertEquals("caf\u00e9", root.child("b").text());
  }

  @Test
  void matchesLocalNamesWhateverThePrefixOrCase() throws Exception {
    XmlNode root = XmlDocuments.parse(text("t.xml",
        "<ns1:t xmlns:ns1=\"urn:x\"><ns1:issuerCIK>320193</ns1:issuerCIK><ns1:v><value> 1,250.5 </value>"
            + "<footnoteId id=\"F1\"/></ns1:v><ns1:w><footnoteId id=\"F2\"/></ns1:w><ns1:e/><ns1:f>Y</ns1:f></ns1:t>"), "T");
    assertEquals("urn:x", root.namespace());
    assertEquals("0000320193", root.child("issuerCik").cik());
    assertEquals(new BigDecimal("1250.5"), root.child("v").decimalValue());
    assertNull(root.child("w").value(), "a footnote alone is no value");
    assertNull(root.child("e").text());
    assertTrue(root.child("f").flag());
    assertFalse(root.child("missing").flag());
    assertFalse(root.at("missing", "deeper").exists());
    assertEquals("t/missing/deeper", root.at("missing", "deeper").path());
  }

  @Test
  void picksTheBlockWithTheExpectedRootFromATextSubmission() throws Exception {
    String txt = "<SEC-DOCUMENT>\n<DOCUMENT>\n<TYPE>13F-HR\n<TEXT>\n<XML>\n<?xml version=\"1.0\"?>\n<edgarSubmission/>\n"
        + "</XML>\n</TEXT>\n</DOCUMENT>\n<DOCUMENT>\n<TYPE>INFORMATION TABLE\n<TEXT>\n<XML>\n"
        + "<informationTable><infoTable/></informationTable>\n</XML>\n</TEXT>\n</DOCUMENT>\n</SEC-DOCUMENT>\n";
    XmlNode table = XmlDocuments.parse(text("0000000000-26-000001.txt", txt), "informationTable");
    assertEquals(1, table.children("infoTable").size());
  }

  @Test
  void refusesDoctypesSoNoEntityIsExpanded() {
    String xxe = "<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>";
    RejectedFileException e = assertThrows(RejectedFileException.class, () -> XmlDocuments.parse(text("a.xml", xxe), "a"));
    assertTrue(e.getMessage().startsWith("malformed XML at line 1"), e.getMessage());
    assertTrue(e.getMessage().contains("DOCTYPE"), e.getMessage());
  }

  @Test
  void namesUpstreamErrorBodiesAndWrongDocuments() {
    String s3 = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>";
    RejectedFileException error = assertThrows(RejectedFileException.class,
        () -> XmlDocuments.parse(text("x.xml", s3), "ownershipDocument"));
    assertEquals("upstream error document (AccessDenied) instead of <ownershipDocument>", error.getMessage());
    RejectedFileException empty = assertThrows(RejectedFileException.class,
        () -> XmlDocuments.parse(text("x.xml", " \n"), "ownershipDocument"));
    assertEquals("empty document", empty.getMessage());
  }
}
