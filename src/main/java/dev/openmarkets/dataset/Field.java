package dev.openmarkets.dataset;

/** One field of a dataset row: its JSON name, carriage, nullability and documentation. */
public record Field(String name, FieldType type, boolean nullable, String doc) {

  public static Field of(String name, FieldType type, String doc) {
    return new Field(name, type, false, doc);
  }

  public static Field nullable(String name, FieldType type, String doc) {
    return new Field(name, type, true, doc);
  }

  /** The CSV header of this field: the JSON name in snake_case (a run of capitals is one word). */
  public String csvName() {
    StringBuilder sb = new StringBuilder(name.length() + 4);
    char prev = 0;
    for (char c : name.toCharArray()) {
      boolean acronym = Character.isUpperCase(prev);
      prev = c;
      if (Character.isUpperCase(c) && acronym) {
        // a run of capitals is one word: callOI -> call_oi
        sb.append(Character.toLowerCase(c));
      } else if (Character.isUpperCase(c)) {
        sb.append('_').append(Character.toLowerCase(c));
      } else if (Character.isDigit(c) && sb.length() > 0 && !Character.isDigit(sb.charAt(sb.length() - 1))) {
        sb.append('_').append(c);
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /** How the field is written in the docs and OpenAPI ("string|null"). */
  public String typeLabel() {
    String base = switch (type) {
      case STRING, DECIMAL -> "string";
      case NUMBER -> "number";
      case INTEGER -> "integer";
      case DATE -> "date";
      case TIMESTAMP -> "date-time";
      case BOOLEAN -> "boolean";
      case JSON -> "array|object";
    };
    return nullable ? base + "|null" : base;
  }
}
