// The error-code catalogue (openapi/README.md "Error codes"): every Problem code the server can
// send is listed with its status and the app's locale key, the app's map follows the catalogue,
// every key has a text in all four locales, the contract's Problem examples use listed codes, and
// each operation's 400 example points at a field of that operation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEM_MESSAGE_KEYS } from '../../src/lib/problem-messages.ts';
import { deref, loadContract, operationsOf, root, type Json } from '../support/contract.ts';
import { serverProblemCodes } from '../support/server-problem-codes.ts';

interface Entry {
  code: string;
  status: number;
  key: string;
}

/** The rows of the catalogue table: | `code` | status | when | `namespace:key` … |. */
function catalogue(): Map<string, Entry> {
  const readme = readFileSync(path.join(root, 'openapi', 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Error codes'));
  const entries = new Map<string, Entry>();
  for (const line of section.split('\n')) {
    // Prettier pads the columns: | `code`   | 409    | when … | `namespace:key`   |
    const match =
      /^\| `([a-z0-9_]+)` +\| (\d{3}) +\| .* \| `([a-z0-9-]+:[A-Za-z0-9_.-]+)` *\|$/.exec(line);
    if (match) entries.set(match[1], { code: match[1], status: Number(match[2]), key: match[3] });
  }
  return entries;
}

const listed = catalogue();
const server = serverProblemCodes(path.join(root, 'server', 'src'));
const doc = loadContract();

describe('the error-code catalogue', () => {
  it('is a table of many codes', () => {
    expect(listed.size).toBeGreaterThan(50);
  });

  it('reads the server source (the check can see codes)', () => {
    for (const code of ['tan_invalid', 'pdf_encrypted', 'immutable_field', 'too_short']) {
      expect(server.codes.has(code), code).toBe(true);
    }
    // The constructors' default codes.
    for (const code of ['unprocessable', 'conflict', 'rate_limited', 'forbidden', 'not_found']) {
      expect(server.codes.has(code), code).toBe(true);
    }
    expect(server.unresolved).toEqual([]);
  });

  it('lists every code the server can send', () => {
    const missing = [...server.codes.values()]
      .filter(({ code }) => !listed.has(code))
      .map(({ code, status, where }) => `${code} (${status ?? '?'}) at ${where[0]}`);
    expect(missing).toEqual([]);
  });

  it('gives each code the status the server sends it with', () => {
    const wrong = [...server.codes.values()]
      .filter(({ code, status }) => status !== undefined && listed.get(code)?.status !== status)
      .map(
        ({ code, status }) => `${code}: server ${status}, catalogue ${listed.get(code)?.status}`,
      );
    expect(wrong).toEqual([]);
  });

  it('lists the codes of the contract’s Problem examples', () => {
    const used = new Set<string>();
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const object = node as Json;
      if (typeof object.code === 'string' && typeof object.status === 'number' && object.title) {
        used.add(object.code);
      }
      Object.values(object).forEach(visit);
    };
    visit(doc.paths);
    visit(doc.components);
    expect([...used].filter((code) => !listed.has(code))).toEqual([]);
  });
});

describe('the app follows the catalogue', () => {
  it('maps every code to the catalogue’s locale key, and no other code', () => {
    const fromCatalogue = Object.fromEntries([...listed.values()].map((e) => [e.code, e.key]));
    expect({ ...PROBLEM_MESSAGE_KEYS }).toEqual(fromCatalogue);
  });

  const LOCALES = ['en-gb', 'de-ch', 'fr-ch', 'it'];
  const text = (locale: string, key: string) => {
    const [namespace, dotted] = key.split(':');
    const file = path.join(root, 'locales', locale, `${namespace}.json`);
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Json;
    return dotted.split('.').reduce<unknown>((node, part) => (node as Json)?.[part], tree);
  };

  it.each(LOCALES)('has a text for every key (and the unknown code) in %s', (locale) => {
    const keys = [...new Set([...listed.values()].map((e) => e.key)), 'errors:problem.unknown'];
    const missing = keys.filter((key) => {
      const value = text(locale, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});

describe('400 examples', () => {
  const operations = operationsOf(doc);
  const fieldsOf = (op: (typeof operations)[number]) => {
    const item = (doc.paths as Record<string, Json>)[op.path];
    const parameters = [
      ...((item.parameters as unknown[] | undefined) ?? []),
      ...((op.operation.parameters as unknown[] | undefined) ?? []),
    ].map((p) => deref<Json>(doc, p));
    const fields = new Set(parameters.map((p) => `/${p.in}/${p.name}`));
    const body = deref<Json>(doc, op.operation.requestBody);
    for (const media of Object.values((body?.content ?? {}) as Record<string, Json>)) {
      const schema = deref<Json>(doc, media.schema);
      fields.add('/body');
      for (const name of Object.keys((schema?.properties ?? {}) as Json))
        fields.add(`/body/${name}`);
    }
    return fields;
  };

  it('point at a field of their own operation', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const op of operations) {
      const response = deref<Json>(doc, (op.operation.responses as Json)['400']);
      const example = (response?.content as Record<string, Json> | undefined)?.[
        'application/problem+json'
      ]?.example as Json | undefined;
      if (!example) continue;
      checked += 1;
      const fields = fieldsOf(op);
      for (const error of (example.errors as { pointer: string }[] | undefined) ?? []) {
        const field = error.pointer.split('/').slice(0, 3).join('/');
        if (!fields.has(field)) wrong.push(`${op.method} ${op.path}: ${error.pointer}`);
      }
      if (example.code !== 'validation_failed')
        wrong.push(`${op.method} ${op.path}: ${example.code}`);
    }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('are not all the same pointer (each names its own operation’s field)', () => {
    const pointers = new Set<string>();
    for (const op of operations) {
      const response = deref<Json>(doc, (op.operation.responses as Json)['400']);
      const example = (response?.content as Record<string, Json> | undefined)?.[
        'application/problem+json'
      ]?.example as { errors?: { pointer: string }[] } | undefined;
      for (const error of example?.errors ?? []) pointers.add(error.pointer);
    }
    expect(pointers.size).toBeGreaterThan(30);
  });
});
