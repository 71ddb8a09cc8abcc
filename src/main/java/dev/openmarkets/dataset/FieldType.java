package dev.openmarkets.dataset;

/**
 * How a row field is carried. The SQL of a dataset returns its columns in field order, already
 * in the database type each of these expects (DECIMAL and STRING as text, so exact digits pass
 * through untouched).
 */
public enum FieldType {
  /** text, a JSON string */
  STRING,
  /** numeric cast to text in SQL: an exact decimal as a JSON string with the upstream's digits */
  DECIMAL,
  /** numeric or float: a JSON number */
  NUMBER,
  /** bigint or int: a JSON integer */
  INTEGER,
  /** date: "YYYY-MM-DD" */
  DATE,
  /** timestamptz: ISO 8601 UTC ending in Z */
  TIMESTAMP,
  BOOLEAN,
  /** json or jsonb: embedded as is (arrays and objects); compact JSON text in one CSV cell */
  JSON
}
