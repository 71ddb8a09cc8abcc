package dev.openmarkets.sec.filings.shared;

import dev.openmarkets.dataset.Family.DemoFile;
import java.util.Arrays;
import java.util.List;

/**
 * The bundled synthetic sample files of this family live in one folder (demo/sec-filings-events/);
 * each bundle lists its own, in load order, with the dataset whose import reads them. The companies
 * reuse the sec family's sample CIKs (9990101 Northwind Robotics ZZNW, 9990102 Bluefin Therapeutics
 * ZZBF), so tickers resolve.
 */
public final class DemoFiles {
  private static final String DIR = "demo/sec-filings-events/";

  private DemoFiles() {
  }

  public static List<DemoFile> of(String dataset, String... names) {
    return Arrays.stream(names).map(n -> new DemoFile(dataset, DIR + n)).toList();
  }
}
