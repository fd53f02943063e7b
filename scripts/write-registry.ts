// `npm run registry` (also run by `npm run codegen`): writes the server's handler registry,
// server/src/areas/registry.gen.ts, from the operation files under server/src/areas/*/operations/
// (scripts/server-registry.ts). It lives beside the server, not in generated/: generated/ is what
// the contract makes, and moving an operation file changes the registry, not the contract.
// `--check` writes nothing and exits 1 when the committed file differs from what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE, registryModule } from './server-registry.ts';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, REGISTRY_FILE);
const fresh = registryModule(root);
if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== fresh) {
    console.error(`${REGISTRY_FILE} is not what \`npm run registry\` writes: run it.`);
    process.exit(1);
  }
} else {
  writeFileSync(target, fresh);
  console.log(`registry: ${REGISTRY_FILE}`);
}
