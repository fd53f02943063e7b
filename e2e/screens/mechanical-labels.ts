// The labels a screen would show if it turned a property name into words ("Has sso", "Amount api
// keys"): every property name of the contract, humanised the way a generic view does it, minus
// the texts the locales really contain (a locale may well say "First name").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function humanise(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function propertyNames(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => propertyNames(item, into));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      Object.keys(record.properties).forEach((name) => into.add(name));
    }
    Object.values(record).forEach((value) => propertyNames(value, into));
  }
  return into;
}

function localeTexts(node: unknown, into: Set<string>): Set<string> {
  if (typeof node === 'string') into.add(node.trim());
  else if (node && typeof node === 'object')
    Object.values(node).forEach((v) => localeTexts(v, into));
  return into;
}

export function mechanicalLabels(): string[] {
  const contract = JSON.parse(readFileSync(path.join(root, 'generated/openapi.json'), 'utf8'));
  const names = propertyNames(contract.components?.schemas ?? {}, new Set());
  const texts = new Set<string>();
  const dir = path.join(root, 'locales/en-gb');
  for (const file of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    localeTexts(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), texts);
  }
  const labels = new Set<string>();
  for (const name of names) {
    const label = humanise(name);
    if (!texts.has(label)) labels.add(label);
  }
  return [...labels];
}
