# syntax=docker/dockerfile:1
# openmarkets: multi-stage build. Stage 1 builds the fat jar with Maven (tests run in CI, not
# here: they need a PostgreSQL); stage 2 is a plain JRE running it as an unprivileged user.
# Configuration comes from OPENMARKETS_* variables and an optional /etc/openmarkets/openmarkets.json
# (OPENMARKETS_CONF); see docs/deploy.md.

FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
# dependencies first: this layer is reused until pom.xml changes
COPY pom.xml .
RUN mvn -B -q dependency:go-offline
COPY src ./src
RUN mvn -B -q -DskipTests package && cp target/openmarkets.jar /openmarkets.jar

FROM eclipse-temurin:17-jre
# yt-dlp for the tools area (/api/tools/*-download; without it they answer 503). Platforms change
# their pages often and a distribution's yt-dlp ages, so it comes from PyPI at a pinned version
# into its own virtualenv, and is linked into /usr/local/bin: on the service's PATH (where
# tools.ytDlpPath "yt-dlp" is looked up) and on the PATH the service gives yt-dlp's process.
# To update: docker build --build-arg YT_DLP_VERSION=<release> (the releases are listed on
# PyPI and in yt-dlp's GitHub releases), or change the default here; see docs/deploy.md.
ARG YT_DLP_VERSION=2026.10.26
# curl for the health check; ffmpeg (the distribution's) for the sites where yt-dlp needs it;
# python3 and its venv module for yt-dlp
RUN apt-get update \
 && apt-get install -y --no-install-recommends curl ffmpeg python3 python3-venv \
 && rm -rf /var/lib/apt/lists/* \
 && python3 -m venv /opt/yt-dlp \
 && /opt/yt-dlp/bin/pip install --no-cache-dir --disable-pip-version-check "yt-dlp[default]==${YT_DLP_VERSION}" \
 && ln -s /opt/yt-dlp/bin/yt-dlp /usr/local/bin/yt-dlp \
 && yt-dlp --version && ffmpeg -version | head -n 1 \
 && groupadd --system --gid 10001 openmarkets \
 && useradd --system --uid 10001 --gid openmarkets --home-dir /var/lib/openmarkets --shell /usr/sbin/nologin openmarkets \
 && mkdir -p /var/lib/openmarkets /etc/openmarkets \
 && chown openmarkets:openmarkets /var/lib/openmarkets
COPY --from=build /openmarkets.jar /opt/openmarkets/openmarkets.jar

ENV OPENMARKETS_HOST=0.0.0.0 \
    OPENMARKETS_PORT=8080 \
    OPENMARKETS_DATA_DIR=/var/lib/openmarkets \
    OPENMARKETS_LOG_FORMAT=json \
    JAVA_TOOL_OPTIONS="-XX:MaxRAMPercentage=70 -XX:+ExitOnOutOfMemoryError -XX:+UseParallelGC"
USER 10001:10001
WORKDIR /var/lib/openmarkets
EXPOSE 8080
# ready = the database answers; a node that loses it is taken out of rotation by the orchestrator
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD curl -fsS -o /dev/null http://127.0.0.1:8080/ready || exit 1
# SIGTERM (docker stop) is a graceful stop: in-flight requests finish, pollers give their leases up
STOPSIGNAL SIGTERM
ENTRYPOINT ["java", "-jar", "/opt/openmarkets/openmarkets.jar"]
CMD ["serve"]
