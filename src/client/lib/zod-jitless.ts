// Imported first by main.tsx, before any schema is built. zod 4 builds each object schema with a
// probe, `new Function("")`, to see whether it may compile fast parsers; under the site's CSP
// (script-src without 'unsafe-eval') the probe is refused and the browser reports a CSP `eval`
// violation on every page that builds a schema (issue 11 item 10). jitless skips the probe and the
// compiled parsers; the browser's few parses do not need them. The server keeps the JIT.
//
// zod keeps its settings on globalThis.__zod_globalConfig and adopts an object already there
// (zod/v4/core/core.js), so setting it here keeps zod itself (10 KiB) out of the first load: the
// landing page builds no schema.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
