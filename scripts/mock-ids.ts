// Unknown ids answer 404 in the mock loop. Prism answers any id with the same example, so a link
// to a request that does not exist would open one of the example world's. The example world's
// ids are every string its examples contain (answers, bodies, parameters): a path parameter of an
// operation that declares a 404 whose value is none of them is not in the world, and the loop
// answers the contract's NotFound Problem naming that parameter. Integer parameters (a page
// number) are not ids and pass.
import { routePattern } from './mock-scenarios.ts';

type Json = Record<string, unknown>;

export interface IdOperation {
  method: string;
  pattern: RegExp;
  /** Per path parameter in order of the template: its name, or undefined when it is no id. */
  ids: (string | undefined)[];
}

function resolve(doc: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((at, token) => at[decodeURIComponent(token).replaceAll('~1', '/')] as Json, doc);
}

/** Every string below `value` (object keys excluded). */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** Every string of every `example`/`examples` of the contract: the world's ids among them. */
export function worldStrings(doc: Json): Set<string> {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node as Json)) {
      if (key === 'example') strings(child, out);
      else if (key === 'examples' && child && typeof child === 'object') {
        const named = Array.isArray(child) ? child : Object.values(child as Json);
        named.forEach((example) =>
          strings(Array.isArray(child) ? example : (example as Json)?.value, out),
        );
      } else walk(child);
    }
  };
  walk(doc.paths);
  walk(doc.components);
  return out;
}

/** The operations whose path parameters name something that may not exist (they declare 404). */
export function idOperations(doc: Json): IdOperation[] {
  const out: IdOperation[] = [];
  for (const [route, rawItem] of Object.entries(doc.paths as Record<string, Json>)) {
    const item = resolve(doc, rawItem);
    const shared = ((item.parameters ?? []) as Json[]).map((p) => resolve(doc, p));
    for (const [method, op] of Object.entries(item)) {
      if (method === 'parameters' || !op || typeof op !== 'object') continue;
      const operation = op as Json;
      if (!((operation.responses ?? {}) as Json)['404']) continue;
      const own = ((operation.parameters ?? []) as Json[]).map((p) => resolve(doc, p));
      const byName = new Map(
        [...shared, ...own].filter((p) => p.in === 'path').map((p) => [p.name as string, p]),
      );
      const names = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const ids = names.map((name) => {
        const type = (byName.get(name)?.schema as Json | undefined)?.type;
        return type === 'integer' || type === 'number' ? undefined : name;
      });
      if (ids.some(Boolean)) {
        out.push({ method: method.toUpperCase(), pattern: routePattern(route), ids });
      }
    }
  }
  return out;
}

/** The path parameter whose value is not in the example world, or undefined. */
export function unknownId(
  operations: IdOperation[],
  world: Set<string>,
  method: string,
  pathname: string,
): { parameter: string; value: string } | undefined {
  for (const operation of operations) {
    if (operation.method !== method) continue;
    const match = pathname.match(operation.pattern);
    if (!match) continue;
    const values = match.slice(1).map(decodeURIComponent);
    for (const [index, parameter] of operation.ids.entries()) {
      if (parameter && !world.has(values[index])) return { parameter, value: values[index] };
    }
    return undefined;
  }
  return undefined;
}

/** The NotFound Problem (components/responses/NotFound) for an id outside the world. */
export function notFoundProblem(found: { parameter: string; value: string }) {
  return {
    type: 'https://errors.signing.example/not_found',
    title: 'Not found',
    status: 404,
    detail: `No ${found.parameter} "${found.value}" exists in the example world (openapi/EXAMPLES.md).`,
    code: 'not_found',
  };
}
