// bench/alerts.sh's upstream: FRED's keyless CSV (fredgraph.csv?id=SERIES, the header style
// "observation_date,SERIES") for the server's fred poller, with a rate you set while it runs.
// Every series starts with BASE observations (daily from 2000-01-01); a request for an active
// series first appends K new ones, so each poll of an active series is one commit with K new rows.
// Each answer holds only the newest WINDOW observations (the writer keeps rows a file no longer
// lists), so a file costs the same at the end of a run as at its start.
//   node alerts-upstream.js PORT SERIES,SERIES,...
//   POST /control?active=M&k=K   the first M series get K new rows per request (0: none)
//   GET /state                   JSON: requests, rows served as new, per series counts
'use strict';
const http = require('http');

const port = Number(process.argv[2]);
const series = process.argv[3].split(',');
const BASE = 80;
const WINDOW = 40;
const DAY = 86400000;
const start = Date.UTC(2000, 0, 1);
const count = Object.fromEntries(series.map((s) => [s, BASE]));
let active = 0;
let k = 0;
let requests = 0;
let added = 0;

function csv(id) {
  const n = count[id];
  const lines = ['observation_date,' + id];
  for (let i = Math.max(0, n - WINDOW); i < n; i++) {
    const date = new Date(start + i * DAY).toISOString().slice(0, 10);
    lines.push(date + ',' + (1 + ((i * 37) % 500) / 100).toFixed(2));
  }
  return lines.join('\n') + '\n';
}

http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (req.method === 'POST' && url.pathname === '/control') {
    active = Number(url.searchParams.get('active') || 0);
    k = Number(url.searchParams.get('k') || 0);
    res.end(JSON.stringify({ active, k }) + '\n');
    return;
  }
  if (url.pathname === '/state') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ requests, added, active, k, count }) + '\n');
    return;
  }
  const id = url.searchParams.get('id');
  if (!(id in count)) {
    res.statusCode = 404;
    res.end();
    return;
  }
  requests++;
  if (series.indexOf(id) < active && k > 0) {
    count[id] += k;
    added += k;
  }
  res.setHeader('content-type', 'text/csv');
  res.end(csv(id));
}).listen(port, '127.0.0.1');
