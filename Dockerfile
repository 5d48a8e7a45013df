# syntax=docker/dockerfile:1
# The academy in one image: the API and the built web app on one port (3000), running as the
# unprivileged `node` user, data (media, and the embedded database when DATABASE_URL is unset) in
# /data. Build: docker build -t academy .   Run a stack: docker compose up (compose.yaml).
# The runtime is the official Node 24 image, so the `node` devDependency (which fetches Node for
# `npm start` on machines without it) is never installed here.

ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's manifest first, so the dependency layers are rebuilt only when they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# Build stage: all dependencies (Vite and friends), then the web app and its pre-renderer.
# Install scripts are skipped: native parts (sharp, argon2, esbuild) come as prebuilt packages.
FROM manifests AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web

# Production dependencies only.
FROM manifests AS production-deps
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# ffmpeg and ffprobe check and convert hosted lesson videos (docs/decisions/037).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends ffmpeg \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Manifests and node_modules (workspace links included), then only what runs.
COPY --from=production-deps /app ./
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/assets apps/server/assets
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: the process answers. Readiness (database, Redis, job worker) is /api/ready/.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# No V8 flags: the image runs with PostgreSQL (docs/decisions/038-every-request-through-fastify.md).
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
