# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and the Remix build in one stage, a slim runtime with production deps only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prisma.js scripts/prisma.js
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=8080
WORKDIR /app
RUN useradd --system --uid 1001 app
COPY --from=build --chown=app /app/node_modules node_modules
COPY --from=build --chown=app /app/build build
COPY --from=build --chown=app /app/app/generated app/generated
COPY --chown=app package.json prisma.config.ts ./
COPY --chown=app server server
COPY --chown=app scripts scripts
COPY --chown=app prisma prisma
COPY --chown=app content content
COPY --chown=app public public
USER app
EXPOSE 8080
CMD ["node", "server/index.js"]
