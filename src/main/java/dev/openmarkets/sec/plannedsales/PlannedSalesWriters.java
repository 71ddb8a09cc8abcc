package dev.openmarkets.sec.plannedsales;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.sec.edgar.DocumentWrites;
import dev.openmarkets.sec.edgar.FiledDocument;
import java.util.ArrayList;
import java.util.List;

/**
 * The writer of Form 144 notices.
 */
public final class PlannedSalesWriters {

  private PlannedSalesWriters() {
  }

  private static final UnnestUpsert<DocumentWrites.Dated<PlannedSaleRow>> PLANNED_UPSERT =
      new UnnestUpsert<DocumentWrites.Dated<PlannedSaleRow>>("planned_sales", List.of("accession_no", "seq"), List.of(
          col("accession_no", "text", DocumentWrites.Dated::accessionNo),
          col("seq", "integer", DocumentWrites.Dated::seq),
          col("form_type", "text", d -> d.row().formType()),
          col("filed_at", "timestamptz", d -> d.row().filedAt()),
          col("document_date", "date", DocumentWrites.Dated::documentDate),
          col("issuer_cik", "text", d -> d.row().issuerCik()),
          col("issuer_name", "text", d -> d.row().issuerName()),
          col("person_name", "text", d -> d.row().personName()),
          col("relationship", "text", d -> d.row().relationship()),
          col("security_class", "text", d -> d.row().securityClass()),
          col("broker", "text", d -> d.row().broker()),
          col("exchange", "text", d -> d.row().exchange()),
          col("units_to_sell", "numeric", d -> d.row().unitsToSell()),
          col("aggregate_market_value", "numeric", d -> d.row().aggregateMarketValue()),
          col("units_outstanding", "numeric", d -> d.row().unitsOutstanding()),
          col("approx_sale_date", "date", d -> d.row().approxSaleDate())));

  public static final TableWriter<FiledDocument<List<PlannedSaleRow>>> PLANNED_SALES = (conn, docs) -> DocumentWrites.each(conn, docs,
      (c, doc) -> {
        List<DocumentWrites.Dated<PlannedSaleRow>> rows = new ArrayList<>();
        doc.content().forEach(r -> rows.add(new DocumentWrites.Dated<>(r.accessionNo(), r.seq(), doc.documentDate(), r)));
        return PLANNED_UPSERT.write(c, rows)
            .compose(n -> DocumentWrites.deleteBeyond(c, "planned_sales", "seq", doc.accessionNo(), rows.size()).map(n::plus));
      });
}
