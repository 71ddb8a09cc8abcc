// The docs pages' script: the "try it" form and the charts (drawn with uPlot, served by this
// server too). It talks only to this server: every request is to a path of the page's origin.
(function () {
  'use strict';

  var COLORS = ['#1f6fb4', '#c8372d', '#2a9d3c', '#e07b10', '#7b4fb0', '#8c564b', '#d6489c', '#666666', '#a3a31a', '#139fb0'];
  var BODY_SHOWN = 60000;

  // JSON indented from its text, so numbers keep the digits the server sent (JSON.parse would round them)
  function indent(text) {
    var out = [], depth = 0, inString = false, escaped = false;
    function newline() { out.push('\n' + '  '.repeat(depth)); }
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (inString) {
        out.push(c);
        if (escaped) { escaped = false; } else if (c === '\\') { escaped = true; } else if (c === '"') { inString = false; }
        continue;
      }
      if (c === '"') { inString = true; out.push(c); }
      else if (c === '{' || c === '[') {
        var close = c === '{' ? '}' : ']';
        var j = i + 1;
        while (j < text.length && /\s/.test(text[j])) { j++; }
        if (text[j] === close) { out.push(c + close); i = j; continue; }
        out.push(c); depth++; newline();
      } else if (c === '}' || c === ']') { depth--; newline(); out.push(c); }
      else if (c === ',') { out.push(c); newline(); }
      else if (c === ':') { out.push(': '); }
      else if (!/\s/.test(c)) { out.push(c); }
    }
    return out.join('');
  }

  function tryIt(form) {
    var urlLine = document.getElementById('try-url');
    var status = document.getElementById('try-status');
    var body = document.getElementById('try-body');
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var path = form.getAttribute('data-path');
      var query = new URLSearchParams();
      var missing = [];
      Array.prototype.forEach.call(form.querySelectorAll('[data-in]'), function (input) {
        var v = input.value.trim();
        if (input.getAttribute('data-in') === 'path') {
          if (!v) { missing.push(input.name); }
          path = path.replace('{' + input.name + '}', encodeURIComponent(v));
        } else if (v) {
          query.append(input.name, v);
        }
      });
      if (missing.length) {
        status.textContent = 'Fill in ' + missing.join(', ') + ' first.';
        status.className = 'om-try-status bad';
        return;
      }
      var url = path + (form.elements._format.value === 'csv' ? '/csv' : '') + (query.toString() ? '?' + query : '');
      var headers = {};
      if (form.elements._key.value.trim()) { headers['x-api-key'] = form.elements._key.value.trim(); }
      urlLine.textContent = 'GET ' + url;
      status.textContent = 'Sending...';
      status.className = 'om-try-status';
      body.hidden = true;
      var started = performance.now();
      fetch(url, { headers: headers, cache: 'no-store' }).then(function (res) {
        return res.text().then(function (text) {
          var ms = Math.round(performance.now() - started);
          var facts = [res.status + ' ' + (res.statusText || ''), (res.headers.get('content-type') || '').split(';')[0],
            text.length.toLocaleString('en') + ' characters', ms + ' ms'];
          if (res.headers.get('RateLimit-Remaining') !== null) {
            facts.push('RateLimit-Remaining ' + res.headers.get('RateLimit-Remaining'));
          }
          status.textContent = facts.join(' \u00b7 ');
          status.className = 'om-try-status ' + (res.ok ? 'ok' : 'bad');
          status.setAttribute('data-status', String(res.status));
          var shown = /json/.test(res.headers.get('content-type') || '') ? indent(text) : text;
          body.textContent = shown.length > BODY_SHOWN
            ? shown.slice(0, BODY_SHOWN) + '\n\n... (' + (shown.length - BODY_SHOWN).toLocaleString('en') + ' more characters)'
            : shown;
          body.hidden = false;
        });
      }).catch(function (err) {
        status.textContent = 'The request failed: ' + err.message;
        status.className = 'om-try-status bad';
      });
    });
  }

  function at(obj, dotted) {
    return dotted.split('.').reduce(function (o, k) { return o == null ? null : o[k]; }, obj);
  }

  function num(v) {
    if (v === null || v === undefined || v === '') { return null; }
    var n = typeof v === 'number' ? v : parseFloat(v);
    return isFinite(n) ? n : null;
  }

  // ust-1m, ust-1.5m, ust-10y -> months, for the yield curve's maturity order
  function tenorMonths(s) {
    var m = /([0-9.]+)([my])$/.exec(s);
    return m ? parseFloat(m[1]) * (m[2] === 'y' ? 12 : 1) : Infinity;
  }

  // rows -> uPlot's columns: [xs, series1, series2...] with names and, for ordinal x, labels
  function columns(spec, rows) {
    var labels = null, xs;
    if (spec.xKind === 'time') {
      rows = rows.map(function (r) { return { r: r, x: Date.parse(r[spec.x]) / 1000 }; })
        .filter(function (p) { return isFinite(p.x); })
        .sort(function (a, b) { return a.x - b.x; });
    } else {
      if (spec.xKind === 'tenor') {
        rows = rows.slice().sort(function (a, b) { return tenorMonths(a[spec.x]) - tenorMonths(b[spec.x]); });
      }
      labels = rows.map(function (r) { return String(r[spec.x]).replace(/^ust-/, ''); });
      rows = rows.map(function (r, i) { return { r: r, x: i }; });
    }
    if (spec.pivot) {
      var keys = [], byKey = {}, xset = {};
      rows.forEach(function (p) {
        var k = String(p.r[spec.pivot.key]);
        if (!byKey[k]) { byKey[k] = {}; keys.push(k); }
        byKey[k][p.x] = num(p.r[spec.pivot.value]);
        xset[p.x] = true;
      });
      xs = Object.keys(xset).map(Number).sort(function (a, b) { return a - b; });
      return { names: keys, labels: labels, data: [xs].concat(keys.map(function (k) {
        return xs.map(function (x) { return x in byKey[k] ? byKey[k][x] : null; });
      })) };
    }
    xs = rows.map(function (p) { return p.x; });
    return { names: spec.series, labels: labels, data: [xs].concat(spec.series.map(function (f) {
      return rows.map(function (p) { return num(p.r[f]); });
    })) };
  }

  var compact = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 4 });

  function draw(fig) {
    var spec = JSON.parse(fig.getAttribute('data-chart'));
    var plot = fig.querySelector('.om-chart-plot');
    function say(text) {
      var p = document.createElement('p');
      p.className = 'om-chart-empty';
      p.textContent = text;
      plot.appendChild(p);
    }
    fetch(spec.src, { cache: 'no-store' }).then(function (res) {
      if (!res.ok) { throw new Error('the endpoint answered ' + res.status); }
      return res.json();
    }).then(function (body) {
      var rows = at(body, spec.rows) || [];
      if (spec.filter) {
        var re = new RegExp(spec.filter.pattern);
        rows = rows.filter(function (r) { return re.test(String(r[spec.filter.field])); });
      }
      var cols = columns(spec, rows);
      fig.setAttribute('data-points', String(cols.data[0].length));
      fig.setAttribute('data-series', String(cols.names.length));
      if (!cols.data[0].length) { say('No rows held yet: nothing to draw.'); return; }
      var n = cols.names.length;
      var xs = cols.data[0];
      var dateOnly = spec.xKind === 'time' && rows.every(function (r) { return /^\d{4}-\d{2}-\d{2}$/.test(String(r[spec.x])); });
      if (spec.titleDate) {
        var newest = rows.map(function (r) { return String(r[spec.titleDate]); }).sort().pop();
        if (newest) { fig.querySelector('figcaption').textContent += ' on ' + newest; }
      }
      var xSeries = { label: spec.x };
      if (cols.labels) {
        xSeries.value = function (u, v) { return v == null ? '--' : cols.labels[v]; };
      } else if (dateOnly) {
        xSeries.value = function (u, v) { return v == null ? '--' : new Date(v * 1000).toISOString().slice(0, 10); };
      }
      var series = [xSeries].concat(cols.names.map(function (name, i) {
        var s = { label: name, stroke: COLORS[i % COLORS.length], width: 2, spanGaps: true,
          points: { show: cols.data[0].length <= 40 } };
        if (spec.style === 'bars') {
          s.fill = COLORS[i % COLORS.length] + 'b0';
          s.paths = uPlot.paths.bars({ size: [0.8 / n, 40], align: n === 1 ? 0 : (i === 0 ? -1 : 1) });
          s.points = { show: false };
        } else if (spec.style === 'step') {
          s.paths = uPlot.paths.stepped({ align: 1 });
        }
        return s;
      }));
      var xAxis = { stroke: '#444' };
      var scales = { x: { time: spec.xKind === 'time' } };
      if (dateOnly) {
        // daily data: ticks on whole days (UTC), never hours
        xAxis.incrs = [86400, 2 * 86400, 7 * 86400, 14 * 86400, 30 * 86400, 91 * 86400, 182 * 86400, 365 * 86400];
        xAxis.values = function (u, splits) {
          return splits.map(function (v) { return new Date(v * 1000).toISOString().slice(0, 10); });
        };
      }
      if (spec.style === 'bars' && !cols.labels && xs.length > 1) {
        // half a step of room each side, so the first and last bars are not cut in half
        var step = Infinity;
        for (var k = 1; k < xs.length; k++) { step = Math.min(step, xs[k] - xs[k - 1]); }
        scales.x.range = function () { return [xs[0] - step / 2, xs[xs.length - 1] + step / 2]; };
      }
      if (cols.labels) {
        var labels = cols.labels;
        xAxis.splits = function () { return labels.map(function (_, i) { return i; }); };
        xAxis.values = function (u, splits) { return splits.map(function (i) { return labels[i] || ''; }); };
        scales.x.range = function () { return [-0.5, labels.length - 0.5]; };
      }
      var opts = {
        width: Math.max(320, plot.clientWidth || 800), height: 320, series: series, scales: scales,
        // room on the right for the last x tick's label
        padding: [16, 40, null, null],
        // times as the API gives them, in UTC, whatever the reader's time zone
        tzDate: function (ts) { return uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'); },
        axes: [xAxis, { stroke: '#444', size: 70, values: function (u, vals) {
          return vals.map(function (v) { return v == null ? '' : compact.format(v); });
        } }]
      };
      var chart = new uPlot(opts, cols.data, plot);
      fig.setAttribute('data-drawn', 'true');
      window.addEventListener('resize', function () {
        chart.setSize({ width: Math.max(320, plot.clientWidth || 800), height: 320 });
      });
    }).catch(function (err) {
      fig.setAttribute('data-error', err.message);
      say('The chart could not be drawn: ' + err.message + '.');
    });
  }

  // The live view of a dataset with a stream: every event the server pushes while the page is open,
  // newest first, the newest 20 kept; EventSource reconnects by itself (with Last-Event-ID)
  function live(list) {
    var status = document.getElementById('live-status');
    var received = 0;
    var source = new EventSource(list.getAttribute('data-stream'));
    source.onopen = function () { if (received === 0) { status.textContent = 'connected, waiting for events'; } };
    source.onerror = function () { status.textContent = 'disconnected, reconnecting...'; };
    source.addEventListener('liquidation', function (ev) {
      var row = JSON.parse(ev.data);
      var item = document.createElement('li');
      item.textContent = '#' + ev.lastEventId + ' ' + row.ts + ' ' + row.exchange + ' ' + row.rawSymbol + ' '
        + row.side + ' ' + row.usdValue + ' USD';
      list.insertBefore(item, list.firstChild);
      while (list.children.length > 20) { list.removeChild(list.lastChild); }
      received++;
      status.textContent = received + (received === 1 ? ' event' : ' events') + ' received';
    });
  }

  // A dataset's changes, opened by its button (each open stream holds one of the reader's few
  // concurrent slots, so the page does not open it by itself), newest first, the newest 20 kept
  function changes(button, list) {
    var status = document.getElementById('changes-status');
    var source = null;
    var received = 0;
    button.addEventListener('click', function () {
      if (source) {
        source.close();
        source = null;
        button.textContent = 'Watch changes';
        status.textContent = 'stopped after ' + received + (received === 1 ? ' change' : ' changes');
        return;
      }
      source = new EventSource(list.getAttribute('data-stream'));
      button.textContent = 'Stop';
      status.textContent = 'connecting...';
      source.onopen = function () { if (received === 0) { status.textContent = 'connected, waiting for a change'; } };
      source.onerror = function () { if (source) { status.textContent = 'disconnected, reconnecting...'; } };
      source.addEventListener('changed', function (ev) {
        var c = JSON.parse(ev.data);
        var item = document.createElement('li');
        // rows: what the change added (negative after deletions, 0 when a derived dataset was recomputed)
        item.textContent = '#' + ev.lastEventId + ' ' + c.dataset + ' version ' + c.version + ' at ' + c.updatedAt
          + ', ' + (c.rows > 0 ? '+' : '') + c.rows + (Math.abs(c.rows) === 1 ? ' row' : ' rows')
          + (c.keys && c.keys.length ? ', new: ' + c.keys.join(' ') : '');
        list.insertBefore(item, list.firstChild);
        while (list.children.length > 20) { list.removeChild(list.lastChild); }
        received++;
        status.textContent = received + (received === 1 ? ' change' : ' changes') + ' received';
      });
    });
  }

  function start() {
    var form = document.getElementById('try-form');
    if (form) { tryIt(form); }
    var events = document.getElementById('live-events');
    if (events) { live(events); }
    var watch = document.getElementById('changes-watch');
    if (watch) { changes(watch, document.getElementById('changes-events')); }
    Array.prototype.forEach.call(document.querySelectorAll('.om-chart'), draw);
  }

  if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', start); } else { start(); }
})();
