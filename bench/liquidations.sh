#!/usr/bin/env bash
# Liquidation writer benchmark: events per second from the event bus into PostgreSQL through
# the batching writer (dev.openmarkets.bench.LiquidationWriterBench, under src/test/java), on
# the product's embedded PostgreSQL with default settings. Not part of the test suite.
#
# usage: bench/liquidations.sh [EVENTS [PER_MESSAGE [RATE]]]   (defaults 500000 50 0=unpaced)
# env:   BUILD_DIR (target), JAVA_OPTS ("-Xms1g -Xmx1g")
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
BUILD_DIR=${BUILD_DIR:-$ROOT/target}
JAVA_OPTS=${JAVA_OPTS:--Xms1g -Xmx1g}
cd "$ROOT"
mvn -q -B -Dbuild.dir="$BUILD_DIR" test-compile org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
  -Dmdep.outputFile="$BUILD_DIR/bench-classpath.txt" -Dmdep.includeScope=test
CP="$BUILD_DIR/test-classes:$BUILD_DIR/classes:$(cat "$BUILD_DIR/bench-classpath.txt")"
# shellcheck disable=SC2086
exec java $JAVA_OPTS -Djava.util.logging.config.file="$ROOT/src/test/resources/logging.properties" \
  -cp "$CP" dev.openmarkets.bench.LiquidationWriterBench "$@"
