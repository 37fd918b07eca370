# Tippwerk's production server (docs/deploy.md): build stage with every dependency, runtime stage
# with the production dependencies and the build only, as an unprivileged user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4173 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
USER node
EXPOSE 4173
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4173) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# API_BASE_URL and PUBLIC_ORIGIN (both required) come from the environment the container runs in.
CMD ["node", "dist/server/serve.js"]
