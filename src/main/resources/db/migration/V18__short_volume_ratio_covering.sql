-- The latest-day view of short-volume (the API's most polled miss) read each of its 100 rows
-- from the heap after finding it in V5's index: 102 buffer visits a query, and PostgreSQL's own
-- limit on it was 2.7k queries/s on the bench machine. With the three volumes in the index,
-- the scan is index-only: 9 buffer visits, 6.7k queries/s (bench/RESULTS.md, issue 15). The
-- key is V5's, so the order still comes from the index and no sort runs.
CREATE INDEX short_volume_day_ratio_covering ON short_volume
  (trade_date, (short_volume / nullif(total_volume, 0)) DESC NULLS LAST, symbol)
  INCLUDE (short_volume, short_exempt_volume, total_volume)
  WHERE total_volume >= 1000000;
DROP INDEX short_volume_day_ratio;

-- An index-only scan skips the heap only for pages the visibility map marks all-visible, which
-- a vacuum does. By default autovacuum visits an insert-only table after inserts of 20 % of its
-- size: months of FINRA files at a few thousand rows a day, so the day everyone asks for would
-- be the one day still read from the heap. With no scale factor it comes after each day's file
-- (1,000 rows, within autovacuum_naptime, a minute by default); such a vacuum reads only the
-- pages not yet all-visible.
ALTER TABLE short_volume SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 1000);
