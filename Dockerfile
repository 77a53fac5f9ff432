# The API image (and, with `node dist/indexer/main.js`, the indexer). Built by docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY indexer ./indexer
COPY mappings ./mappings
COPY docs/api.md ./docs/api.md
COPY scripts/build ./scripts/build
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY bin ./bin
COPY resources ./resources
USER node
EXPOSE 3000
CMD ["node", "dist/src/main.js"]
