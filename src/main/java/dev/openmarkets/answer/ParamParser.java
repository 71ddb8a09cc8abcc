package dev.openmarkets.answer;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.util.Symbols;
import io.vertx.core.MultiMap;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Turns raw query and path values into {@link Params} using only the dataset's declaration.
 * Malformed or out-of-range values are rejected with a 400 naming the parameter and its range;
 * nothing is clamped. Unknown parameters are ignored (cache busters must not break a call).
 */
public final class ParamParser {
  private static final Pattern TICKER = Pattern.compile("[A-Za-z0-9./\\-]{1,12}");
  private static final Pattern SLUG = Pattern.compile("[A-Za-z0-9\\-_]{1,64}");
  private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
  private static final Pattern INT = Pattern.compile("[+-]?\\d{1,9}");

  private ParamParser() {
  }

  public static Params parse(Dataset ds, MultiMap query, Map<String, String> path, boolean csv) {
    Map<String, Object> values = new HashMap<>();
    Set<String> given = new HashSet<>();
    for (Param<?> p : ds.params()) {
      String raw = p.inPath() ? path.get(p.name()) : query.get(p.name());
      if (raw != null && !(raw.isEmpty() && !p.inPath())) {
        values.put(p.name(), convert(p, raw.trim(), csv));
        given.add(p.name());
      } else {
        Object d = csv ? p.csvDefault() : p.defaultValue();
        if (d != null) {
          values.put(p.name(), d);
        }
      }
    }
    Params params = Params.owning(ds.name(), ds.params(), values, given, csv);
    for (Check check : ds.checks()) {
      String problem = check.violation(params);
      if (problem != null) {
        throw ApiError.badRequest(problem);
      }
    }
    return params;
  }

  static Object convert(Param<?> p, String raw, boolean csv) {
    return switch (p.type()) {
      case STRING -> {
        if (raw.length() > 200) {
          throw invalid(p, raw, csv);
        }
        yield raw;
      }
      case TICKER -> {
        if (!TICKER.matcher(raw).matches()) {
          throw invalid(p, raw, csv);
        }
        yield Symbols.normalize(raw);
      }
      case SLUG -> {
        if (!SLUG.matcher(raw).matches()) {
          throw invalid(p, raw, csv);
        }
        yield raw.toLowerCase(Locale.ROOT);
      }
      case ENUM -> enumValue(p, raw, csv);
      case INTEGER -> integer(p, raw, csv);
      case DECIMAL -> decimal(p, raw, csv);
      case DATE -> date(p, raw, csv);
      case DATETIME -> p == PointInTime.AS_OF ? PointInTime.normalise(dateTime(p, raw, csv)) : dateTime(p, raw, csv);
      case BOOLEAN -> switch (raw.toLowerCase(Locale.ROOT)) {
        case "1", "true" -> Boolean.TRUE;
        case "0", "false" -> Boolean.FALSE;
        default -> throw invalid(p, raw, csv);
      };
    };
  }

  private static String enumValue(Param<?> p, String raw, boolean csv) {
    for (String a : p.allowed()) {
      if (a.equalsIgnoreCase(raw)) {
        return a;
      }
    }
    for (Map.Entry<String, String> e : p.aliases().entrySet()) {
      if (e.getKey().equalsIgnoreCase(raw)) {
        return e.getValue();
      }
    }
    throw invalid(p, raw, csv);
  }

  private static Integer integer(Param<?> p, String raw, boolean csv) {
    if (!INT.matcher(raw).matches()) {
      throw invalid(p, raw, csv);
    }
    int n = Integer.parseInt(raw);
    BigDecimal max = csv ? p.csvMax() : p.max();
    if ((p.min() != null && n < p.min().intValue()) || (max != null && n > max.intValue())) {
      throw invalid(p, raw, csv);
    }
    return n;
  }

  private static BigDecimal decimal(Param<?> p, String raw, boolean csv) {
    BigDecimal d;
    try {
      if (raw.length() > 40) {
        throw new NumberFormatException();
      }
      d = new BigDecimal(raw);
    } catch (NumberFormatException e) {
      throw invalid(p, raw, csv);
    }
    if (p.min() != null && d.compareTo(p.min()) < 0) {
      throw invalid(p, raw, csv);
    }
    return d;
  }

  private static LocalDate date(Param<?> p, String raw, boolean csv) {
    if (!DATE.matcher(raw).matches()) {
      throw invalid(p, raw, csv);
    }
    try {
      return LocalDate.parse(raw);
    } catch (DateTimeParseException e) {
      throw invalid(p, raw, csv);
    }
  }

  private static OffsetDateTime dateTime(Param<?> p, String raw, boolean csv) {
    if (DATE.matcher(raw).matches()) {
      // asOf=D asks what was known once day D was over (in New York), not at its first instant
      return p == PointInTime.AS_OF ? PointInTime.endOfDay(date(p, raw, csv))
          : date(p, raw, csv).atStartOfDay().atOffset(ZoneOffset.UTC);
    }
    try {
      return OffsetDateTime.parse(raw).withOffsetSameInstant(ZoneOffset.UTC);
    } catch (DateTimeParseException e) {
      try {
        return java.time.LocalDateTime.parse(raw).atOffset(ZoneOffset.UTC);
      } catch (DateTimeParseException e2) {
        throw invalid(p, raw, csv);
      }
    }
  }

  private static ApiError invalid(Param<?> p, String raw, boolean csv) {
    String shown = raw.length() > 40 ? raw.substring(0, 40) + "..." : raw;
    return ApiError.badRequest("Parameter '" + p.name() + "' must be " + p.rangeText(csv)
        + "; got '" + shown + "'.");
  }
}
