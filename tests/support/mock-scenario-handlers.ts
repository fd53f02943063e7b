// The mock's scenarios in the unit tests: MSW handlers that answer every operation with named
// examples (or scenario statuses) from the contract, chosen exactly as the mock loop chooses them
// for Prism (scripts/mock-scenarios.ts preferredAnswer): by the id in the path, by the scenario in
// the `mock-scenario` cookie that the Test System frame's chooseScenario() sets, by a query value,
// else the default (first) example. A request's own `Prefer: example=…`/`code=…` header wins, as
// with Prism. So a screen under test sees the answers `npm run dev:mock` serves in that scenario.
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  contractDocument,
  contractExamples,
  preferredAnswer,
  type ScenarioOperation,
} from '../../scripts/mock-scenarios.ts';

type Json = Record<string, unknown>;
type Answer = { example: string } | { code: number };

/** The scenario chosen the way the frame chooses it (jsdom's document.cookie), if any. */
function chosenScenario(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = /(?:^|;\s*)mock-scenario=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** A `Prefer` header's choice, as Prism reads it. */
function preferOf(request: Request): Answer | undefined {
  const prefer = request.headers.get('Prefer') ?? '';
  const example = /(?:^|[\s,;])example=([^\s,;]+)/.exec(prefer)?.[1];
  const code = /(?:^|[\s,;])code=(\d{3})/.exec(prefer)?.[1];
  if (code) return { code: Number(code) };
  return example ? { example } : undefined;
}

/** The named example's value and status (200 or 201) of an operation. */
function namedExample(operation: ScenarioOperation, name: string): [unknown, number] | undefined {
  const paths = contractDocument().paths as Record<string, Record<string, Json>>;
  const responses = paths[operation.route][operation.method.toLowerCase()].responses as Record<
    string,
    Json
  >;
  for (const status of ['200', '201']) {
    const content = (responses[status]?.content ?? {}) as Record<string, Json>;
    for (const media of Object.values(content)) {
      const named = (media.examples ?? {}) as Record<string, Json>;
      if (named[name]) return [named[name].value, Number(status)];
    }
  }
  return undefined;
}

/** A scenario's status, with that response's example as Prism serves it (none for a 204). */
function statusAnswer(operation: ScenarioOperation, status: number): Response {
  const paths = contractDocument().paths as Record<string, Record<string, Json>>;
  const responses = paths[operation.route][operation.method.toLowerCase()].responses as Record<
    string,
    Json
  >;
  const [type, media] =
    Object.entries((responses[status]?.content ?? {}) as Record<string, Json>)[0] ?? [];
  if (!media) return new HttpResponse(null, { status });
  const named = Object.values((media.examples ?? {}) as Record<string, Json>)[0]?.value;
  return new HttpResponse(JSON.stringify(media.example ?? named), {
    status,
    headers: { 'Content-Type': type },
  });
}

function handlerFor(operation: ScenarioOperation): RequestHandler {
  const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const mswPath = `*${operation.route.replace(/\{([^}]+)\}/g, ':$1')}`;
  return http[method](mswPath, ({ request }) => {
    const chosen: Answer = preferOf(request) ??
      preferredAnswer(
        contractExamples(),
        operation.method,
        new URL(request.url).pathname + new URL(request.url).search,
        chosenScenario(),
      ) ?? { example: [...operation.names][0] };
    if ('example' in chosen && chosen.example === undefined) return undefined; // no example: next handler
    if ('code' in chosen) return statusAnswer(operation, chosen.code);
    const found = namedExample(operation, chosen.example);
    if (!found) {
      // Prism's answer to an example the operation does not have.
      return HttpResponse.json(
        { title: `No example named ${chosen.example}`, status: 404 },
        { status: 404 },
      );
    }
    return HttpResponse.json(found[0] as Json, { status: found[1] });
  });
}

/** One handler per operation that has named examples or a scenario status. */
export function scenarioHandlers(): RequestHandler[] {
  return contractExamples().map(handlerFor);
}
