package dev.openmarkets.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The test class gets the real service on a fresh test database (TestServer.start(value)) in its
 * TestServer field, started before its @BeforeAll methods and closed after its @AfterAll methods.
 * The one start/stop block of the server tests, instead of a copy in each class.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(ServerExtension.class)
public @interface WithServer {
  /** The purpose the fresh database is named after. */
  String value();
}
