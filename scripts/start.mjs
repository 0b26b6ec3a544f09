// `npm start`: build when the sources changed since the last build, then serve site and API.
import { buildIfNeeded } from './lib/build-if-needed.mjs';

buildIfNeeded();
await import('../dist/server/main.js');
