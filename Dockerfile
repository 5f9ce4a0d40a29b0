# One image for the API (with the console) and the worker; docker-compose.yml picks the entry.
# Stage 1 builds the console with the dev dependencies (Vite); stage 2 has production dependencies only.
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
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
COPY --from=console /app/web/dist ./web/dist
# The config keeps generated files (and, without S3, objects) in .data: the only writable folder.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 8080
# TypeScript runs directly through tsx (a production dependency), as in `npm start`.
CMD ["node", "--import", "tsx", "services/platform/entry-points/api.ts"]
