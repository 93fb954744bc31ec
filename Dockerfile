# The app's image: the API serving the SPA. `docker build -t mall-loyalty .`; with PostgreSQL:
# compose.yaml. scripts/image-steps.mjs runs these very steps on a machine without Docker
# (`npm run image:steps`), and scripts/image-steps.test.mjs checks what this file must keep.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
RUN NODE_ENV=production npm run build
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: graceful shutdown, up to SHUTDOWN_TIMEOUT_MS (compose.yaml's stop_grace_period is longer).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
