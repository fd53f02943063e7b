// Prepares a generated request schema for display: the contract's descriptions and examples are
// written for developers (they quote the product specification and name endpoints), so they never reach the
// user; labels come from the `forms` namespace instead.
import type { UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { humanise, resolveSchema, type JsonSchema } from './json-schema';

const HIDDEN_KEYWORDS = ['description', 'examples', '$comment', '$id'];
const SCHEMA_MAPS = ['properties', '$defs', 'patternProperties', 'dependentSchemas'];
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

function stripNode(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const schema: Record<string, unknown> = { ...(node as Record<string, unknown>) };
  for (const keyword of HIDDEN_KEYWORDS) delete schema[keyword];
  for (const keyword of SCHEMA_MAPS) {
    const map = schema[keyword] as Record<string, unknown> | undefined;
    if (map)
      schema[keyword] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, stripNode(v)]));
  }
  for (const keyword of SCHEMA_LISTS) {
    const list = schema[keyword] as unknown[] | undefined;
    if (Array.isArray(list)) schema[keyword] = list.map(stripNode);
  }
  for (const keyword of SCHEMA_VALUES)
    if (keyword in schema) schema[keyword] = stripNode(schema[keyword]);
  return schema;
}

/** The operationId a generated schema was made for (its `$id` is `<operationId>.json`). */
export function operationOf(schema: JsonSchema): string {
  return String(schema.$id ?? '').replace(/\.json$/, '');
}

/**
 * The schema rjsf renders: the root `$ref` of the generated file is inlined (rjsf and Ajv then
 * see the object itself, `$defs` kept for inner refs) and developer texts are removed.
 */
export function prepareSchema(schema: JsonSchema): JsonSchema {
  const { $ref, ...root } = schema;
  const inlined = $ref ? { ...resolveSchema({ $ref }, schema).schema, ...root } : root;
  return stripNode(inlined) as JsonSchema;
}

/**
 * Translated titles for every property, and translated labels for enums: `forms:<operationId>.<field>`
 * when a form needs its own wording, else `forms:fields.<field>`; enum values from
 * `forms:enums.<DefinitionName>.<value>`.
 */
export function translatedUiSchema(
  schema: JsonSchema,
  root: JsonSchema,
  operation: string,
  t: TFunction,
) {
  const ui: UiSchema = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const resolved = resolveSchema(property, root);
    const entry: UiSchema = {
      'ui:title': t([`${operation}.${name}`, `fields.${name}`], {
        ns: 'forms',
        defaultValue: humanise(name),
      }),
    };
    if (resolved.schema.enum) {
      entry['ui:enumNames'] = resolved.schema.enum.map((value) =>
        t(`enums.${resolved.name ?? name}.${String(value)}`, {
          ns: 'forms',
          defaultValue: String(value),
        }),
      );
    }
    if (resolved.schema.properties) {
      Object.assign(entry, translatedUiSchema(resolved.schema, root, `${operation}.${name}`, t));
    }
    ui[name] = entry;
  }
  return ui;
}

/** The screen's uiSchema over the generated one, merged field by field. */
export function mergeUiSchema(base: UiSchema, overrides: UiSchema = {}): UiSchema {
  const merged: UiSchema = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    const bothObjects =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object';
    merged[key] = bothObjects && !key.startsWith('ui:') ? mergeUiSchema(current, value) : value;
  }
  return merged;
}
