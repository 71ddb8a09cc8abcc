package dev.openmarkets.mirror;

/** What `seed` reports as it goes (the CLI draws a bar on a terminal, lines otherwise). */
public interface SeedProgress {
  /** The files to check and load are known. */
  void start(int toCheck, int toLoad, int alreadyLoaded);

  /** A file's size and sha256 matched the manifest. */
  void checked(ManifestFile f);

  /** A file's rows were committed. */
  void loaded(ManifestFile f, long nanos);

  /** Where a dataset's history now ends on this node. */
  void historyEnds(String dataset, String maxTime);
}
