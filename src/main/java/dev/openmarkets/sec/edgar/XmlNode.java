package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.RejectedFileException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * An element of an EDGAR document, looked up by local name whatever its prefix (default
 * namespace, ns1:, ns2:) and ignoring case (13D says issuerCIK where 13G says issuerCik). A
 * missing element is an empty node rather than null, so paths chain; typed getters reject the
 * file naming the element's path when its text is not what the form promises.
 */
public final class XmlNode {
  private final Element element;
  private final String path;

  private XmlNode(Element element, String path) {
    this.element = element;
    this.path = path;
  }

  static XmlNode root(Element element) {
    return new XmlNode(element, element.getLocalName());
  }

  public boolean exists() {
    return element != null;
  }

  public String path() {
    return path;
  }

  public String localName() {
    return element == null ? null : element.getLocalName();
  }

  public String namespace() {
    return element == null ? null : element.getNamespaceURI();
  }

  /** The first child element with this local name, or an empty node. */
  public XmlNode child(String name) {
    if (element != null) {
      for (Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
        if (n instanceof Element e && name.equalsIgnoreCase(e.getLocalName())) {
          return new XmlNode(e, path + "/" + e.getLocalName());
        }
      }
    }
    return new XmlNode(null, path + "/" + name);
  }

  /** Follows child names in order: at("issuer", "issuerCik"). */
  public XmlNode at(String... names) {
    XmlNode n = this;
    for (String name : names) {
      n = n.child(name);
    }
    return n;
  }

  public List<XmlNode> children(String name) {
    List<XmlNode> out = new ArrayList<>();
    if (element != null) {
      for (Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
        if (n instanceof Element e && name.equalsIgnoreCase(e.getLocalName())) {
          out.add(new XmlNode(e, path + "/" + e.getLocalName() + "[" + (out.size() + 1) + "]"));
        }
      }
    }
    return out;
  }

  /** Trimmed text content, or null when the element is missing or blank. */
  public String text() {
    if (element == null) {
      return null;
    }
    String s = element.getTextContent().strip();
    return s.isEmpty() ? null : s;
  }

  /**
   * The ownership-document convention: the datum sits in a <value> child, next to optional
   * <footnoteId/>s; an element holding only a footnote has no value. Elements without a <value>
   * child give their own text when they have no child elements.
   */
  public String value() {
    if (element == null) {
      return null;
    }
    XmlNode v = child("value");
    if (v.exists()) {
      return v.text();
    }
    for (Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element) {
        return null;
      }
    }
    return text();
  }

  public String requireText() throws RejectedFileException {
    String s = text();
    if (s == null) {
      throw new RejectedFileException("missing <" + path + ">");
    }
    return s;
  }

  public static BigDecimal decimal(String text, String where) throws RejectedFileException {
    if (text == null) {
      return null;
    }
    try {
      return new BigDecimal(text.replace(",", "").strip());
    } catch (NumberFormatException e) {
      throw new RejectedFileException("<" + where + "> is not a number: '" + text + "'");
    }
  }

  public static LocalDate date(String text, String where) throws RejectedFileException {
    if (text == null) {
      return null;
    }
    LocalDate d = SecDates.parseOrNull(text);
    if (d == null) {
      throw new RejectedFileException("<" + where + "> is not a date: '" + text + "'");
    }
    return d;
  }

  public BigDecimal decimal() throws RejectedFileException {
    return decimal(text(), path);
  }

  public BigDecimal decimalValue() throws RejectedFileException {
    return decimal(value(), path);
  }

  public LocalDate date() throws RejectedFileException {
    return date(text(), path);
  }

  public LocalDate dateValue() throws RejectedFileException {
    return date(value(), path);
  }

  /** Ten-digit CIK, null when missing; rejects text that is not a CIK. */
  public String cik() throws RejectedFileException {
    String s = text();
    if (s == null) {
      return null;
    }
    String cik = Ciks.normalize(s);
    if (cik == null) {
      throw new RejectedFileException("<" + path + "> is not a CIK: '" + s + "'");
    }
    return cik;
  }

  /** Filer software writes 1/0, true/false and occasionally Y/N; missing or blank is false. */
  public boolean flag() throws RejectedFileException {
    String s = value();
    if (s == null) {
      return false;
    }
    switch (s.toLowerCase(Locale.ROOT)) {
      case "1", "true", "y", "yes":
        return true;
      case "0", "false", "n", "no":
        return false;
      default:
        throw new RejectedFileException("<" + path + "> is not a boolean: '" + s + "'");
    }
  }
}
