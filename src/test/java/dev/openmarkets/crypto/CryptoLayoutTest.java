package dev.openmarkets.crypto;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import dev.openmarkets.Main;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The crypto family's own layout (issue 36): its sub-packages form no cycle, counting the family
 * root as a slice of its own; the root only wires, so nothing in crypto imports it; the shared
 * records (crypto.model) import no other crypto package.
 */
class CryptoLayoutTest {
  private static final String CRYPTO = "dev.openmarkets.crypto";
  private static JavaClasses classes;

  /** Each crypto class to its sub-package, the root's classes to "(root)"; classes elsewhere to none. */
  private static final SliceAssignment SUB_PACKAGES = new SliceAssignment() {
    @Override
    public SliceIdentifier getIdentifierOf(JavaClass c) {
      String p = c.getPackageName();
      if (p.equals(CRYPTO)) {
        return SliceIdentifier.of("(root)");
      }
      if (!p.startsWith(CRYPTO + ".")) {
        return SliceIdentifier.ignore();
      }
      String rest = p.substring(CRYPTO.length() + 1);
      int dot = rest.indexOf('.');
      return SliceIdentifier.of(dot < 0 ? rest : rest.substring(0, dot));
    }

    @Override
    public String getDescription() {
      return "crypto's sub-packages and its root";
    }
  };

  @BeforeAll
  static void read() {
    // the service's compiled main classes only, as ArchitectureTest reads them
    classes = new ClassFileImporter().importUrl(Main.class.getProtectionDomain().getCodeSource().getLocation());
  }

  @Test
  void subPackagesAndTheRootHaveNoCycles() {
    slices().assignedFrom(SUB_PACKAGES).should().beFreeOfCycles().check(classes);
  }

  @Test
  void subPackagesHaveNoCycles() {
    slices().matching(CRYPTO + ".(**)").should().beFreeOfCycles().check(classes);
  }

  @Test
  void nothingInCryptoImportsTheFamilyRoot() {
    noClasses().that().resideInAPackage(CRYPTO + ".*..")
        .should().dependOnClassesThat().resideInAPackage(CRYPTO)
        .because("the family root only wires; shared records live in crypto.model")
        .check(classes);
  }

  @Test
  void modelImportsNoOtherCryptoPackage() {
    noClasses().that().resideInAPackage(CRYPTO + ".model..")
        .should().dependOnClassesThat(resideInAPackage(CRYPTO + "..").and(not(resideInAPackage(CRYPTO + ".model.."))))
        .because("the shared records sit below every other crypto package")
        .check(classes);
  }
}
