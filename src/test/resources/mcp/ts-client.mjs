// Drives an openmarkets MCP server with the official TypeScript SDK and prints one JSON report.
// usage: node ts-client.mjs http BASE_URL | node ts-client.mjs stdio JAVA CLASSPATH BASE_URL
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [mode, ...rest] = process.argv.slice(2);
const transport = mode === "stdio"
  ? new StdioClientTransport({ command: rest[0], args: ["-cp", rest[1], "dev.openmarkets.Main", "mcp", "--url", rest[2]], stderr: "ignore" })
  : new StreamableHTTPClientTransport(new URL(rest[0] + "/mcp"));
const client = new Client({ name: "openmarkets-test", version: "1.0.0" });
await client.connect(transport);
const tools = await client.listTools();
const call = await client.callTool({ name: "short_volume", arguments: { symbol: "AAPL", days: 30 } });
const none = await client.callTool({ name: "api_reference", arguments: {} });
const bad = await client.callTool({ name: "short_volume", arguments: { days: 100000 } });
let unknown = null;
try {
  await client.callTool({ name: "no_such_tool", arguments: {} });
} catch (e) {
  unknown = String(e.code ?? e.message);
}
console.log(JSON.stringify({
  protocolVersion: transport.protocolVersion ?? null,
  server: client.getServerVersion(),
  tools: tools.tools.map(t => ({ name: t.name, args: Object.keys(t.inputSchema.properties ?? {}) })),
  call, none: { isError: none.isError, baseUrl: none.structuredContent?.baseUrl }, bad, unknown
}));
await client.close();
