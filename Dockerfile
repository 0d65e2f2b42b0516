# syntax=docker/dockerfile:1
# The production image: `docker build -t carcare .` (compose.yaml builds it too).
# scripts/check-dockerfile.mjs runs these same steps outside Docker (see docs/operations.md, "The Dockerfile's check").

# --- build: every dependency, then the console and the API bundles ---
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies of the API only, the built output, a non-root user ---
FROM node:20.20.2-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY scripts/serve.mjs scripts/api-cli.mjs scripts/
# DATA_DIR: where an older version kept uploaded images (now in PostgreSQL, moved there at start); a volume in compose.yaml.
RUN mkdir -p data && chown 1000:1000 data
ENV DATA_DIR=/app/data PORT=8080 HOST=0.0.0.0
# The image's `node` user (uid 1000).
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrates the database (one advisory lock, so replicas starting together migrate once), then serves.
CMD ["node", "scripts/serve.mjs"]
