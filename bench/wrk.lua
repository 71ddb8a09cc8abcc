-- wrk script for bench/run.sh: optional pacing and one machine-readable result line.
--
-- Pacing (PACE_MS set): each connection waits a random 0.5x..1.5x PACE_MS (mean PACE_MS)
-- before each request, so C connections offer about C * 1000 / (PACE_MS + latency) requests a
-- second; run.sh picks C and PACE_MS for half the measured maximum. wrk's delay() takes whole
-- milliseconds, hence the mean of about 10 ms. Plain wrk (not wrk2): latency runs from the
-- request's write to its response, so a stalled server delays the next request instead of
-- showing as queueing (coordinated omission); see RESULTS.md.
--
-- ACCEPT_ENCODING set: sent as Accept-Encoding (the gzip variant of a run).

local pace = tonumber(os.getenv("PACE_MS") or "")
local encoding = os.getenv("ACCEPT_ENCODING")

if encoding and encoding ~= "" then
  wrk.headers["Accept-Encoding"] = encoding
end

if pace then
  function delay()
    return pace * (0.5 + math.random())
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "RESULT rps=%.1f p50_us=%d p90_us=%d p99_us=%d p999_us=%d max_us=%d requests=%d bytes=%d errors=%d non2xx_or_3xx=%d\n",
    summary.requests / (summary.duration / 1e6),
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency:percentile(99.9),
    latency.max, summary.requests, summary.bytes,
    e.connect + e.read + e.write + e.timeout, e.status))
end
