# The product in one image: the reference API and the web app in production mode (docs/deploy.md "Container").
# It runs exactly `npm run start:prod` (scripts/start.mjs --prod), the mode CI's smoke run tests; compose.yaml runs
# one container per tier from it with --only=api / --only=web.
#
#   docker build -t evsafe .
#   docker build --build-arg NEXT_PUBLIC_EDITION=b2b -t evsafe-b2b .

# ------------------------------------------------------------------------------------------------------ manifests
# Every workspace's package.json, which both stages install from: the dependency layers are reused while only
# sources change.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# ---------------------------------------------------------------------------------------------------------- build
FROM manifests AS build
# Read by the web build and stamped into it; the runtime stage sets the same values, or start.mjs would rebuild.
ARG PRODUCT=evsafe
ARG NEXT_PUBLIC_EDITION=consumer
ENV PRODUCT=${PRODUCT} NEXT_PUBLIC_EDITION=${NEXT_PUBLIC_EDITION} NEXT_TELEMETRY_DISABLED=1
RUN npm ci --no-audit --no-fund

COPY scripts/start.mjs scripts/start-options.mjs scripts/
COPY packages/contract/tsconfig.json packages/contract/
COPY packages/contract/src packages/contract/src
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/scripts apps/api/scripts
COPY apps/api/src apps/api/src
COPY apps/web/tsconfig.json apps/web/next.config.ts apps/web/postcss.config.mjs apps/web/
COPY apps/web/public apps/web/public
COPY apps/web/src apps/web/src
# `next build` type-checks src/, whose font test imports a script's declarations from here.
COPY apps/web/scripts apps/web/scripts
# The same builds `npm run start:prod` makes when its outputs are missing or stale (`next build` in apps/web, then
# apps/api/scripts/build.mjs), with the stamp start.mjs checks at start; no secret is needed to build.
RUN node scripts/start.mjs --prod --build-only

# -------------------------------------------------------------------------------------------------------- runtime
FROM manifests AS runtime
ARG PRODUCT=evsafe
ARG NEXT_PUBLIC_EDITION=consumer
# HOST: both servers listen on every interface of the container (the default is loopback).
ENV NODE_ENV=production HOST=0.0.0.0 PRODUCT=${PRODUCT} NEXT_PUBLIC_EDITION=${NEXT_PUBLIC_EDITION} \
    NEXT_TELEMETRY_DISABLED=1 FILE_DIR=/data/files

# Production dependencies only: the API bundle's external packages (apps/api dependencies) and `next start`'s
# (apps/web dependencies); nothing production mode runs is a devDependency.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# start.mjs rebuilds a build older than its sources, which this stage cannot (no devDependencies): the sources come
# first and the builds last, so the builds are the newest files whether COPY keeps the build stage's times or not.
COPY --from=build /app/scripts/start.mjs /app/scripts/start-options.mjs scripts/
COPY --from=build /app/packages/contract/src packages/contract/src
# next start reads next.config.ts, which imports from src/ (environment check, security headers, the CSP check).
COPY --from=build /app/apps/web/tsconfig.json /app/apps/web/next.config.ts apps/web/
COPY --from=build /app/apps/web/public apps/web/public
COPY --from=build /app/apps/web/src apps/web/src
COPY --from=build /app/apps/api/dist apps/api/dist
# Owned by root, read-only to the server: the prerendered pages' CSP was stamped by the build, `next start` only checks it.
COPY --from=build /app/apps/web/.next apps/web/.next
# Uploaded files (encrypted) live on a volume; a named volume takes this folder's owner on first use.
RUN mkdir -p /data/files && chown node:node /data/files

USER node
EXPOSE 3000 4000
# The web tier's readiness on its operators' listener (WEB_METRICS_PORT, 9465 in production mode; docs/operations.md):
# the web server listens, is not draining after SIGTERM, and the API answers its readiness check. compose.yaml gives
# the API-only container its own check.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.WEB_METRICS_PORT || 9465) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same command as `npm run start:prod`; compose.yaml adds --only=api or --only=web to it.
CMD ["node", "scripts/start.mjs", "--prod"]
