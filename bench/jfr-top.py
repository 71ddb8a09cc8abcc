#!/usr/bin/env python3
"""Summarises `jfr print --json --events jdk.ExecutionSample,jdk.NativeMethodSample` (stdin).
Java samples (threads running Java code) give the CPU profile: per thread group, top self frames,
top methods by inclusive share, and the share of our own handlers. Native samples are threads
inside native methods, mostly waiting (epoll, pipe reads), so only their top frames are listed.
Used by bench/profile.sh."""
import collections
import json
import re
import sys

TOP = int(sys.argv[1]) if len(sys.argv) > 1 else 25
events = json.load(sys.stdin)["recording"]["events"]


def frames_of(e):
    frames = (e["values"].get("stackTrace") or {}).get("frames") or []
    names = [(f["method"]["type"]["name"] + "." + f["method"]["name"]).replace("/", ".") for f in frames]
    return [re.sub(r"\$\$Lambda\$[^.]*", "$$Lambda", n) for n in names]


java = [e for e in events if e["type"] == "jdk.ExecutionSample"]
native = [e for e in events if e["type"] == "jdk.NativeMethodSample"]
print(f"{len(java)} Java samples, {len(native)} native samples")

threads = collections.Counter()
self_frames = collections.Counter()
inclusive = collections.Counter()
for e in java:
    name = (e["values"].get("sampledThread") or {}).get("javaName") or "?"
    threads[re.sub(r"-\d+$", "-N", name)] += 1
    names = frames_of(e)
    if names:
        self_frames[names[0]] += 1
    for n in set(names):
        inclusive[n] += 1
total = len(java) or 1


def show(title, items):
    print(f"\n{title}:")
    for m, n in items:
        print(f"  {100 * n / total:5.1f}%  {m}")


show("Java samples by thread", threads.most_common(6))
show(f"top {TOP} self frames (Java)", self_frames.most_common(TOP))
show(f"top {TOP} inclusive (Java)", inclusive.most_common(TOP))
show("our code, inclusive (Java)",
     [(m, n) for m, n in inclusive.most_common() if m.startswith("dev.openmarkets")][:TOP])

native_top = collections.Counter(frames_of(e)[0] for e in native if frames_of(e))
print("\nnative samples, top frames (epoll/read waits are idle time):")
for m, n in native_top.most_common(6):
    print(f"  {100 * n / (len(native) or 1):5.1f}%  {m}")
