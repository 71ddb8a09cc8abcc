package dev.openmarkets.sec.filings;

/**
 * The bundled synthetic sample files of this family (demo/sec-filings-events/), in load order,
 * each with the dataset whose import reads it. The companies reuse the sec family's sample CIKs
 * (9990101 Northwind Robotics ZZNW, 9990102 Bluefin Therapeutics ZZBF), so tickers resolve.
 */
final class DemoFiles {
  static final String[][] LIST = {
      {FilingsNames.EVENTS, "8k-0009990000-26-000101.txt"},
      {FilingsNames.EVENTS, "8k-0009990000-26-000102-index.html"},
      {FilingsNames.EVENTS, "8k-0009990000-26-000103.nc"},
      {FilingsNames.EVENTS, "CIK0009990101.json"},
      {FilingsNames.EVENTS, "CIK0009990102.json"},
      {FilingsNames.IPOS, "form.20261120.idx"},
      {FilingsNames.IPOS, "effect-9999999995-26-000201-primary_doc.xml"},
      {FilingsNames.STRUCTURED, "424b2-0009990000-26-000131.txt"},
      {FilingsNames.STRUCTURED, "424b2-0009990000-26-000132.txt"},
      {FilingsNames.STRUCTURED, "fwp-0009990000-26-000133.txt"},
      {FilingsNames.STARTUP_FUNDING, "formd-0009990000-26-000121-primary_doc.xml"},
      {FilingsNames.STARTUP_FUNDING, "formd-0009990000-26-000122-primary_doc.xml"},
      {FilingsNames.STARTUP_FUNDING, "formd-0009990000-26-000123-primary_doc.xml"},
  };

  private DemoFiles() {
  }
}
