package dev.openmarkets.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import dev.openmarkets.Main;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The inside of a family (issue 36): the family's root package only wires (its Family class
 * imports its bundles), the helpers its bundles share live in a sub-package of their own, and no
 * two of its packages import each other round a cycle. The root counts as a slice of its own, so
 * a bundle reaching back into the root for a helper shows as a cycle, and is named by the second rule.
 */
class FamilyLayoutTest {
  private static final String ROOT = "dev.openmarkets";
  private static final List<String> FAMILIES = List.of("gov", "analytics", "derivs", "macro", "shortsale");
  private static JavaClasses classes;

  @BeforeAll
  static void read() {
    // the service's own compiled classes only, as ArchitectureTest reads them
    classes = new ClassFileImporter().importUrl(Main.class.getProtectionDomain().getCodeSource().getLocation());
  }

  @Test
  void aFamilysPackagesHaveNoCycles() {
    for (String family : FAMILIES) {
      slices().assignedFrom(packagesOf(family))
          .should().beFreeOfCycles()
          .because(family + "'s packages should form layers, never a cycle")
          .check(classes);
    }
  }

  @Test
  void noSubPackageImportsItsFamilysRoot() {
    for (String family : FAMILIES) {
      String root = ROOT + "." + family;
      noClasses().that().resideInAPackage(root + ".*..")
          .should().dependOnClassesThat().resideInAPackage(root)
          .because(family + "'s root package only wires its bundles; what they share lives in a sub-package")
          .allowEmptyShould(true) // shortsale is one package so far: nothing to check until it has bundles
          .check(classes);
    }
  }

  /** One slice per package of the family, its root package included (named "root"). */
  private static SliceAssignment packagesOf(String family) {
    String root = ROOT + "." + family;
    return new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        String pkg = javaClass.getPackageName();
        if (pkg.equals(root)) {
          return SliceIdentifier.of("root");
        }
        if (pkg.startsWith(root + ".")) {
          return SliceIdentifier.of(pkg.substring(root.length() + 1));
        }
        return SliceIdentifier.ignore();
      }

      @Override
      public String getDescription() {
        return "the packages of " + root;
      }
    };
  }
}
