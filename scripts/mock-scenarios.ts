// The mock loop's choice of answer: Prism answers the example named in `Prefer: example=<name>`
// and the status named in `Prefer: code=<status>`, so that every state of the example world
// (openapi/EXAMPLES.md) can be reached. For each call the loop names, in this order: the example
// keyed by a path parameter's value (a request opens by its id); the scenario the Test System frame
// chose (cookie `mock-scenario`), when the operation has an example of that name or a response
// listing it in `x-mock-scenarios` (a 204 of a personal account); the example keyed by a query
// parameter's value (each dashboard filter its own rows). Otherwise Prism serves the first
// (default) example. The unit tests' MSW handlers (tests/support/mock-scenario-handlers.ts) read
// the same examples the same way, so a scenario looks alike in both.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ScenarioOperation {
  method: string;
  /** The contract's path template, e.g. /v3/signature-requests/{requestId}. */
  route: string;
  pattern: RegExp;
  /** Names of the operation's 200/201 examples (JSON), the first being the default. */
  names: Set<string>;
  /** Scenario → status of a response that lists the scenario in `x-mock-scenarios`. */
  codes: Map<string, number>;
}

type Json = Record<string, unknown>;

/** A path template as a regular expression, one group per parameter. */
export function routePattern(route: string): RegExp {
  const source = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
  return new RegExp(`^${source}$`);
}

/** The operations of a bundled contract with named 200/201 examples or scenario statuses. */
export function namedExamples(contract: Json): ScenarioOperation[] {
  const out: ScenarioOperation[] = [];
  for (const [route, item] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) {
      const responses = ((op as Json).responses ?? {}) as Record<string, Json>;
      const names = new Set<string>();
      const codes = new Map<string, number>();
      for (const [status, response] of Object.entries(responses)) {
        const content = (response.content ?? {}) as Record<string, Json>;
        if (status === '200' || status === '201') {
          for (const media of Object.values(content)) {
            Object.keys((media.examples ?? {}) as Json).forEach((name) => names.add(name));
          }
        }
        for (const scenario of (response['x-mock-scenarios'] ?? []) as string[]) {
          codes.set(scenario, Number(status));
        }
      }
      if (names.size === 0 && codes.size === 0) continue;
      out.push({ method: method.toUpperCase(), route, pattern: routePattern(route), names, codes });
    }
  }
  return out;
}

/** The operation a request calls, with its path parameters' values. */
export function operationFor(
  operations: ScenarioOperation[],
  method: string,
  pathname: string,
): { operation: ScenarioOperation; pathValues: string[] } | undefined {
  for (const operation of operations) {
    if (operation.method !== method) continue;
    const match = pathname.match(operation.pattern);
    if (match) return { operation, pathValues: match.slice(1).map(decodeURIComponent) };
  }
  return undefined;
}

/** What to ask Prism for: `{ example }` or `{ code }`, or undefined for its default. */
export function preferredAnswer(
  operations: ScenarioOperation[],
  method: string,
  url: string,
  scenario?: string,
): { example: string } | { code: number } | undefined {
  const { pathname, searchParams } = new URL(url, 'http://mock');
  const found = operationFor(operations, method, pathname);
  if (!found) return undefined;
  const { operation, pathValues } = found;
  const byPath = pathValues.find((value) => operation.names.has(value));
  if (byPath) return { example: byPath };
  if (scenario && operation.names.has(scenario)) return { example: scenario };
  const code = scenario ? operation.codes.get(scenario) : undefined;
  if (code) return { code };
  const byQuery = [...searchParams.values()].find((value) => operation.names.has(value));
  return byQuery ? { example: byQuery } : undefined;
}

/** The `Prefer` header for a call of the mock loop, or undefined for Prism's default. */
export function preferHeader(
  operations: ScenarioOperation[],
  method: string,
  url: string,
  scenario?: string,
): string | undefined {
  const answer = preferredAnswer(operations, method, url, scenario);
  if (!answer) return undefined;
  return 'code' in answer ? `code=${answer.code}` : `example=${answer.example}`;
}

/** The example name alone (undefined for a status or the default), for the tests of the choice. */
export function preferredExample(
  operations: ScenarioOperation[],
  method: string,
  url: string,
  scenario?: string,
): string | undefined {
  const answer = preferredAnswer(operations, method, url, scenario);
  return answer && 'example' in answer ? answer.example : undefined;
}

let contract: Json | undefined;
/** generated/openapi.json, read once. */
export function contractDocument(): Json {
  contract ??= JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', 'generated', 'openapi.json'), 'utf8'),
  ) as Json;
  return contract;
}

let loaded: ScenarioOperation[] | undefined;
/** The named examples of generated/openapi.json, read once. */
export function contractExamples(): ScenarioOperation[] {
  loaded ??= namedExamples(contractDocument());
  return loaded;
}
