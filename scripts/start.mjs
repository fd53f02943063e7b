// `npm start`: builds the app and the server when they are missing or out of date, then runs the
// compiled server (build/server/main.mjs), which migrates its database (SQLite under ./data unless
// DATABASE_URL is set) and serves app + API on one port.
//
// The server runs in this very process (the bundle is imported once the builds are done): no
// second Node process stays behind as a wrapper holding memory, and signals reach the server
// directly. npm itself, when it launched us, stays as our parent — that is npm's behaviour; run
// `node build/server/main.mjs` (or `node scripts/start.mjs`) to have a single process.
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { buildServerIfNeeded, serverEntry } from './build-server.mjs';

buildIfNeeded();
await buildServerIfNeeded();
await import(pathToFileURL(serverEntry).href);
