# One image for the API (with the console) and the worker; docker-compose.yml picks the entry.
# Stage 1 builds the console (Vite) and the server (esbuild, into dist/server) with the dev dependencies;
# stage 2 has production dependencies only and runs the built JavaScript.
FROM node:20-bookworm AS console
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The console is a public client whose secret is compiled in; the server refuses web_secret in
# production, so the build takes the deployment's CLIENT_SECRET (docker compose passes it).
ARG CLIENT_SECRET
RUN test -n "$CLIENT_SECRET" || { echo 'Build with --build-arg CLIENT_SECRET=<the CLIENT_SECRET of the deployment>' >&2; exit 1; }
RUN VITE_CLIENT_SECRET="$CLIENT_SECRET" npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# Memory defaults for every node process of the image (docs/PERFORMANCE-PROCESS.md): two malloc arenas
# instead of one per thread (each thread's arena kept 16 MB after a password hash), malloc's trim and
# mmap thresholds fixed (else they rise to 32 MB and what a busy minute freed stays resident), a small
# young generation, and a heap bound only as a guard. The same as PRODUCTION_MEMORY_ENV in
# services/platform/entry-points/memory-defaults.ts.
ENV MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=131072
ENV NODE_OPTIONS="--max-semi-space-size=2 --max-old-space-size=512"
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
COPY --from=console /app/web/dist ./web/dist
COPY --from=console /app/dist ./dist
# The config keeps generated files (and, without S3, objects) in .data: the only writable folder.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 8080
# Built JavaScript, no runtime transpiler (docs/PERFORMANCE-PROCESS.md); the worker runs dist/server/worker.js.
CMD ["node", "dist/server/api.js"]
