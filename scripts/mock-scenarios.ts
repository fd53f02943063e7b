// The mock loop's choice of example: Prism answers the example named in `Prefer: example=<name>`,
// so that several states of the example world (openapi/EXAMPLES.md) can be reached. For each call
// the loop names, in this order: the example keyed by a path parameter's value (a request opens
// by its id), by a query parameter's value (each dashboard filter its own rows), or the scenario
// the Test System frame chose (cookie `mock-scenario`) when the operation has an example of that
// name. Otherwise Prism serves the first (default) example.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Operation {
  method: string;
  pattern: RegExp;
  names: Set<string>;
}

type Json = Record<string, unknown>;

/** The operations with named 200/201 examples of a bundled contract. */
export function namedExamples(contract: Json): Operation[] {
  const out: Operation[] = [];
  for (const [route, item] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) {
      const responses = ((op as Json).responses ?? {}) as Record<string, Json>;
      const names = new Set<string>();
      for (const status of ['200', '201']) {
        const content = (responses[status]?.content ?? {}) as Record<string, Json>;
        for (const media of Object.values(content)) {
          Object.keys((media.examples ?? {}) as Json).forEach((name) => names.add(name));
        }
      }
      if (names.size === 0) continue;
      const source = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      out.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names });
    }
  }
  return out;
}

/** The example to ask Prism for, or undefined for its default. */
export function preferredExample(
  operations: Operation[],
  method: string,
  url: string,
  scenario?: string,
): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://mock');
  const operation = operations.find((op) => op.method === method && op.pattern.test(pathname));
  if (!operation) return undefined;
  const pathValues = pathname.match(operation.pattern)!.slice(1).map(decodeURIComponent);
  const candidates = [...pathValues, ...searchParams.values(), ...(scenario ? [scenario] : [])];
  return candidates.find((value) => operation.names.has(value));
}

let loaded: Operation[] | undefined;
/** The named examples of generated/openapi.json, read once. */
export function contractExamples(): Operation[] {
  loaded ??= namedExamples(
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '..', 'generated', 'openapi.json'), 'utf8'),
    ) as Json,
  );
  return loaded;
}
