// Imported first by main.tsx, before any schema is built. zod 4 builds each object schema with a
// probe, `new Function("")`, to see whether it may compile fast parsers; under the site's CSP
// (script-src without 'unsafe-eval') the probe is refused and the browser reports a CSP `eval`
// violation on every page that builds a schema (issue 11 item 10). jitless skips the probe and the
// compiled parsers; the browser's few parses do not need them. The server keeps the JIT.
import { z } from 'zod';

z.config({ jitless: true });
