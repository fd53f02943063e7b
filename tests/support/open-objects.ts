// Finds the object schemas of the bundled contract that let an undocumented property through.
// An object is closed when it says `additionalProperties: false`, `unevaluatedProperties: false`,
// or is a map whose values have a schema (`additionalProperties: {type: …}`: the keys are data).
// `unevaluatedProperties: false` also closes what it composes (`allOf`, `oneOf`, `anyOf`, a
// `$ref` beside it, `if`/`then`/`else`), because it sees the properties those evaluate; it does
// not reach into the schemas of properties or items, which must close themselves.
import { pointerOf, type Json } from './contract.ts';

export interface OpenObject {
  /** JSON pointer of the open schema in the bundled contract, e.g. `#/components/schemas/User`. */
  pointer: string;
  why: string;
}

const IN_PLACE_LISTS = ['allOf', 'oneOf', 'anyOf'];
const IN_PLACE_SINGLE = ['if', 'then', 'else'];

function at(doc: Json, pointer: string): unknown {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((token) => token !== '')
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, token) => (node as Json | undefined)?.[token], doc);
}

const typesOf = (schema: Json): unknown[] =>
  Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];

/** A schema that describes objects (as opposed to one that only adds constraints in a branch). */
function isObjectSchema(schema: Json): boolean {
  return (
    typesOf(schema).includes('object') || 'properties' in schema || 'patternProperties' in schema
  );
}

/** A schema for the values of a map: a real schema, not `true` or `{}`. */
function isValueSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

function composes(schema: Json): boolean {
  return (
    typeof schema.$ref === 'string' ||
    IN_PLACE_LISTS.some((key) => Array.isArray(schema[key])) ||
    IN_PLACE_SINGLE.some((key) => key in schema)
  );
}

export class OpenObjectFinder {
  private readonly seen = new Set<string>();
  readonly open: OpenObject[] = [];

  constructor(private readonly doc: Json) {}

  /**
   * A branch of an `allOf` that closes itself refuses every property the other branches (or the
   * schema beside them) add: the composition could never validate a whole answer.
   */
  private checkAllOfBranches(pointer: string, schema: Json): void {
    const branches = (schema.allOf as unknown[]).map((branch) => resolved(this.doc, branch));
    const others = branches.length > 1 || 'properties' in schema;
    branches.forEach((branch, index) => {
      if (!others || !branch) return;
      if (branch.additionalProperties === false || branch.unevaluatedProperties === false) {
        this.open.push({
          pointer: `${pointer}/allOf/${index}`,
          why: 'a closed allOf branch refuses the properties of the other branches',
        });
      }
    });
  }

  /** Visits the schema at `pointer` and everything reachable from it. */
  visit(pointer: string, closedByParent = false): void {
    const key = `${closedByParent ? 'closed' : 'open'} ${pointer}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const node = at(this.doc, pointer);
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const schema = node as Json;

    const unevaluatedClosed = schema.unevaluatedProperties === false;
    const closesItself =
      schema.additionalProperties === false ||
      unevaluatedClosed ||
      isValueSchema(schema.additionalProperties) ||
      isValueSchema(schema.unevaluatedProperties);
    if (isObjectSchema(schema) && !closesItself && !closedByParent) {
      this.open.push({ pointer, why: 'lets any undocumented property through' });
    }
    if (schema.additionalProperties === false && composes(schema)) {
      // additionalProperties sees only the properties beside it: every property a branch
      // declares would be refused. Composition needs unevaluatedProperties.
      this.open.push({
        pointer,
        why: 'additionalProperties: false beside a composition refuses the branches’ properties',
      });
    }

    if (Array.isArray(schema.allOf)) this.checkAllOfBranches(pointer, schema);

    // Composition is evaluated in place: a closing unevaluatedProperties here (or above) covers it.
    const branchesClosed = closedByParent || unevaluatedClosed;
    if (typeof schema.$ref === 'string') this.visit(schema.$ref, branchesClosed);
    for (const list of IN_PLACE_LISTS) {
      const branches = schema[list];
      if (!Array.isArray(branches)) continue;
      branches.forEach((_, index) => this.visit(`${pointer}/${list}/${index}`, branchesClosed));
    }
    for (const single of IN_PLACE_SINGLE) {
      if (single in schema) this.visit(`${pointer}/${single}`, branchesClosed);
    }

    // Property values, map values and items are instances of their own: they close themselves.
    for (const group of ['properties', 'patternProperties']) {
      for (const name of Object.keys((schema[group] ?? {}) as Json)) {
        this.visit(`${pointer}/${group}${pointerOf(name)}`);
      }
    }
    for (const single of ['additionalProperties', 'unevaluatedProperties', 'items', 'contains']) {
      if (isValueSchema(schema[single])) this.visit(`${pointer}/${single}`);
    }
    if (Array.isArray(schema.prefixItems)) {
      schema.prefixItems.forEach((_, index) => this.visit(`${pointer}/prefixItems/${index}`));
    }
  }
}

/** The schema a `$ref` (or chain of them) points to, or the node itself. */
function resolved(doc: Json, node: unknown): Json | undefined {
  let current = node as Json | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 32; hops += 1) {
    current = at(doc, current.$ref) as Json | undefined;
  }
  return current;
}

/** The open object schemas reachable from the given schema pointers, each listed once. */
export function findOpenObjects(doc: Json, pointers: string[]): OpenObject[] {
  const finder = new OpenObjectFinder(doc);
  for (const pointer of pointers) finder.visit(pointer);
  const unique = new Map(finder.open.map((entry) => [`${entry.pointer} ${entry.why}`, entry]));
  return [...unique.values()];
}
