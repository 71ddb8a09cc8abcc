package dev.openmarkets.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Poll records (no file, sha256 empty) older than the bound go; files' records and newer polls stay. */
@Tag("db")
class PollRecordRetentionTest {
  @Test
  void oldPollRecordsGoAndFileRecordsStay() throws Exception {
    Database db = TestDb.freshDatabase("pollretention");
    Vertx vertx = Vertx.vertx();
    try {
      String insert = "INSERT INTO ingest_files (source, dataset, name, sha256, status, at) VALUES ";
      TestDb.exec(db, insert
          + "('crypto-okx', 'funding-rates', 'crypto-okx-old', '', 'loaded', now() - interval '31 days'), "
          + "('crypto-okx', 'funding-rates', 'crypto-okx-new', '', 'loaded', now() - interval '29 days'), "
          + "('finra', 'short-volume', 'CNMSshvol20250101.txt', 'abc123', 'loaded', now() - interval '400 days')");
      Pool pool = db.pool(vertx, 2);
      int deleted = PollRecordRetention.apply(pool, Duration.ofDays(30)).await(10, TimeUnit.SECONDS);
      assertEquals(1, deleted);
      assertEquals(2, TestDb.count(db, "SELECT count(*) FROM ingest_files"));
      assertEquals(0, TestDb.count(db, "SELECT count(*) FROM ingest_files WHERE name = 'crypto-okx-old'"));
      assertEquals(0, (int) PollRecordRetention.apply(pool, Duration.ofDays(30)).await(10, TimeUnit.SECONDS));
    } finally {
      vertx.close().await(10, TimeUnit.SECONDS);
    }
  }
}
