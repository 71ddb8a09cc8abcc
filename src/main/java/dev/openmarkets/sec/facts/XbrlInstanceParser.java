package dev.openmarkets.sec.facts;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Ciks;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads a filing's own XBRL instance (the _htm.xml EDGAR extracts from an inline 10-Q/10-K) for
 * the bitcoin holdings company facts cannot carry: facts on a bitcoin member of a crypto-asset
 * axis, and company extension elements (MicroStrategy's NumberOfCarryingValueBitcoins and the
 * like). A fact counts as:
 * <ul>
 * <li>units: us-gaap:CryptoAssetNumberOfUnits, or an extension element naming bitcoin and a
 * number, quantity or units of holdings (not purchases, sales, prices, costs or gains);</li>
 * <li>fair value: us-gaap:CryptoAssetFairValue(Current|Noncurrent), or an extension naming bitcoin
 * and fair value;</li>
 * <li>cost: us-gaap:CryptoAssetCost, or an extension naming bitcoin and cost basis.</li>
 * </ul>
 * Contexts must be instants; a context with dimensions counts only when a member names bitcoin. A
 * bitcoin-member fact wins over an undimensioned one (which may cover other crypto assets). The
 * latest instant with units or fair value is asOf. The file name carries the accession number.
 */
public final class XbrlInstanceParser {
  private static final Pattern ACCESSION = Pattern.compile("(\\d{10}-\\d{2}-\\d{6})");
  private static final Pattern EXCLUDED = Pattern.compile(
      "(?i).*(purchas|sold|sale|acquir|price|average|impair|gain|loss|fee|pledg|mined|issu|proceeds|payment).*");

  private enum Role { UNITS, FAIR_VALUE, COST }

  private record Context(LocalDate instant, boolean dimensioned, boolean bitcoinMember) {
  }

  private record Candidate(Role role, LocalDate instant, boolean bitcoinMember, BigDecimal value) {
  }

  private XbrlInstanceParser() {
  }

  static Role roleOf(String namespaceUri, String local) {
    boolean gaap = namespaceUri != null && namespaceUri.contains("fasb.org/us-gaap");
    if (gaap) {
      return switch (local) {
        case "CryptoAssetNumberOfUnits" -> Role.UNITS;
        case "CryptoAssetFairValue", "CryptoAssetFairValueCurrent", "CryptoAssetFairValueNoncurrent" -> Role.FAIR_VALUE;
        case "CryptoAssetCost" -> Role.COST;
        default -> null;
      };
    }
    String l = local.toLowerCase(Locale.ROOT);
    if (namespaceUri == null || namespaceUri.contains("xbrl.org") || namespaceUri.contains("xbrl.sec.gov")
        || !l.contains("bitcoin")) {
      return null;
    }
    if (l.contains("fairvalue")) {
      return EXCLUDED.matcher(l).matches() ? null : Role.FAIR_VALUE;
    }
    if (l.contains("costbasis") || l.endsWith("cost")) {
      return Role.COST;
    }
    if ((l.contains("number") || l.contains("quantity") || l.contains("units")) && !EXCLUDED.matcher(l).matches()) {
      return Role.UNITS;
    }
    return null;
  }

  public static List<CryptoHolding> parse(UpstreamFile file) throws RejectedFileException {
    String accession = accessionOf(file.name());
    Scan scan = scan(file.bytes());
    if (scan.cik() == null) {
      throw new RejectedFileException("XBRL instance without dei:EntityCentralIndexKey");
    }
    List<Candidate> found = candidates(scan);
    LocalDate asOf = found.stream().filter(c -> c.role() != Role.COST).map(Candidate::instant)
        .max(LocalDate::compareTo).orElse(null);
    if (asOf == null) {
      return List.of();
    }
    Fact units = pick(found, Role.UNITS, asOf, accession);
    Fact fair = pick(found, Role.FAIR_VALUE, asOf, accession);
    Fact cost = pick(found, Role.COST, asOf, accession);
    return List.of(new CryptoHolding(scan.cik(), asOf, accession, scan.form(), units == null ? null : units.val(),
        fair == null ? null : fair.val(), cost == null ? null : cost.val(), UnitsCheck.reliable(units, fair),
        "instance", null));
  }

  /** The last accession number in the file's name (an instance is imported under one). */
  private static String accessionOf(String name) throws RejectedFileException {
    Matcher m = ACCESSION.matcher(name);
    String accession = null;
    while (m.find()) {
      accession = m.group(1);
    }
    if (accession == null) {
      throw new RejectedFileException("an XBRL instance is imported under a name holding its accession number "
          + "(0001050446-24-000123_mstr-20240930_htm.xml)");
    }
    return accession;
  }

  /** What one pass over the instance finds: its contexts, the facts of the wanted roles (role, contextRef, value), the filer and form. */
  private record Scan(Map<String, Context> contexts, List<String[]> raw, String cik, String form) {
  }

  private static Scan scan(byte[] bytes) throws RejectedFileException {
    Map<String, Context> contexts = new HashMap<>();
    List<String[]> raw = new ArrayList<>();
    String[] dei = new String[2]; // cik, form
    try {
      XMLInputFactory f = XMLInputFactory.newFactory();
      f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
      f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
      XMLStreamReader r = f.createXMLStreamReader(new ByteArrayInputStream(bytes));
      int depth = 0;
      boolean root = false;
      while (r.hasNext()) {
        int ev = r.next();
        if (ev == XMLStreamConstants.START_ELEMENT) {
          depth++;
          if (depth == 1) {
            if (!"xbrl".equals(r.getLocalName())) {
              throw new RejectedFileException("expected an <xbrl> instance, found <" + r.getLocalName() + ">");
            }
            root = true;
          } else if (depth == 2 && "context".equals(r.getLocalName())) {
            contexts.put(r.getAttributeValue(null, "id"), context(r));
            depth--;
          } else if (depth == 2 && r.getAttributeValue(null, "contextRef") != null) {
            fact(r, raw, dei);
            depth--;
          }
        } else if (ev == XMLStreamConstants.END_ELEMENT) {
          depth--;
        }
      }
      if (!root) {
        throw new RejectedFileException("empty XBRL instance");
      }
    } catch (XMLStreamException e) {
      throw new RejectedFileException("malformed XBRL instance: " + e.getMessage());
    }
    return new Scan(contexts, raw, dei[0], dei[1]);
  }

  /** One top-level fact (the reader on its start element): the filer's CIK, the form, or a fact of a wanted role. */
  private static void fact(XMLStreamReader r, List<String[]> raw, String[] dei) throws XMLStreamException {
    String ns = r.getNamespaceURI();
    String local = r.getLocalName();
    String ctx = r.getAttributeValue(null, "contextRef");
    String nil = r.getAttributeValue("http://www.w3.org/2001/XMLSchema-instance", "nil");
    String text = r.getElementText().strip();
    if ("true".equals(nil) || text.isEmpty()) {
      return;
    }
    if ("EntityCentralIndexKey".equals(local) && ns != null && ns.contains("/dei/")) {
      dei[0] = Ciks.normalize(text);
    } else if ("DocumentType".equals(local) && ns != null && ns.contains("/dei/")) {
      dei[1] = text;
    } else {
      Role role = roleOf(ns, local);
      if (role != null) {
        raw.add(new String[] {role.name(), ctx, text});
      }
    }
  }

  /** The facts at an instant, undimensioned or on the bitcoin member, as numbers. */
  private static List<Candidate> candidates(Scan scan) throws RejectedFileException {
    List<Candidate> found = new ArrayList<>();
    for (String[] c : scan.raw()) {
      Context ctx = scan.contexts().get(c[1]);
      if (ctx == null) {
        throw new RejectedFileException("fact on undeclared context " + c[1]);
      }
      if (ctx.instant() == null || (ctx.dimensioned() && !ctx.bitcoinMember())) {
        continue;
      }
      BigDecimal v;
      try {
        v = new BigDecimal(c[2]);
      } catch (NumberFormatException e) {
        throw new RejectedFileException("non-numeric " + c[0] + " fact '" + c[2] + "'");
      }
      found.add(new Candidate(Role.valueOf(c[0]), ctx.instant(), ctx.bitcoinMember(), v));
    }
    return found;
  }

  private static Fact pick(List<Candidate> found, Role role, LocalDate asOf, String accession) {
    Candidate best = null;
    for (Candidate c : found) {
      if (c.role() == role && c.instant().equals(asOf) && (best == null || (c.bitcoinMember() && !best.bitcoinMember()))) {
        best = c;
      }
    }
    return best == null ? null : new Fact(role.name(), null, null, asOf, best.value(), accession, null, null, null,
        asOf, null);
  }

  private static Context context(XMLStreamReader r) throws XMLStreamException, RejectedFileException {
    LocalDate instant = null;
    boolean dimensioned = false;
    boolean bitcoin = false;
    boolean other = false;
    int depth = 1;
    while (depth > 0) {
      int ev = r.next();
      if (ev == XMLStreamConstants.START_ELEMENT) {
        depth++;
        String local = r.getLocalName();
        if ("instant".equals(local)) {
          String t = r.getElementText().strip();
          depth--;
          try {
            instant = LocalDate.parse(t);
          } catch (DateTimeParseException e) {
            throw new RejectedFileException("context with a bad instant '" + t + "'");
          }
        } else if ("explicitMember".equals(local) || "typedMember".equals(local)) {
          dimensioned = true;
          String member = r.getElementText().strip().toLowerCase(Locale.ROOT);
          depth--;
          // a bitcoin member on any axis (CryptoAssetAxis, a digital-asset extension axis); any other
          // dimension (a segment, a legal entity, a custody arrangement) makes the fact a part
          if (member.contains("bitcoin")) {
            bitcoin = true;
          } else {
            other = true;
          }
        }
      } else if (ev == XMLStreamConstants.END_ELEMENT) {
        depth--;
      }
    }
    return new Context(instant, dimensioned, bitcoin && !other);
  }
}
