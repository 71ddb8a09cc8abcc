package dev.openmarkets.http.docs;

import static dev.openmarkets.http.docs.Html.esc;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.ParamType;
import java.util.List;
import java.util.Map;

/**
 * The "try it" form of a docs page: one input per declared parameter (a select for enums and
 * booleans, a date picker for dates, a number box with the declared range for whole numbers),
 * JSON or CSV, an optional key. docs.js sends it from the page (same origin) and shows the status,
 * the rate-limit headers and the body. Path inputs start with the value the example uses.
 */
final class TryItForm {
  private TryItForm() {
  }

  static String render(Dataset ds, Map<String, String> pathValues) {
    StringBuilder sb = new StringBuilder(2048).append("<h2 id=\"try\">Try it</h2>")
        .append("<form class=\"om-try\" id=\"try-form\" data-path=\"").append(esc(ds.path())).append("\">");
    for (Param<?> p : ds.params()) {
      sb.append("<label><span>").append(esc(p.name())).append(p.inPath() ? " (path)" : "").append("</span>");
      input(sb, p, pathValues.get(p.name()));
      sb.append("</label>");
    }
    sb.append("<label><span>format</span><select name=\"_format\"><option value=\"\">JSON</option>")
        .append("<option value=\"csv\">CSV</option></select></label>")
        .append("<label><span>x-api-key</span><input name=\"_key\" type=\"password\" autocomplete=\"off\" ")
        .append("placeholder=\"optional\"></label>")
        .append("<button type=\"submit\">Send</button></form>")
        .append("<p class=\"om-try-url\" id=\"try-url\"></p><p class=\"om-try-status\" id=\"try-status\"></p>")
        .append("<pre class=\"om-try-body\" id=\"try-body\" hidden></pre>");
    return sb.toString();
  }

  private static void input(StringBuilder sb, Param<?> p, String pathValue) {
    String attrs = " name=\"" + esc(p.name()) + "\" data-in=\"" + (p.inPath() ? "path" : "query")
        + "\" title=\"" + esc(p.rangeText(false)) + "\"";
    String dflt = p.defaultValue() == null ? null : String.valueOf(p.defaultValue());
    switch (p.type()) {
      case ENUM, BOOLEAN -> {
        sb.append("<select").append(attrs).append("><option value=\"\">")
            .append(dflt == null ? "(any)" : "(default: " + esc(dflt) + ")").append("</option>");
        for (String v : p.type() == ParamType.BOOLEAN ? List.of("true", "false") : p.allowed()) {
          sb.append("<option>").append(esc(v)).append("</option>");
        }
        sb.append("</select>");
      }
      case INTEGER -> sb.append("<input type=\"number\" step=\"1\" min=\"").append(p.min()).append("\" max=\"")
          .append(p.max()).append("\"").append(attrs).append(placeholder(dflt)).append(">");
      case DATE -> sb.append("<input type=\"date\"").append(attrs).append(">");
      default -> {
        sb.append("<input type=\"text\"").append(attrs);
        if (p.inPath()) {
          sb.append(" required value=\"").append(esc(pathValue == null ? "" : pathValue)).append("\"");
        } else {
          sb.append(placeholder(dflt));
        }
        sb.append(">");
      }
    }
  }

  private static String placeholder(String dflt) {
    return dflt == null ? "" : " placeholder=\"" + esc(dflt) + "\"";
  }
}
