package dev.openmarkets.http.mirror;

import dev.openmarkets.mirror.Manifest;
import dev.openmarkets.mirror.ManifestFile;
import dev.openmarkets.mirror.MirrorLayout;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jsoup.nodes.Entities;

/** The short HTML page at /mirror/: the signed files, then every table's files with sizes and rows. */
final class MirrorIndex {
  private MirrorIndex() {
  }

  static String html(Manifest m) {
    StringBuilder b = new StringBuilder(4096);
    b.append("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>openmarkets mirror</title>")
        .append("<style>body{font-family:system-ui,sans-serif;margin:2em;max-width:60em}td,th{padding:.15em .8em;")
        .append("text-align:left}td.n{text-align:right}</style></head><body><h1>openmarkets bulk mirror</h1>")
        .append("<p>Manifest version ").append(m.version()).append(", created ").append(esc(m.createdAt()))
        .append(": <a href=\"").append(MirrorLayout.MANIFEST).append("\">manifest.json</a>, its signature <a href=\"")
        .append(MirrorLayout.SIGNATURE).append("\">manifest.json.minisig</a> and the public key <a href=\"")
        .append(MirrorLayout.PUBLIC_KEY).append("\">openmarkets.pub</a> (check it against a key you got elsewhere: ")
        .append("<code>minisign -Vm manifest.json -p openmarkets.pub</code>). Zstd Parquet files; a published file ")
        .append("never changes.</p>");
    Map<String, List<ManifestFile>> byTable = new TreeMap<>();
    m.files().forEach(f -> byTable.computeIfAbsent(f.table(), k -> new java.util.ArrayList<>()).add(f));
    byTable.forEach((table, files) -> table(b, table, files));
    return b.append("</body></html>\n").toString();
  }

  private static void table(StringBuilder b, String table, List<ManifestFile> files) {
    long rows = files.stream().mapToLong(ManifestFile::rows).sum();
    long bytes = files.stream().mapToLong(ManifestFile::bytes).sum();
    b.append("<h2 id=\"").append(esc(table)).append("\">").append(esc(String.join(", ", files.get(0).datasets())))
        .append("</h2><p>table <code>").append(esc(table)).append("</code>, by ").append(esc(files.get(0).partitioning()))
        .append(": ").append(files.size()).append(" files, ").append(rows).append(" rows, ").append(size(bytes))
        .append("</p><table><tr><th>partition</th><th>file</th><th>rows</th><th>size</th></tr>");
    for (ManifestFile f : files) {
      b.append("<tr><td>").append(esc(f.partition())).append("</td><td><a href=\"").append(esc(f.path())).append("\">")
          .append(esc(f.path().substring(f.path().lastIndexOf('/') + 1))).append("</a></td><td class=\"n\">")
          .append(f.rows()).append("</td><td class=\"n\">").append(size(f.bytes())).append("</td></tr>");
    }
    b.append("</table>");
  }

  static String size(long bytes) {
    if (bytes < 1024) {
      return bytes + " B";
    }
    double v = bytes;
    String[] units = {"KB", "MB", "GB", "TB"};
    int i = -1;
    while (v >= 1024 && i < units.length - 1) {
      v /= 1024;
      i++;
    }
    return String.format(java.util.Locale.ROOT, "%.1f %s", v, units[i]);
  }

  private static String esc(String s) {
    return s == null ? "" : Entities.escape(s);
  }
}
