package dev.openmarkets.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import dev.openmarkets.Main;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package layers of the service (README, "Architecture"), read from the compiled main classes:
 * interfaces (http with its docs and openapi, mcp, tools, push, cli, alerts, mirror) above the answer path
 * (answer: parse, route to the family verticle, envelope, ETags) and row rendering (render: rows as
 * JSON and CSV bytes) above the dataset families, which sit on the declarations (dataset) and the ingest
 * framework (ingest), which sit on db, config, observe and util. Interfaces reach the families
 * only through declarations. The root package (Main, Service, Families, DemoData) is the
 * composition root: it may reach everything and nothing reaches it. No two packages, at any
 * depth, import each other (directly or round a circle).
 */
class ArchitectureTest {
  private static final String ROOT = "dev.openmarkets";
  static final List<String> FAMILIES = List.of("analytics", "crypto", "derivs", "gov", "macro", "sec", "shortsale");
  private static final String[] INTERFACES = pkgs("http", "mcp", "tools", "push", "cli", "alerts", "mirror");
  private static JavaClasses classes;

  /** Each class in the slice named by its package (the root is "dev.openmarkets" like any other). */
  static final SliceAssignment EVERY_PACKAGE = new SliceAssignment() {
    @Override
    public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
      return javaClass.getPackageName().startsWith(ROOT) ? SliceIdentifier.of(javaClass.getPackageName())
          : SliceIdentifier.ignore();
    }

    @Override
    public String getDescription() {
      return "every package of " + ROOT;
    }
  };

  @BeforeAll
  static void read() {
    // the service's own compiled classes only (scanning every jar on the test class path takes ~30 s)
    classes = new ClassFileImporter().importUrl(Main.class.getProtectionDomain().getCodeSource().getLocation());
  }

  @Test
  void topLevelPackagesHaveNoCycles() {
    slices().matching(ROOT + ".(*)..").should().beFreeOfCycles().check(classes);
  }

  /**
   * Every package is a slice of its own, the root included (a pattern such as "dev.openmarkets.(**)"
   * leaves the root out): no circle between any two packages, however deep.
   */
  @Test
  void noPackageIsInACycle() {
    slices().assignedFrom(EVERY_PACKAGE).should().beFreeOfCycles().check(classes);
  }

  /** The composition root wires everything; a class below it that used it would close a circle. */
  @Test
  void nothingUsesTheCompositionRoot() {
    noClasses().that().resideOutsideOfPackage(ROOT)
        .should().dependOnClassesThat().resideInAPackage(ROOT)
        .because("the root package (Main, Service, Families, DemoData) wires the layers below; commands get what they "
            + "need from Main")
        .check(classes);
  }

  @Test
  void declarationsAndTheIngestFrameworkImportNoInterface() {
    noClasses().that().resideInAnyPackage(pkgs("dataset", "ingest"))
        .should().dependOnClassesThat().resideInAnyPackage(INTERFACES)
        .orShould().dependOnClassesThat().resideInAnyPackage(pkgs("answer", "render"))
        .check(classes);
  }

  /**
   * An interface reaches a family only through its declarations (Dataset, LiveStream, ...), which
   * the composition root hands it: a new interface or a new family is then never an edit of the other.
   */
  @Test
  void interfacesImportNoFamily() {
    noClasses().that().resideInAnyPackage(INTERFACES)
        .should().dependOnClassesThat().resideInAnyPackage(pkgs(FAMILIES.toArray(String[]::new)))
        .because("interfaces read the declarations the composition root gives them, never a family's classes")
        .check(classes);
  }

  @Test
  void familiesImportNoOtherFamily() {
    for (String family : FAMILIES) {
      String[] others = pkgs(FAMILIES.stream().filter(f -> !f.equals(family)).toArray(String[]::new));
      noClasses().that().resideInAPackage(ROOT + "." + family + "..")
          .should().dependOnClassesThat().resideInAnyPackage(others)
          .because(family + " is a family: families import the framework, never each other")
          .check(classes);
    }
  }

  @Test
  void layersOnlyLookDown() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("Interfaces").definedBy(INTERFACES)
        .layer("Answer").definedBy(pkgs("answer"))
        .layer("Rendering").definedBy(pkgs("render"))
        .layer("Access").definedBy(pkgs("access"))
        .layer("Families").definedBy(pkgs(FAMILIES.toArray(String[]::new)))
        .layer("Declarations").definedBy(pkgs("dataset"))
        .layer("Ingest").definedBy(pkgs("ingest"))
        .layer("Base").definedBy(pkgs("db", "config", "observe", "util"))
        .whereLayer("Interfaces").mayNotBeAccessedByAnyLayer()
        .whereLayer("Answer").mayOnlyBeAccessedByLayers("Interfaces")
        .whereLayer("Access").mayOnlyBeAccessedByLayers("Interfaces")
        .whereLayer("Rendering").mayOnlyBeAccessedByLayers("Interfaces", "Answer", "Families")
        .whereLayer("Families").mayNotBeAccessedByAnyLayer()
        .whereLayer("Declarations").mayOnlyBeAccessedByLayers("Interfaces", "Answer", "Rendering", "Access", "Families")
        .whereLayer("Ingest").mayOnlyBeAccessedByLayers("Interfaces", "Answer", "Families", "Declarations")
        .check(classes);
  }

  private static String[] pkgs(String... names) {
    return Arrays.stream(names).map(n -> ROOT + "." + n + "..").toArray(String[]::new);
  }
}
