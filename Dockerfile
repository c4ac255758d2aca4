# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and the React Router build in one stage, a slim runtime with production packages only.
# The runtime stage is what scripts/container-smoke.js assembles and starts (it reads the COPY, ENV and CMD lines
# below from this file), so keep every file the server, the seed and the release command need in those lines.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prisma.js scripts/prisma.js
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# build/ holds the React Router build and build/seed.js (the seed bundled for plain Node, no tsx at run time).
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
# HOST=0.0.0.0: Fly's proxy reaches the app from outside the container (the default is loopback only).
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
# The app runs as `app`, not root; /app itself stays root's (WORKDIR creates it), so the one place it may write is
# ./data: the local file driver's default FILES_DIR (./data/files) when no bucket is configured (one machine only;
# several machines need S3_BUCKET, ADR 020). Created empty here, owned by app: no layer of copied files is duplicated.
# scripts/container-smoke.js reads these commands (useradd/groupadd ids, `install -d` owners) and runs the server as
# that uid with that ownership.
RUN groupadd --system --gid 1001 app \
    && useradd --system --uid 1001 --gid app --no-create-home --shell /usr/sbin/nologin app \
    && install -d -o app -g app -m 0755 /app/data /app/data/files
COPY --from=build --chown=app /app/node_modules node_modules
COPY --from=build --chown=app /app/build build
COPY --chown=app package.json prisma.config.ts ./
COPY --chown=app server server
# Only the scripts the image runs: the release command, the Prisma CLI wrapper and `npm run db:seed`.
COPY --chown=app scripts/prisma.js scripts/release.js scripts/seed.js scripts/
COPY --chown=app prisma/schema.prisma prisma/schema.prisma
COPY --chown=app prisma/migrations prisma/migrations
COPY --chown=app content content
USER app
EXPOSE 8080
# The heap is capped for the machine the app runs on (ADR 033): under load V8 otherwise grows its heap to several
# times what is live (~70–150 MB here) and the process passes 500 MB; raise it with the machine's memory. Node 24's
# young generation would take 128 MB of it on its own: 16 MB semi-spaces keep the peak ~100 MB lower at the same speed.
# V8 may let the old generation grow only 40-60 MB past what a full GC left, and a process then spends its life in
# back-to-back full GCs (a third slower): a fixed factor of 2 keeps them rare, and a 224 MB cap keeps the peak under
# 400 MB with it (ADR 033 addendum 2).
CMD ["node", "--max-old-space-size=224", "--max-semi-space-size=16", "--heap-growing-percent=100", "server/index.js"]
