-- Identifiers with history (issue 37 item 5, docs/point-in-time.md §5): which ticker a CIK traded
-- under and which company a ticker or name meant at any moment, versioned as in §1 (known_at,
-- superseded_at, version_no, stored_at, file_id; key (kind, value, cik)).
--   kind      'ticker' (company_tickers.json), 'name' (submissions JSON name and formerNames),
--             'issuer_symbol' (a Form 4's issuerTradingSymbol)
--   value     the ticker (normalised, BRK-B) or the name as EDGAR spells it
--   title     the company's title in company_tickers.json (tickers); NULL for names
--   position  the ticker's place in company_tickers.json (a CIK's first ticker is its primary one).
--             Not history: the file is in market-cap order, which shifts every day, so it is kept
--             on the current version only and never makes a new one
-- known_at and superseded_at are kept to the millisecond, as asOf and answers are, so that a
-- knownAt read from an answer and asked back as asOf includes its row.
CREATE TABLE sec_identifiers (
  kind          text NOT NULL CHECK (kind IN ('ticker', 'name', 'issuer_symbol')),
  value         text NOT NULL,
  cik           text NOT NULL,
  title         text,
  position      integer,
  known_at      timestamptz(3) NOT NULL,
  superseded_at timestamptz(3),
  version_no    integer NOT NULL DEFAULT 1,
  stored_at     timestamptz NOT NULL DEFAULT now(),
  file_id       bigint,
  PRIMARY KEY (kind, value, cik, known_at),
  CONSTRAINT sec_identifiers_interval CHECK (superseded_at IS NULL OR superseded_at > known_at)
);
CREATE UNIQUE INDEX sec_identifiers_current ON sec_identifiers (kind, value, cik) WHERE superseded_at IS NULL;
-- the ticker map's readers: a CIK's primary ticker, per row of insider_trade_rows and friends
CREATE INDEX sec_identifiers_ticker_cik ON sec_identifiers (cik, position)
  WHERE kind = 'ticker' AND superseded_at IS NULL;
-- identifiers?cik= reads every version of a CIK
CREATE INDEX sec_identifiers_cik ON sec_identifiers (cik, known_at);
-- the asOf floor and revisions by time
CREATE INDEX sec_identifiers_known ON sec_identifiers (known_at);

-- Existing tickers: known from the first load of company_tickers.json when no later load changed
-- a row (then the rows held now are the rows stored then), else from the last load that changed
-- rows (an earlier date could show a ticker before it was in the file: lookahead, §1.5); no load
-- recorded: the migration's own time.
WITH loads AS (
  SELECT at, inserted + updated + deleted > 0 AS changed, row_number() OVER (ORDER BY at, id) AS n
  FROM ingest_files WHERE source = 'sec-tickers' AND status = 'loaded'
), since AS (
  SELECT coalesce((SELECT max(at) FROM loads WHERE changed AND n > 1), (SELECT min(at) FROM loads), now()) AS at
)
INSERT INTO sec_identifiers (kind, value, cik, title, position, known_at, stored_at)
SELECT 'ticker', t.ticker, t.cik, t.title, t.position, least(s.at, now()), least(s.at, now())
FROM sec_tickers t CROSS JOIN since s;

-- sec_tickers becomes the view of the current tickers, so every reader of the map (planner SQL,
-- the *_rows views) keeps working unchanged. The views reading the table are dropped and made
-- again from their own definitions, whatever earlier migrations made of them; anything else that
-- depends on the table makes the DROP TABLE fail here rather than vanish silently.
CREATE TEMPORARY TABLE sec_tickers_readers ON COMMIT DROP AS
WITH RECURSIVE readers(oid, depth) AS (
  SELECT r.ev_class, 1 FROM pg_depend d JOIN pg_rewrite r ON r.oid = d.objid
  WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid = 'sec_tickers'::regclass
    AND r.ev_class <> 'sec_tickers'::regclass
  UNION ALL
  SELECT r.ev_class, readers.depth + 1 FROM readers JOIN pg_depend d ON d.refobjid = readers.oid
  JOIN pg_rewrite r ON r.oid = d.objid
  WHERE d.classid = 'pg_rewrite'::regclass AND r.ev_class <> readers.oid
)
SELECT c.oid::regclass::text AS name, c.relkind, max(readers.depth) AS depth, pg_get_viewdef(c.oid) AS def
FROM readers JOIN pg_class c ON c.oid = readers.oid
GROUP BY c.oid, c.relkind;

DO $$
DECLARE
  v record;
BEGIN
  FOR v IN SELECT * FROM sec_tickers_readers ORDER BY depth DESC, name LOOP
    IF v.relkind <> 'v' THEN
      RAISE EXCEPTION 'sec_tickers is read by %, which is no plain view: make it again by hand', v.name;
    END IF;
    EXECUTE format('DROP VIEW %s', v.name);
  END LOOP;
  DROP TABLE sec_tickers;
  CREATE VIEW sec_tickers AS
    SELECT value AS ticker, cik, title, position
    FROM sec_identifiers WHERE kind = 'ticker' AND superseded_at IS NULL;
  FOR v IN SELECT * FROM sec_tickers_readers ORDER BY depth, name LOOP
    EXECUTE format('CREATE VIEW %s AS %s', v.name, v.def);
  END LOOP;
END
$$;

-- Rows written into the view (tests and tools seeding a ticker map) become current ticker
-- versions known now.
CREATE FUNCTION sec_tickers_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sec_identifiers (kind, value, cik, title, position, known_at)
  VALUES ('ticker', NEW.ticker, NEW.cik, NEW.title, NEW.position, now());
  RETURN NEW;
END
$$;
CREATE TRIGGER sec_tickers_insert INSTEAD OF INSERT ON sec_tickers
  FOR EACH ROW EXECUTE FUNCTION sec_tickers_insert();

-- The ticker map as it was at a moment, for SQL that resolves a ticker or a CIK as of asOf
-- (sec_tickers_at($asOf) where sec_tickers is read today; infinity gives sec_tickers). A closed
-- version keeps the position it had when it was closed.
CREATE FUNCTION sec_tickers_at(moment timestamptz) RETURNS SETOF sec_tickers
LANGUAGE sql STABLE AS $$
  SELECT value, cik, title, position FROM sec_identifiers
  WHERE kind = 'ticker' AND known_at <= moment AND (superseded_at IS NULL OR superseded_at > moment)
$$;
