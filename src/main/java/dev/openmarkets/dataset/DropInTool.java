package dev.openmarkets.dataset;

import java.util.Map;

/**
 * The MCP tool name agents know from the reference service that reads this dataset, and when:
 * several datasets may share one tool, each a variant chosen when `whenArg` is given, or when the
 * selector argument equals `whenValue` (null: otherwise). renames map a tool argument to a
 * declared parameter. A dataset without one gets a generic tool named after it.
 */
public record DropInTool(String tool, String selector, String whenArg, String whenValue,
    Map<String, String> renames) {

  public static DropInTool named(String tool) {
    return new DropInTool(tool, null, null, null, Map.of());
  }

  /** This variant answers when the tool is called with arg. */
  public DropInTool whenGiven(String arg) {
    return new DropInTool(tool, selector, arg, whenValue, renames);
  }

  /** This variant answers when the selector argument (its values listed in the tool) equals value. */
  public DropInTool selectedBy(String selectorArg, String value) {
    return new DropInTool(tool, selectorArg, whenArg, value, renames);
  }

  /** The tool's argument toolArg is the dataset's parameter param. */
  public DropInTool renaming(String toolArg, String param) {
    return new DropInTool(tool, selector, whenArg, whenValue, Map.of(toolArg, param));
  }
}
