package dev.openmarkets.testing;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Starts the server of a {@link WithServer} class and puts it in the class's one TestServer field
 * (static, or of the PER_CLASS instance); closes it when the class is done.
 */
public final class ServerExtension implements BeforeAllCallback, AfterAllCallback {
  private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(ServerExtension.class);

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    Class<?> testClass = context.getRequiredTestClass();
    WithServer with = testClass.getAnnotation(WithServer.class);
    if (with == null) {
      // a @Nested class inherits the extension, not the server: its outer class holds it
      return;
    }
    Field field = serverField(testClass);
    Object instance = Modifier.isStatic(field.getModifiers()) ? null : context.getTestInstance()
        .orElseThrow(() -> new IllegalStateException(testClass.getSimpleName()
            + ": an instance TestServer field needs @TestInstance(PER_CLASS); or make it static"));
    TestServer server = TestServer.start(with.value());
    context.getStore(NS).put(TestServer.class, server);
    field.setAccessible(true);
    field.set(instance, server);
  }

  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    TestServer server = context.getStore(NS).remove(TestServer.class, TestServer.class);
    if (server != null) {
      server.close();
    }
  }

  private static Field serverField(Class<?> testClass) {
    List<Field> fields = Arrays.stream(testClass.getDeclaredFields()).filter(f -> f.getType() == TestServer.class)
        .toList();
    if (fields.size() != 1) {
      throw new IllegalStateException(testClass.getSimpleName() + " needs exactly one TestServer field for @WithServer");
    }
    return fields.get(0);
  }
}
