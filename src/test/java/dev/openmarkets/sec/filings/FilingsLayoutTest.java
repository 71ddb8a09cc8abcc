package dev.openmarkets.sec.filings;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layout of the filings family, read from the compiled main classes: the root wires the
 * bundles, the pollers' wiring (edgar) imports the bundles, each bundle (events, formd, ipos,
 * notes) imports only shared, and shared imports no package of the family.
 */
class FilingsLayoutTest {
  private static final String ROOT = "dev.openmarkets.sec.filings";
  private static JavaClasses classes;

  @BeforeAll
  static void read() {
    classes = new ClassFileImporter().importUrl(SecFilingsFamily.class.getProtectionDomain().getCodeSource().getLocation());
  }

  /** Every package of the family, the root included, is one slice. */
  @Test
  void noPackageCycles() {
    slices().assignedFrom(new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass c) {
        String p = c.getPackageName();
        return p.equals(ROOT) || p.startsWith(ROOT + ".") ? SliceIdentifier.of(p) : SliceIdentifier.ignore();
      }

      @Override
      public String getDescription() {
        return "the packages of " + ROOT;
      }
    }).should().beFreeOfCycles().check(classes);
  }

  @Test
  void subPackagesHaveNoCycles() {
    slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(classes);
  }

  @Test
  void nothingBelowTheRootImportsIt() {
    noClasses().that().resideInAPackage(ROOT + ".*..")
        .should().dependOnClassesThat().resideInAPackage(ROOT)
        .check(classes);
  }

  @Test
  void bundlesImportNoOtherBundleNorTheWiring() {
    for (String bundle : new String[] {"events", "formd", "ipos", "notes"}) {
      noClasses().that().resideInAPackage(ROOT + "." + bundle + "..")
          .should().dependOnClassesThat().resideInAnyPackage(others(bundle, "shared"))
          .check(classes);
    }
  }

  @Test
  void sharedImportsNoOtherPackageOfTheFamily() {
    noClasses().that().resideInAPackage(ROOT + ".shared..")
        .should().dependOnClassesThat().resideInAnyPackage(others("shared"))
        .check(classes);
  }

  /** The family's packages but the given ones ("" is the root). */
  private static String[] others(String... allowed) {
    List<String> ok = List.of(allowed);
    return Stream.of("", "edgar", "events", "formd", "ipos", "notes", "shared")
        .filter(p -> !ok.contains(p))
        .map(p -> p.isEmpty() ? ROOT : ROOT + "." + p + "..")
        .toArray(String[]::new);
  }
}
