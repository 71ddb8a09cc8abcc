#!/usr/bin/env python3
"""Summarises `jfr print --json --events jdk.ExecutionSample,jdk.NativeMethodSample` (stdin):
samples per thread group and kind (Java or in native code: socket I/O, epoll), the top self
frames, and the top methods by inclusive share. Used by bench/profile.sh."""
import collections
import json
import re
import sys

TOP = int(sys.argv[1]) if len(sys.argv) > 1 else 25
events = json.load(sys.stdin)["recording"]["events"]
threads = collections.Counter()
kinds = collections.Counter()
self_frames = collections.Counter()
inclusive = collections.Counter()
for e in events:
    v = e["values"]
    name = (v.get("sampledThread") or {}).get("javaName") or "?"
    threads[re.sub(r"-\d+$", "-N", name)] += 1
    kinds["native" if e["type"] == "jdk.NativeMethodSample" else "java"] += 1
    frames = (v.get("stackTrace") or {}).get("frames") or []
    names = [(f["method"]["type"]["name"] + "." + f["method"]["name"]).replace("/", ".") for f in frames]
    names = [re.sub(r"\$\$Lambda\$[^.]*", "$$Lambda", n) for n in names]
    if names:
        self_frames[names[0]] += 1
    for n in set(names):
        inclusive[n] += 1
total = len(events) or 1
print(f"{len(events)} samples: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
print("\nby thread:")
for t, n in threads.most_common(8):
    print(f"  {100 * n / total:5.1f}%  {t}")
print(f"\ntop {TOP} self frames:")
for m, n in self_frames.most_common(TOP):
    print(f"  {100 * n / total:5.1f}%  {m}")
print(f"\ntop {TOP} inclusive (dev.openmarkets, io.vertx, io.netty, com.github, com.fasterxml):")
shown = 0
for m, n in inclusive.most_common():
    if m.startswith(("dev.openmarkets", "io.vertx", "io.netty", "com.github", "com.fasterxml")):
        print(f"  {100 * n / total:5.1f}%  {m}")
        shown += 1
        if shown == TOP:
            break
