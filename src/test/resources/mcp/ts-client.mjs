// Drives an openmarkets MCP server with the official TypeScript SDK and prints one JSON report.
// usage: node ts-client.mjs http BASE_URL | node ts-client.mjs stdio JAVA CLASSPATH BASE_URL
//        node ts-client.mjs legacy BASE_URL (the client asks for protocol 2025-03-26)
//        node ts-client.mjs limit BASE_URL N (tool calls until one is refused, at most N)
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [mode, ...rest] = process.argv.slice(2);

// The SDK's Client always offers its newest protocol version; this makes its initialize request
// offer another one, as an older client would. Everything after (the negotiated version's
// MCP-Protocol-Version header, result parsing) is the SDK's own.
function offering(version, transport) {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => send(message.method === "initialize"
    ? { ...message, params: { ...message.params, protocolVersion: version } } : message, options);
  return transport;
}

if (mode === "legacy" || mode === "limit") {
  const transport = new StreamableHTTPClientTransport(new URL(rest[0] + "/mcp"));
  const client = new Client({ name: "openmarkets-test-" + mode, version: "1.0.0" });
  await client.connect(mode === "legacy" ? offering("2025-03-26", transport) : transport);
  const report = { protocolVersion: transport.protocolVersion ?? null };
  if (mode === "legacy") {
    const tools = await client.listTools();
    report.toolsWithOutputSchema = tools.tools.filter(t => t.outputSchema !== undefined).length;
    report.tools = tools.tools.length;
    report.call = await client.callTool({ name: "short_volume", arguments: { symbol: "AAPL", days: 30 } });
  } else {
    report.calls = [];
    for (let i = 0; i < Number(rest[1]); i++) {
      const r = await client.callTool({ name: "short_volume", arguments: { symbol: "AAPL" } });
      report.calls.push({ isError: r.isError ?? false, text: r.content?.[0]?.text ?? null });
      if (r.isError) {
        break;
      }
    }
  }
  console.log(JSON.stringify(report));
  await client.close();
  process.exit(0);
}
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
