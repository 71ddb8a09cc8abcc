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

  /** The declared tables only (the datasets' coverage). */
  static List<MirrorTable> declared() {
    List<Family> families = Families.all();
    return MirrorTables.of(Catalog.datasets(families));
  }

  /** Every published table of db: the declared ones and the shared ones. */
  static List<MirrorTable> tables(Database db) throws SQLException {
    try (Connection c = jdbc(db)) {
      return MirrorTables.withShared(c, declared());
    }
  }

  static Connection jdbc(Database db) throws SQLException {
    DbUrl u = db.url();
    return DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password());
  }

  static Publisher.Result publish(Database db, MinisignKey key, Path dir) throws Exception {
    try (Connection c = jdbc(db)) {
      return new Publisher(c, key, dir, Clock.systemUTC(), new PrintStream(PrintStream.nullOutputStream()))
          .publish(MirrorTables.withShared(c, declared()));
    }
  }

  /** A progress that says nothing. */
  static SeedProgress quietProgress() {
    return new SeedProgress() {
      @Override
      public void start(int toCheck, int toLoad, int alreadyLoaded) {
      }

      @Override
      public void checked(ManifestFile f) {
      }

      @Override
      public void loaded(ManifestFile f, long nanos) {
      }

      @Override
      public void historyEnds(String dataset, String maxTime) {
      }
    };
  }
}
