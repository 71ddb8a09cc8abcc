package dev.openmarkets.testing;

import io.vertx.core.json.JsonObject;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Starts the server a {@link WithServer} class asks for (a fresh database with the overrides of its
 * config method, or the shared demo server) and puts it in the class's one TestServer field (static,
 * or of the PER_CLASS instance); closes it when the class is done.
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
    TestServer server = start(testClass, with);
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

  private static TestServer start(Class<?> testClass, WithServer with) throws Exception {
    String name = testClass.getSimpleName();
    if (with.demo()) {
      if (!with.value().isEmpty() || !with.config().isEmpty()) {
        throw new IllegalStateException(name + ": @WithServer(demo = true) is the shared demo server;"
            + " it takes neither a database name nor a config");
      }
      return TestServer.demo();
    }
    if (with.value().isEmpty()) {
      throw new IllegalStateException(name + ": @WithServer needs a database purpose (value) unless demo = true");
    }
    return TestServer.start(with.value(), config(testClass, with.config()));
  }

  /** The overrides returned by the static method the annotation names, or none. */
  static JsonObject config(Class<?> testClass, String methodName) throws Exception {
    if (methodName.isEmpty()) {
      return new JsonObject();
    }
    String where = testClass.getSimpleName() + ": @WithServer(config = \"" + methodName + "\")";
    Method method;
    try {
      method = testClass.getDeclaredMethod(methodName);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(where + " names no method without parameters in the class");
    }
    if (!Modifier.isStatic(method.getModifiers()) || method.getReturnType() != JsonObject.class) {
      throw new IllegalStateException(where + " must name a static method returning JsonObject, not "
          + method.toGenericString());
    }
    method.setAccessible(true);
    JsonObject overrides;
    try {
      overrides = (JsonObject) method.invoke(null);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    }
    if (overrides == null) {
      throw new IllegalStateException(where + " returned null");
    }
    return overrides;
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
