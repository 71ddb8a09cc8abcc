package dev.openmarkets.mirror;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;

/** What the mirror tests share: the published tables of every family, JDBC to a test database, publishing. */
final class MirrorFixture {
  private MirrorFixture() {
  }

  static List<MirrorTable> tables() {
    List<Family> families = Families.all();
    return MirrorTables.of(Catalog.datasets(families));
  }

  static Connection jdbc(Database db) throws SQLException {
    DbUrl u = db.url();
    return DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
  }

  static Publisher.Result publish(Database db, MinisignKey key, Path dir) throws Exception {
    try (Connection c = jdbc(db)) {
      return new Publisher(c, key, dir, Clock.systemUTC(), new PrintStream(PrintStream.nullOutputStream()))
          .publish(tables());
    }
  }
}
