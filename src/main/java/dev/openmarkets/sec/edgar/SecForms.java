package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.FileKind;
import java.time.LocalDate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The EDGAR form types the family reads, gathered from its bundles' declarations, where each goes,
 * and the filing-list kinds restricted to them (the indexes and submissions JSON list every form).
 */
public final class SecForms {
  private final List<EdgarBundle> bundles;
  private final Set<String> wanted;
  private final FileKind<SubmissionsRow> submissions;
  private final FileKind<FilingRow> index;

  public SecForms(List<EdgarBundle> bundles) {
    this.bundles = List.copyOf(bundles);
    Set<String> forms = new LinkedHashSet<>();
    bundles.forEach(b -> forms.addAll(b.forms()));
    this.wanted = Set.copyOf(forms);
    this.submissions = EdgarKinds.submissions(wanted);
    this.index = EdgarKinds.index(wanted);
  }

  /** Every form type of every bundle. */
  public Set<String> wanted() {
    return wanted;
  }

  public FileKind<SubmissionsRow> submissions() {
    return submissions;
  }

  public FileKind<FilingRow> index() {
    return index;
  }

  /** A quarterly full index restricted to these forms filed from..to (see {@link EdgarKinds#indexBetween}). */
  public FileKind<FilingRow> indexBetween(LocalDate from, LocalDate to) {
    return EdgarKinds.indexBetween(wanted, from, to);
  }

  /** The bundle whose document kind reads this form type, or null for other forms. */
  public EdgarBundle bundleOf(String formType) {
    String f = formType == null ? "" : formType.strip().toUpperCase(Locale.ROOT);
    return bundles.stream().filter(b -> b.forms().contains(f)).findFirst().orElse(null);
  }

  /** The import dataset whose document kind reads this form type, or null for other forms. */
  public String datasetOf(String formType) {
    EdgarBundle b = bundleOf(formType);
    return b == null ? null : b.dataset();
  }

  /** The document kind for a form type from an index, or null for forms this family does not read. */
  public FileKind<?> documentKind(String formType) {
    EdgarBundle b = bundleOf(formType);
    return b == null ? null : b.documents();
  }
}
