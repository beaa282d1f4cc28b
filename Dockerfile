# The screening dashboard's one image for every deployment (docker run, compose.yaml, deploy/kubernetes).
# Nothing deployment-specific is baked in: every setting is read from the environment when the container starts,
# so the same image serves any URL, key or database. docs/operators/deploy.md lists the settings.
#
#   docker build --build-arg VERSION=$(node -p 'require("./package.json").version') \
#     --build-arg COMMIT=$(git rev-parse HEAD) -t screening-dashboard .
#
# Runs as uid 1000 with a read-only root file system; writable paths: /tmp and /app/.next/cache (Next.js' cache),
# plus /data (DATA_DIR) only when AUTH_SECRET or WEBHOOK_SECRET is left unset and must be generated there.
ARG NODE_IMAGE=docker.io/library/node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# No install scripts: the build generates the Prisma client itself, and the embedded Postgres is not shipped.
# The check after it: npm 10 can end a failed install with "Exit handler never called!" and status 0.
RUN npm ci --ignore-scripts --no-audit --no-fund && test -x node_modules/.bin/next

FROM deps AS build
# The standalone server (next.config.ts): only this build makes it; a clone's `npm start` serves a plain build.
ENV NEXT_OUTPUT=standalone
# 1 skips `next build`'s own type check, for a pipeline that has type-checked these sources already (CI's image lane).
ARG BUILD_SKIP_TYPECHECK=0
COPY . .
# `npm run build`: the Prisma client from the schema, then `next build` (output: "standalone"), then V8's compile hint
# on the client chunks (scripts/lib/compile-hints.ts). Next.js' build cache is kept between builds on one machine (a
# cache mount: never part of an image).
RUN --mount=type=cache,target=/app/.next/cache npm run build
# The entrypoint (migrations, then server.js) as one file, and the workers of the resume and SAML readers without
# tsx: their source files load TypeScript through tsx, which the standalone server does not carry. The SAML readers'
# bundle gets a `require` (node-saml and its dependencies are CommonJS and require Node's modules), as serve.mjs does;
# so does the preload that sends the build's compressed static files, with `send` and `negotiator` in it (the
# standalone server's traced node_modules hold neither).
RUN npx esbuild scripts/serve-standalone.ts --bundle --platform=node --format=esm --target=node20 --log-level=warning \
      --external:@prisma/schema-engine-wasm --external:pg-native --outfile=.next/standalone/serve.mjs \
      --banner:js="import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" \
 && echo 'export { readResume as default } from "./lib/sandbox/read-resume";' \
    | npx esbuild --bundle --platform=node --format=esm --target=node20 --log-level=warning --sourcefile=worker.ts \
      --loader=ts --outfile=.next/standalone/lib/sandbox/resume-reader.worker.mjs \
 && echo 'export { readSamlResponse, readIdpMetadata } from "./lib/auth/saml/read-saml-xml";' \
    | npx esbuild --bundle --platform=node --format=esm --target=node20 --log-level=warning --sourcefile=worker.ts \
      --loader=ts --outfile=.next/standalone/lib/auth/saml/saml-reader.worker.mjs \
      --banner:js="import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" \
 && npx esbuild lib/static-assets/precompressed-preload.mjs --bundle --platform=node --format=esm --target=node20 \
      --log-level=warning --outfile=.next/standalone/lib/static-assets/precompressed-preload.mjs \
      --banner:js="import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);"
# The software bill of materials (CycloneDX JSON) of the production dependencies, shipped inside the image.
# --ignore-npm-errors: this image's npm 10 `npm ls` calls some packages of the tree its own `npm ci` installed from the
# lock (written by npm 11, with overrides) extraneous or invalid, and would stop the build; the SBOM still lists
# exactly what is installed.
RUN npx cyclonedx-npm --omit dev --ignore-npm-errors --output-format JSON --output-file .next/standalone/sbom.cdx.json

FROM ${NODE_IMAGE} AS runtime
ARG VERSION=0.0.0
ARG COMMIT=unknown
ARG CREATED=1970-01-01T00:00:00Z
LABEL org.opencontainers.image.title="screening-dashboard" \
      org.opencontainers.image.description="Screening dashboard: one image for docker run, compose and Kubernetes" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${COMMIT}" \
      org.opencontainers.image.created="${CREATED}" \
      org.opencontainers.image.base.name="docker.io/library/node:20-bookworm-slim"
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SHUTDOWN_DELAY_SECONDS=5
WORKDIR /app
# Owned by root and read-only to the app's user: the server cannot change its own code.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/prisma/schema ./prisma/schema
COPY --from=build /app/node_modules/@prisma/schema-engine-wasm ./node_modules/@prisma/schema-engine-wasm
COPY --from=build /app/lib/auth/socket-address-preload.mjs ./lib/auth/socket-address-preload.mjs
COPY --from=build /app/lib/shutdown/http-servers-preload.mjs ./lib/shutdown/http-servers-preload.mjs
COPY --from=build /app/lib/server-processes/pinned-routes-preload.mjs ./lib/server-processes/pinned-routes-preload.mjs
RUN mkdir -p /data /app/.next/cache && chown 1000:1000 /data /app/.next/cache
USER 1000:1000
EXPOSE 3000
# Liveness: the process answers (no database query, so a database blip restarts nothing). Orchestrators send traffic
# by readiness, /api/health?ready (database, migrations, first copy of the read model, 503 from SIGTERM on).
# SIGTERM: readiness 503 at once, the port open SHUTDOWN_DELAY_SECONDS more, requests and jobs finish or are handed
# back, exit 0 within 25 s.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "serve.mjs"]
