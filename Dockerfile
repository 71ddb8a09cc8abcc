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
# curl for the health check only
RUN apt-get update \
 && apt-get install -y --no-install-recommends curl \
 && rm -rf /var/lib/apt/lists/* \
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
