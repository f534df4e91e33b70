# Production image: Next's standalone output on Node 20. MongoDB comes from MONGODB_URI.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Workspaces: npm ci needs each workspace's manifest to link it.
COPY packages/embedded-mongo/package.json ./packages/embedded-mongo/
# Installing patches Next.js (scripts/patch-next.mjs says why).
COPY scripts/patch-next.mjs ./scripts/
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 UPLOADS_DIR=/app/.data/uploads
RUN groupadd --system scents && useradd --system --gid scents scents && mkdir -p /app/.data/uploads && chown -R scents:scents /app/.data
COPY --from=build --chown=scents:scents /app/.next/standalone ./
COPY --from=build --chown=scents:scents /app/.next/static ./.next/static
COPY --from=build --chown=scents:scents /app/public ./public
# Loaded before the server: it stamps each request with the client address (TRUSTED_PROXIES) and
# answers repeat requests for cached pages (lib/server/preload.mjs).
COPY --from=build --chown=scents:scents /app/lib/http/trusted-proxies.mjs /app/lib/http/stamp-client-address.mjs ./lib/http/
COPY --from=build --chown=scents:scents /app/lib/cache/*.mjs ./lib/cache/
COPY --from=build --chown=scents:scents /app/lib/server/*.mjs ./lib/server/
# Runs as its own low-priority process beside the server (lib/uploads/photo-encoder-process.ts).
COPY --from=build --chown=scents:scents /app/lib/uploads/photo-encoder.mjs ./lib/uploads/
USER scents
EXPOSE 3000
# The server's heap flags: scripts/lib/next-start.ts says why.
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=30", "--import", "./lib/server/preload.mjs", "server.js"]
