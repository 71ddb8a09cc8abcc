package dev.openmarkets.gov.contracts;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The writers of federal-contracts: actions keyed by (generatedId, mod, actionDate) and recipient
 * profiles keyed by UEI, each followed in the same transaction by matching the names it brought
 * to SEC company names (match-refresh.sql), so the review list and the tickers stay current. Both
 * keep every version (docs/point-in-time.md §2), known when first stored: USAspending states an
 * action's date, not when it published the action (agencies report to FPDS days to months
 * later), and a recipient profile states no time at all.
 */
public final class ContractWriters {
  private static final String MATCH_REFRESH = SqlResource.load(ContractWriters.class, "match-refresh.sql");

  private ContractWriters() {
  }

  private static final VersionedUpsert<ContractAction> ACTION_UPSERT = VersionedUpsert.of("federal_contract_actions",
      List.of("generated_id", "mod_key", "action_date"), List.of(
          col("generated_id", "text", ContractAction::generatedId),
          col("mod_key", "text", ContractAction::modKey),
          col("action_date", "date", ContractAction::actionDate),
          col("award_id", "text", ContractAction::awardId),
          col("mod", "text", ContractAction::mod),
          col("action_type", "text", ContractAction::actionType),
          col("amount_usd", "numeric", ContractAction::amountUsd),
          col("recipient_name", "text", ContractAction::recipientName),
          col("recipient_uei", "text", ContractAction::recipientUei),
          col("awarding_agency", "text", ContractAction::awardingAgency),
          col("awarding_sub_agency", "text", ContractAction::awardingSubAgency),
          col("award_type", "text", ContractAction::awardType),
          col("naics_code", "text", ContractAction::naicsCode),
          col("description", "text", ContractAction::description),
          col("award_level", "boolean", ContractAction::awardLevel)), KnownAt.firstStored());

  private static final VersionedUpsert<RecipientProfile> RECIPIENT_UPSERT = VersionedUpsert.of("contract_recipients",
      List.of("uei"), List.of(
          col("uei", "text", RecipientProfile::uei),
          col("recipient_id", "text", RecipientProfile::recipientId),
          col("name", "text", RecipientProfile::name),
          col("parent_uei", "text", RecipientProfile::parentUei),
          col("parent_name", "text", RecipientProfile::parentName)), KnownAt.firstStored());

  /** Actions (dataset federal-contracts); the review list reads them too. */
  public static final ContextWriter<ContractAction> ACTIONS = matched(ACTION_UPSERT, ContractAction::recipientName,
      "federal-contract-matches");
  /** Recipient profiles (dataset federal-contract-matches); they change the tickers of actions too. */
  public static final ContextWriter<RecipientProfile> RECIPIENTS = matched(RECIPIENT_UPSERT, RecipientProfile::parentName,
      "federal-contracts");

  private static <R> ContextWriter<R> matched(VersionedUpsert<R> upsert, Function<R, String> name, String alsoReads) {
    return new ContextWriter<>() {
      @Override
      public Future<WriteCounts> write(SqlConnection conn, List<R> rows, WriteContext ctx) {
        return upsert.write(conn, rows, ctx).compose(counts -> refresh(conn, rows).map(counts));
      }

      @Override
      public Future<Written> writeFor(String dataset, SqlConnection conn, List<R> rows, WriteContext ctx) {
        return upsert.writeFor(dataset, conn, rows, ctx).compose(w -> refresh(conn, rows)
            .map(done -> written(dataset, w.counts()).withRevisedKeys(w.revisedKeys())));
      }

      private Future<Void> refresh(SqlConnection conn, List<R> rows) {
        String[] names = rows.stream().map(name).filter(Objects::nonNull).distinct().toArray(String[]::new);
        return conn.preparedQuery(MATCH_REFRESH).execute(Tuple.of(names)).mapEmpty();
      }

      @Override
      public Map<String, Long> alsoChanged(WriteCounts counts) {
        // derived views: a new version, no rows of their own
        return Map.of(alsoReads, 0L);
      }
    };
  }
}
