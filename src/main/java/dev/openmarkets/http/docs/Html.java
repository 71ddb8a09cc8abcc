package dev.openmarkets.http.docs;

/** HTML text escaping for the server-rendered pages (element text and double-quoted attributes). */
public final class Html {
  private Html() {
  }

  public static String esc(String s) {
    return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
