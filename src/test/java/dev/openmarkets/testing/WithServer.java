package dev.openmarkets.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The test class gets the real service in its TestServer field, started before its @BeforeAll
 * methods and closed after its @AfterAll methods: a fresh test database named after value() with
 * the configuration of config(), or the shared --demo server. The one start/stop block of the
 * server tests: a test says what it needs and never starts a server by hand.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(ServerExtension.class)
public @interface WithServer {
  /** The purpose the fresh database is named after; empty only with demo(). */
  String value() default "";

  /**
   * The name of a static no-argument method of the test class returning the JsonObject of
   * configuration overrides (same keys as conf/openmarkets.json); empty: the test defaults.
   */
  String config() default "";

  /** The shared --demo server of the run (TestServer.demo()) instead of a fresh database. */
  boolean demo() default false;
}
