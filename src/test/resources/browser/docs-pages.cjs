// Loads pages of a running openmarkets server in headless Chromium (playwright-core) and prints
// one JSON report: per page the HTTP status, console errors, requests that tried to leave
// 127.0.0.1 (aborted), which expected texts rendered (after an optional click and wait), the chart's drawing, the try-it answer,
// and the screenshot written. Run by DocsBrowserTest: node docs-pages.cjs PLAN_JSON_FILE
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');

async function visit(context, base, outDir, spec) {
  const page = await context.newPage();
  const report = { name: spec.name, path: spec.path, consoleErrors: [], outside: [], requests: [], missing: [] };
  page.on('console', (msg) => { if (msg.type() === 'error') { report.consoleErrors.push(msg.text()); } });
  page.on('pageerror', (err) => report.consoleErrors.push('uncaught: ' + err.message));
  page.on('request', (req) => report.requests.push(req.url()));
  const res = await page.goto(base + spec.path, { waitUntil: 'networkidle', timeout: 30000 });
  report.status = res ? res.status() : 0;
  if (report.status !== 200) {
    await page.close();
    return report;
  }
  if (spec.click) {
    await page.click(spec.click);
  }
  if (spec.waitFor) {
    await page.waitForFunction((t) => document.body && document.body.innerText.includes(t), spec.waitFor, { timeout: 20000 })
      .catch(() => {});
  }
  const text = await page.evaluate(() => document.body.innerText);
  report.title = await page.title();
  report.textLength = text.length;
  for (const t of spec.expect || []) {
    if (!text.includes(t)) { report.missing.push(t); }
  }
  if (spec.chart) {
    await page.waitForSelector('.om-chart[data-drawn="true"], .om-chart[data-error]', { timeout: 15000 }).catch(() => {});
    report.chart = await page.evaluate(() => {
      const fig = document.querySelector('.om-chart');
      const canvas = fig && fig.querySelector('canvas');
      if (!canvas) { return { drawn: false, error: fig ? fig.getAttribute('data-error') : 'no chart' }; }
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) { if (data[i] !== 0) { painted++; } }
      return { drawn: fig.getAttribute('data-drawn') === 'true', width: canvas.width, height: canvas.height, painted,
        points: Number(fig.getAttribute('data-points')), series: Number(fig.getAttribute('data-series')),
        legend: Array.from(fig.querySelectorAll('.u-legend .u-series .u-label')).map((e) => e.textContent) };
    });
  }
  if (spec.tryIt) {
    for (const [name, value] of Object.entries(spec.tryIt)) {
      await page.fill('#try-form [name="' + name + '"]', value);
    }
    await page.click('#try-form button[type="submit"]');
    await page.waitForSelector('#try-status[data-status]', { timeout: 15000 }).catch(() => {});
    report.tryIt = await page.evaluate(() => ({
      url: document.getElementById('try-url').textContent,
      status: document.getElementById('try-status').getAttribute('data-status'),
      statusLine: document.getElementById('try-status').textContent,
      body: document.getElementById('try-body').textContent.slice(0, 4000),
    }));
  }
  report.screenshot = path.join(outDir, spec.name + '.png');
  await page.screenshot({ path: report.screenshot, fullPage: true });
  await page.close();
  return report;
}

(async () => {
  const plan = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  fs.mkdirSync(plan.outDir, { recursive: true });
  // the flags keep Chromium from calling home: this machine's network is closed, and the test
  // counts any request that is not to the server under test
  const browser = await chromium.launch({
    executablePath: plan.chromium, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-default-apps'],
  });
  const reports = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname !== '127.0.0.1') {
        reports.outside = (reports.outside || []).concat(url.href);
        return route.abort();
      }
      return route.continue();
    });
    for (const spec of plan.pages) {
      const r = await visit(context, plan.base, plan.outDir, spec);
      r.outside = r.requests.filter((u) => !u.startsWith('data:') && new URL(u).hostname !== '127.0.0.1');
      reports.push(r);
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(JSON.stringify({ pages: reports, outsideAnywhere: reports.outside || [] }) + '\n');
})().catch((err) => {
  process.stderr.write(String(err && err.stack || err) + '\n');
  process.exit(1);
});
