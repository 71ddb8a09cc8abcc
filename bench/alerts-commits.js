// bench/alerts.sh's commit clock: LISTENs on dataset_changed (VersionBumps' NOTIFY, which
// PostgreSQL delivers when the writer's transaction commits) and appends one line per
// notification to LOG: the arrival time (epoch ms, microsecond fraction) and the dataset named.
// The database has no commit timestamps here (track_commit_timestamp is off on a shared server),
// and the outbox's own stamp is taken inside the transaction, before it commits.
//   node alerts-commits.js PGURL LOG
'use strict';
const fs = require('fs');
const { performance } = require('perf_hooks');
const { Client } = require('pg');

const [url, logFile] = process.argv.slice(2, 4);
const log = fs.createWriteStream(logFile, { flags: 'a' });
const client = new Client({ connectionString: url });

client.on('notification', (msg) => {
  const at = performance.timeOrigin + performance.now();
  log.write(at.toFixed(3) + '\t' + msg.payload + '\n');
});
client.connect()
  .then(() => client.query('LISTEN dataset_changed'))
  .then(() => fs.writeFileSync(logFile + '.ready', ''))
  .catch((e) => {
    console.error('alerts-commits: ' + e.message);
    process.exit(1);
  });
process.on('SIGTERM', () => client.end().finally(() => log.end(() => process.exit(0))));
