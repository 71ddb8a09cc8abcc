package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads EDGAR index files: form.YYYYMMDD.idx (fixed width: form type 12, company 62, CIK 12,
 * date 12, file name), company.YYYYMMDD.idx (company 62, then form type and the same tail) and master.idx / master.YYYYMMDD.idx (CIK|Company Name|Form Type|Date
 * Filed|File Name). The header block, of varying length, ends at the dashed rule. A filing with
 * several parties is listed once per party (13D/G under filer and subject, Form 4 under issuer
 * and owner); entries are deduplicated by accession keeping the first listed.
 */
public final class DailyIndexParser implements FileParser<IndexEntry> {
  // from the right: CIK, date, path; whatever precedes is form type and company (both may hold spaces)
  private static final Pattern FIXED_TAIL =
      Pattern.compile("^(.*)\\s+(\\d{1,10})\\s+(\\d{8}|\\d{4}-\\d{2}-\\d{2})\\s+(\\S+)\\s*$");
  private static final int FORM_TYPE_WIDTH = 12;
  private static final int COMPANY_WIDTH = 62;

  /** Filter applied before deduplication; null keeps every form type. */
  private final Set<String> formTypes;

  public DailyIndexParser() {
    this(null);
  }

  /** Keeps only these form types as the index writes them ("4", "4/A", "SC 13D"). */
  public DailyIndexParser(Set<String> formTypes) {
    this.formTypes = formTypes == null ? null : Set.copyOf(formTypes);
  }

  @Override
  public List<IndexEntry> parse(UpstreamFile file) throws RejectedFileException {
    // the index is ASCII in practice; latin-1 never fails on a stray byte in a company name
    String[] lines = new String(file.bytes(), StandardCharsets.ISO_8859_1).split("\r?\n", -1);
    int rule = -1;
    Boolean piped = null;
    boolean byCompany = false;
    for (int i = 0; i < lines.length && rule < 0; i++) {
      String l = lines[i];
      if (l.startsWith("CIK|Company Name|Form Type")) {
        piped = true;
      } else if (l.startsWith("Form Type ")) {
        piped = false;
      } else if (l.startsWith("Company Name ")) {
        piped = false;
        byCompany = true;
      } else if (l.startsWith("---") && l.strip().chars().allMatch(c -> c == '-')) {
        rule = i;
      }
    }
    if (rule < 0 || piped == null) {
      throw new RejectedFileException("not an EDGAR form or master index: no column header and dashed rule");
    }
    List<IndexEntry> entries = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (int i = rule + 1; i < lines.length; i++) {
      String l = lines[i];
      if (l.isBlank()) {
        continue;
      }
      IndexEntry e = piped ? piped(l, i + 1) : byCompany ? byCompany(l, i + 1) : fixed(l, i + 1);
      if ((formTypes == null || formTypes.contains(e.formType())) && seen.add(e.accessionNo())) {
        entries.add(e);
      }
    }
    return entries;
  }

  private static IndexEntry fixed(String line, int lineNo) throws RejectedFileException {
    Matcher m = FIXED_TAIL.matcher(line);
    if (!m.matches() || m.group(1).length() < FORM_TYPE_WIDTH) {
      throw RejectedFileException.atLine(lineNo, "not a form.idx row: '" + line.strip() + "'");
    }
    String head = m.group(1);
    return entry(head.substring(0, FORM_TYPE_WIDTH).strip(), head.substring(FORM_TYPE_WIDTH).strip(),
        m.group(2), m.group(3), m.group(4), lineNo);
  }

  /** company.idx: company name in columns 0-61, form type from 62 (the rest as in form.idx). */
  private static IndexEntry byCompany(String line, int lineNo) throws RejectedFileException {
    Matcher m = FIXED_TAIL.matcher(line);
    if (!m.matches() || m.group(1).length() <= COMPANY_WIDTH) {
      throw RejectedFileException.atLine(lineNo, "not a company.idx row: '" + line.strip() + "'");
    }
    String head = m.group(1);
    return entry(head.substring(COMPANY_WIDTH).strip(), head.substring(0, COMPANY_WIDTH).strip(),
        m.group(2), m.group(3), m.group(4), lineNo);
  }

  private static IndexEntry piped(String line, int lineNo) throws RejectedFileException {
    String[] f = line.split("\\|", -1);
    if (f.length < 5) {
      throw RejectedFileException.atLine(lineNo, "expected 5 fields, got " + f.length);
    }
    // a '|' inside a company name would shift the columns: the name takes what is left over
    int n = f.length;
    String company = String.join("|", Arrays.copyOfRange(f, 1, n - 3));
    return entry(f[n - 3].strip(), company.strip(), f[0].strip(), f[n - 2].strip(), f[n - 1].strip(), lineNo);
  }

  private static IndexEntry entry(String formType, String company, String cikText, String dateText,
      String fileName, int lineNo) throws RejectedFileException {
    String cik = Ciks.normalize(cikText);
    if (cik == null) {
      throw RejectedFileException.atLine(lineNo, "bad CIK '" + cikText + "'");
    }
    LocalDate date = SecDates.parseOrNull(dateText);
    if (date == null) {
      throw RejectedFileException.atLine(lineNo, "bad date filed '" + dateText + "'");
    }
    String accession = Accessions.fromFileName(fileName);
    if (accession == null) {
      throw RejectedFileException.atLine(lineNo, "no accession number in '" + fileName + "'");
    }
    if (formType.isEmpty()) {
      throw RejectedFileException.atLine(lineNo, "empty form type");
    }
    return new IndexEntry(formType, company, cik, date, fileName, accession);
  }
}
