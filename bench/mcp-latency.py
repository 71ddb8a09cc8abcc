#!/usr/bin/env python3
# Latency of an MCP tool call beside the same HTTP request (short_volume vs /api/markets/short-volume),
# against a running server with high rate limits: python3 bench/mcp-latency.py [PORT]
import sys
PORT = int(sys.argv[1]) if len(sys.argv) > 1 else 8080
import http.client, json, time, statistics
def run(n, fn):
    c = http.client.HTTPConnection("127.0.0.1", PORT)
    for _ in range(50): fn(c)
    ts = []
    for _ in range(n):
        t = time.perf_counter(); fn(c); ts.append((time.perf_counter() - t) * 1000)
    ts.sort(); return statistics.median(ts), ts[int(n * 0.99) - 1]
def get(c):
    c.request("GET", "/api/markets/short-volume?symbol=AAPL&days=30"); r = c.getresponse(); r.read(); assert r.status == 200
body = json.dumps({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"short_volume","arguments":{"symbol":"AAPL","days":30}}})
def mcp(c):
    c.request("POST", "/mcp", body, {"Content-Type":"application/json","MCP-Protocol-Version":"2025-06-18"}); r = c.getresponse(); d = r.read(); assert r.status == 200 and b'"isError":false' in d
for name, fn in (("http", get), ("mcp", mcp), ("http", get), ("mcp", mcp)):
    m, p99 = run(1000, fn); print(f"{name}: median {m:.2f} ms, p99 {p99:.2f} ms (1000 sequential, keep-alive, cached answer)")
