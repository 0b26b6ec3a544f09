#!/usr/bin/env bash
# Builds client and server into another folder (default dist), e.g. `scripts/build-to.sh dist-x`,
# so that a browser test run (E2E_DIST=dist-x) is not disturbed by a rebuild of dist/.
set -euo pipefail
out="${1:-dist}"
npx vite build --outDir "$PWD/$out/client" --emptyOutDir
node scripts/lib/compress-dist.mjs "$out/client"
# The server renderer of the public pages (docs/decisions/019), beside the client it renders.
npx vite build --ssr entry-server.tsx --outDir "$PWD/$out/ssr" --emptyOutDir
npx esbuild src/server/main.ts --bundle --platform=node --format=esm --packages=external \
  --target=node20 --sourcemap --outfile="$out/server/main.js" --log-level=warning
