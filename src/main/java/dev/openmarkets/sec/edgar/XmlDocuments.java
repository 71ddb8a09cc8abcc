package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Opens EDGAR XML documents namespace-aware and without DTDs or external entities. Accepts what
 * EDGAR actually serves: whitespace or a BOM before the XML declaration (strict parsers reject
 * it), and a full .txt submission whose documents sit inside <XML>...</XML> blocks, in which case
 * the block with the expected root element is used.
 */
public final class XmlDocuments {
  private static final byte[] OPEN = "<XML>".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] CLOSE = "</XML>".getBytes(StandardCharsets.US_ASCII);
  private static final ThreadLocal<DocumentBuilder> BUILDER = ThreadLocal.withInitial(XmlDocuments::newBuilder);

  private XmlDocuments() {
  }

  /** The root element, which must have the given local name (any namespace or prefix). */
  public static XmlNode parse(UpstreamFile file, String rootName) throws RejectedFileException {
    List<byte[]> candidates = embeddedBlocks(file.bytes());
    if (candidates.isEmpty()) {
      candidates = List.of(file.bytes());
    }
    Element last = null;
    for (byte[] candidate : candidates) {
      Element root = parseBytes(candidate);
      if (root.getLocalName().equalsIgnoreCase(rootName)) {
        return XmlNode.root(root);
      }
      last = root;
    }
    if ("Error".equals(last.getLocalName())) {
      // EDGAR's S3 front answers a missing document with an XML error body and not a 404 page
      String code = XmlNode.root(last).child("Code").text();
      throw new RejectedFileException("upstream error document (" + code + ") instead of <" + rootName + ">");
    }
    throw new RejectedFileException("expected a <" + rootName + "> document, found <" + last.getLocalName() + ">");
  }

  private static Element parseBytes(byte[] bytes) throws RejectedFileException {
    int start = leadingJunk(bytes);
    if (start == bytes.length) {
      throw new RejectedFileException("empty document");
    }
    DocumentBuilder builder = BUILDER.get();
    builder.reset();
    builder.setErrorHandler(SILENT);
    try {
      return builder.parse(new ByteArrayInputStream(bytes, start, bytes.length - start)).getDocumentElement();
    } catch (SAXParseException e) {
      throw new RejectedFileException("malformed XML at line " + e.getLineNumber() + ": " + e.getMessage());
    } catch (SAXException | IOException e) {
      throw new RejectedFileException("malformed XML: " + e.getMessage());
    }
  }

  private static int leadingJunk(byte[] b) {
    int i = 0;
    if (b.length >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF) {
      i = 3;
    }
    while (i < b.length && (b[i] == ' ' || b[i] == '\n' || b[i] == '\r' || b[i] == '\t')) {
      i++;
    }
    return i;
  }

  private static List<byte[]> embeddedBlocks(byte[] b) {
    List<byte[]> blocks = new ArrayList<>();
    int start = leadingJunk(b);
    if (startsWith(b, start, "<?xml".getBytes(StandardCharsets.US_ASCII))) {
      return blocks;
    }
    int from = 0;
    while (true) {
      int open = indexOf(b, OPEN, from);
      if (open < 0) {
        return blocks;
      }
      int close = indexOf(b, CLOSE, open);
      if (close < 0) {
        return blocks;
      }
      byte[] block = new byte[close - open - OPEN.length];
      System.arraycopy(b, open + OPEN.length, block, 0, block.length);
      blocks.add(block);
      from = close + CLOSE.length;
    }
  }

  private static boolean startsWith(byte[] b, int at, byte[] prefix) {
    if (b.length - at < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (b[at + i] != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  private static int indexOf(byte[] b, byte[] needle, int from) {
    for (int i = from; i <= b.length - needle.length; i++) {
      if (startsWith(b, i, needle)) {
        return i;
      }
    }
    return -1;
  }

  private static DocumentBuilder newBuilder() {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      f.setFeature("http://xml.org/sax/features/external-general-entities", false);
      f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
      f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      f.setXIncludeAware(false);
      f.setExpandEntityReferences(false);
      return f.newDocumentBuilder();
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException("XML parser unavailable", e);
    }
  }

  // The default handler prints "[Fatal Error]" to stderr before throwing; the reason goes in the exception instead.
  private static final ErrorHandler SILENT = new ErrorHandler() {
    @Override
    public void warning(SAXParseException e) {
    }

    @Override
    public void error(SAXParseException e) throws SAXException {
      throw e;
    }

    @Override
    public void fatalError(SAXParseException e) throws SAXException {
      throw e;
    }
  };
}
