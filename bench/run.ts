// Runs every bench in this folder (each module's default export), one after the other:
// `npm run bench`, or `npm run bench -- sign` for the ones whose file name contains "sign".
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const filter = process.argv[2];
const benches = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts')
  .filter((name) => !filter || name.includes(filter))
  .sort();

for (const name of benches) {
  console.log(`\n=== bench/${name} ===`);
  const module = (await import(pathToFileURL(path.join(import.meta.dirname, name)).href)) as {
    default: () => Promise<void>;
  };
  await module.default();
}
