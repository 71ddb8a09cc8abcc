// bench/alerts.sh's webhook receiver: answers every POST 200 at once and appends one line per
// request to LOG: the arrival time (epoch ms, microsecond fraction, taken when the request's
// headers are in), the webhook-id and the path. One request in SAMPLE_EVERY is also verified with
// the official Standard Webhooks library (standardwebhooks, from NODE_PATH) against the alert's
// secret, read from SECRETS (lines "alert_id whsec_...", written once the alerts are made).
//   node alerts-receiver.js PORT LOG SECRETS [SAMPLE_EVERY]
//   GET /stats   JSON: received, verified, refused (signatures that did not verify), unknown
'use strict';
const http = require('http');
const fs = require('fs');
const { performance } = require('perf_hooks');
const { Webhook } = require('standardwebhooks');

const [port, logFile, secretsFile] = process.argv.slice(2, 5);
const sampleEvery = Number(process.argv[5] || 50);
const log = fs.createWriteStream(logFile, { flags: 'a' });
let secrets = new Map();
let received = 0;
let verified = 0;
let refused = 0;
let unknown = 0;
const failures = [];

function secretOf(alertId) {
  if (!secrets.has(alertId) && fs.existsSync(secretsFile)) {
    secrets = new Map(fs.readFileSync(secretsFile, 'utf8').split('\n').filter(Boolean).map((l) => l.split(' ')));
  }
  return secrets.get(alertId);
}

function verify(body, headers) {
  let alertId;
  try {
    alertId = JSON.parse(body).alert;
  } catch (e) {
    refused++;
    return;
  }
  const secret = secretOf(alertId);
  if (!secret) {
    unknown++;
    return;
  }
  try {
    new Webhook(secret).verify(body, headers);
    verified++;
  } catch (e) {
    refused++;
    if (failures.length < 5) failures.push(String(e));
  }
}

http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ received, verified, refused, unknown, failures }) + '\n');
    return;
  }
  const at = performance.timeOrigin + performance.now();
  const id = req.headers['webhook-id'];
  const sample = received++ % sampleEvery === 0;
  const chunks = [];
  req.on('data', (c) => sample && chunks.push(c));
  req.on('end', () => {
    res.end();
    log.write(at.toFixed(3) + '\t' + id + '\t' + req.url + '\n');
    if (sample) verify(Buffer.concat(chunks).toString('utf8'), req.headers);
  });
}).listen(Number(port), '127.0.0.1');

process.on('SIGTERM', () => log.end(() => process.exit(0)));
