// Bounded and closed inputs (openapi/README.md "Bounds"): every request array has maxItems, every
// free-text request string has maxLength (strings with format, enum, pattern or const are not free
// text), ids that are not UUIDs have a pattern, every object of a request body is closed, and no
// value of a closed set is written as a pattern (it is an enum; only a family the specification
// defines by a prefix may be a pattern, marked `x-name-family`).
import { describe, expect, it } from 'vitest';
import { deref, loadContract, operationsOf, type Json } from '../support/contract.ts';

const doc = loadContract();
const operations = operationsOf(doc);

interface Visit {
  schema: Json;
  /** Where it is: `createSignatureRequest body.signatures[].document_signatures`. */
  where: string;
  /** The property (or parameter) name it belongs to; array items inherit their array's. */
  name: string;
}

const typesOf = (schema: Json) =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(Boolean) as string[];

/** Every schema below `node`, each once per place it is used (so each place is reported). */
function walk(node: unknown, where: string, name: string, out: Visit[], stack: Json[] = []) {
  const schema = deref<Json>(doc, node);
  if (!schema || typeof schema !== 'object' || stack.includes(schema)) return;
  const own = node as Json;
  // Siblings of a $ref (OpenAPI 3.1) narrow the referenced schema: see them together.
  const merged = own.$ref ? { ...schema, ...own, $ref: undefined } : schema;
  out.push({ schema: merged, where, name });
  const next = [...stack, schema];
  for (const [key, child] of Object.entries((schema.properties ?? {}) as Json)) {
    walk(child, `${where}.${key}`, key, out, next);
  }
  if (schema.items) walk(schema.items, `${where}[]`, name, out, next);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    walk(schema.additionalProperties, `${where}{}`, name, out, next);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    ((schema[key] as unknown[] | undefined) ?? []).forEach((branch, index) =>
      walk(branch, `${where}|${key}${index}`, name, out, next),
    );
  }
}

/** Every schema of every request: parameters and request bodies (JSON and multipart). */
function requestSchemas(): Visit[] {
  const out: Visit[] = [];
  for (const { operation, path: p } of operations) {
    const id = operation.operationId as string;
    const item = (doc.paths as Record<string, Json>)[p];
    const parameters = [
      ...((item.parameters as unknown[] | undefined) ?? []),
      ...((operation.parameters as unknown[] | undefined) ?? []),
    ].map((x) => deref<Json>(doc, x));
    for (const parameter of parameters) {
      walk(
        parameter.schema,
        `${id} ${parameter.in}:${parameter.name}`,
        String(parameter.name),
        out,
      );
    }
    const body = deref<Json>(doc, operation.requestBody);
    for (const [type, media] of Object.entries((body?.content ?? {}) as Record<string, Json>)) {
      walk(media.schema, `${id} body(${type})`, 'body', out);
    }
  }
  return out;
}

const requests = requestSchemas();
const unique = (list: string[]) => [...new Set(list)].sort();

describe('request arrays', () => {
  it('are many (the walk reaches nested bodies)', () => {
    expect(requests.filter((v) => typesOf(v.schema).includes('array')).length).toBeGreaterThan(20);
  });

  it('all have maxItems', () => {
    const unbounded = requests
      .filter((v) => typesOf(v.schema).includes('array') && v.schema.maxItems === undefined)
      .map((v) => v.where);
    expect(unique(unbounded)).toEqual([]);
  });
});

/** Free text: a string without format, enum, pattern or const (or contentEncoding: bytes). */
export const isFreeText = (schema: Json) =>
  typesOf(schema).includes('string') &&
  ['format', 'enum', 'pattern', 'const', 'contentEncoding'].every((k) => schema[k] === undefined);

describe('request strings', () => {
  it('free text is common (the check sees it)', () => {
    expect(requests.filter((v) => isFreeText(v.schema)).length).toBeGreaterThan(60);
  });

  it('all free text has maxLength', () => {
    const unbounded = requests
      .filter((v) => isFreeText(v.schema) && v.schema.maxLength === undefined)
      .map((v) => v.where);
    expect(unique(unbounded)).toEqual([]);
  });

  it('base64 content has maxLength too', () => {
    const unbounded = requests
      .filter((v) => v.schema.contentEncoding !== undefined && v.schema.maxLength === undefined)
      .map((v) => v.where);
    expect(unique(unbounded)).toEqual([]);
  });

  const ID_NAME = /^(id|username|members|user_ids|sealName|sealAccountName)$|(Id|_id|Ids|_ids)$/;
  it('ids that are not UUIDs have a pattern', () => {
    const loose = requests
      .filter(({ schema, name }) => ID_NAME.test(name) && typesOf(schema).includes('string'))
      .filter(({ schema }) => schema.format !== 'uuid' && !schema.pattern && !schema.enum)
      .map((v) => v.where);
    expect(unique(loose)).toEqual([]);
  });
});

describe('request objects', () => {
  it('are closed (additionalProperties: false), nested ones too', () => {
    const open = requests
      .filter(({ schema }) => schema.properties && Object.keys(schema.properties).length > 0)
      .filter(({ schema }) => schema.additionalProperties !== false)
      .filter(({ where }) => !/\|(allOf|anyOf|oneOf)\d+$/.test(where))
      .map((v) => v.where);
    expect(unique(open)).toEqual([]);
  });
});

// --- Enum-like patterns -----------------------------------------------------------------------

/** Alternatives of every group (and of the whole pattern) at their own depth. */
function alternatives(pattern: string): string[] {
  const found: string[] = [];
  const stack: string[][] = [[]];
  const current: string[] = [''];
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') {
      current[current.length - 1] += pattern.slice(i, i + 2);
      i += 1;
    } else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      current[current.length - 1] += pattern.slice(i, end + 1);
      i = end;
    } else if (c === '(') {
      stack.push([]);
      current.push('');
      if (pattern.startsWith('?:', i + 1)) i += 2;
    } else if (c === '|') {
      stack[stack.length - 1].push(current.pop()!);
      current.push('');
    } else if (c === ')') {
      const group = [...stack.pop()!, current.pop()!];
      if (group.length > 1) found.push(...group);
      current[current.length - 1] += `(${group.join('|')})`;
    } else {
      current[current.length - 1] += c;
    }
  }
  const top = [...stack.pop()!, current.pop()!];
  if (top.length > 1) found.push(...top);
  return found.map((a) => a.replace(/^\^|\$$/g, ''));
}

/** Names of values that come from a closed set (a status, a type, a level…). */
const CLOSED_SET_NAME =
  /(status|state|type|level|kind|mode|cycle|currency|lang|language|role|quality|legislation|provider|method|tier|order)$/i;

/** Why a pattern looks like an enum written as a regular expression, or undefined. */
export function enumLike(pattern: string, name = ''): string | undefined {
  const words = alternatives(pattern).filter((a) => /^[A-Za-z_]{2,}$/.test(a));
  if (words.length > 0) return `lists the words ${words.join(', ')}`;
  if (/^\^\[[A-Za-z_-]+\][+*]\$$/.test(pattern)) return 'accepts any word of letters';
  // A media type (contentType) is an open set: any registered type.
  if (CLOSED_SET_NAME.test(name) && !/(content|media|mime)type$/i.test(name)) {
    return `is the value of ${name}, a closed set`;
  }
  return undefined;
}

describe('enum-like values', () => {
  it('the check catches the patterns this contract used to have and spares real patterns', () => {
    expect(enumLike('^([a-z0-9_]+|CANCELED)$', 'type')).toBeDefined();
    expect(enumLike('^[A-Za-z_]+(,(asc|desc))?$', 'sort')).toBeDefined();
    expect(enumLike('^[a-z_]+$', 'subscriptionStatus')).toBeDefined();
    expect(enumLike('^(draft|open)$')).toBeDefined();
    expect(enumLike('^\\+?[0-9 -]{6,}$', 'phone')).toBeUndefined();
    expect(enumLike('^[A-Za-z0-9_-]+$', 'promoCode')).toBeUndefined();
    expect(enumLike('^[A-Z]{2}$', 'country')).toBeUndefined();
    expect(
      enumLike(
        '^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\])$',
        'domain',
      ),
    ).toBeUndefined();
  });

  it('are enums everywhere in the contract, not patterns', () => {
    const all: Visit[] = [];
    for (const [name, schema] of Object.entries(
      (doc.components as Json).schemas as Record<string, Json>,
    )) {
      walk(schema, `components.schemas.${name}`, name, all);
    }
    for (const [name, parameter] of Object.entries(
      ((doc.components as Json).parameters ?? {}) as Record<string, Json>,
    )) {
      walk(parameter.schema, `components.parameters.${name}`, String(parameter.name), all);
    }
    all.push(...requests);
    const offenders = all
      .filter(({ schema }) => typeof schema.pattern === 'string' && !schema['x-name-family'])
      .map(({ schema, where, name }) => {
        const why = enumLike(schema.pattern as string, name);
        return why ? `${where}: ${schema.pattern} ${why}` : undefined;
      })
      .filter((x): x is string => x !== undefined);
    expect(unique(offenders)).toEqual([]);
  });

  it('a name family is a documented pattern beside an enum of the known names', () => {
    const planName = ((doc.components as Json).schemas as Record<string, Json>).PlanName;
    const branches = planName.anyOf as Json[];
    expect(branches.some((b) => Array.isArray(b.enum) && b.enum.includes('ent_v2'))).toBe(true);
    const family = branches.find((b) => b['x-name-family']);
    expect(family?.pattern).toBe('^ent[a-z0-9_]*$');
    expect(family?.maxLength).toBeDefined();
  });
});
