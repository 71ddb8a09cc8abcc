package dev.openmarkets.sec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.funds.ThirteenFDocuments;
import dev.openmarkets.sec.insiders.Form4Documents;
import dev.openmarkets.sec.largeholders.Schedule13Documents;
import dev.openmarkets.sec.plannedsales.Form144Documents;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The sec family read from its bundles' declarations: forms, document kinds, datasets and demo files. */
class SecBundlesTest {
  @Test
  void theFormsAreTheBundlesAndEachGoesToItsBundlesDocuments() {
    assertEquals(Set.of("4", "4/A", "144", "144/A", "SC 13D", "SC 13D/A", "SC 13G", "SC 13G/A", "SCHEDULE 13D",
        "SCHEDULE 13D/A", "SCHEDULE 13G", "SCHEDULE 13G/A", "13F-HR", "13F-HR/A"), SecKinds.FORMS.wanted());
    assertEquals(SecDatasetNames.INSIDERS, SecKinds.FORMS.datasetOf(" 4/a "));
    assertEquals(SecDatasetNames.PLANNED_SALES, SecKinds.FORMS.datasetOf("144"));
    assertEquals(SecDatasetNames.LARGE_HOLDERS, SecKinds.FORMS.datasetOf("SCHEDULE 13G/A"));
    assertEquals(SecDatasetNames.FUNDS, SecKinds.FORMS.datasetOf("13F-HR"));
    assertNull(SecKinds.FORMS.datasetOf("10-K"));
    assertNull(SecKinds.FORMS.datasetOf(null));
    assertEquals(Form4Documents.KIND, SecKinds.documentKind("4"));
    assertEquals(Form144Documents.KIND, SecKinds.documentKind("144/A"));
    assertEquals(Schedule13Documents.KIND, SecKinds.documentKind("SC 13D"));
    assertEquals(ThirteenFDocuments.KIND, SecKinds.documentKind("13F-HR/A"));
    assertNull(SecKinds.documentKind("8-K"));
  }

  @Test
  void theBundlesDatasetsAreTheFamilysAndThoseTheFilingListsChange() {
    assertEquals(SecDatasetNames.API, SecKinds.apiDatasets());
    // and identifiers, which the ticker map and the submissions' names feed
    TreeSet<String> family = new TreeSet<>(SecKinds.apiDatasets());
    family.add(SecDatasetNames.IDENTIFIERS);
    assertEquals(family, new TreeSet<>(new SecFamily().datasets().stream().map(Dataset::name).toList()));
    assertEquals(SecDatasetNames.INSIDERS, SecKinds.documentsOf(SecDatasetNames.INSIDER_CLUSTERS));
    assertEquals(SecDatasetNames.FUNDS, SecKinds.documentsOf(SecDatasetNames.FUND_HOLDINGS));
    assertEquals(SecDatasetNames.PLANNED_SALES, SecKinds.documentsOf(SecDatasetNames.PLANNED_SALES));
  }

  @Test
  void demoFilesGoToTheBundleOfTheirPrefix() {
    assertEquals(SecDatasetNames.TICKERS, SecFamily.demoDataset("company_tickers.json"));
    assertEquals(SecDatasetNames.FILINGS, SecFamily.demoDataset("submissions/CIK0000000001.json"));
    assertEquals(SecDatasetNames.INSIDERS, SecFamily.demoDataset("form4-1.xml"));
    assertEquals(SecDatasetNames.PLANNED_SALES, SecFamily.demoDataset("form144-1.xml"));
    assertEquals(SecDatasetNames.LARGE_HOLDERS, SecFamily.demoDataset("sc13d-1.xml"));
    assertEquals(SecDatasetNames.FUNDS, SecFamily.demoDataset("13f-1.xml"));
    assertThrows(IllegalStateException.class, () -> SecFamily.demoDataset("10k-1.htm"));
  }
}
