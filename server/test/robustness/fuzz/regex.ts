// Strings that match a JSON Schema `pattern`, for the simple regular expressions contracts use:
// literals, escapes (\d \w \s \. …), classes with ranges ([A-Za-z0-9._~-], [^…]), groups with
// alternatives ((?:a|b)), anchors and the quantifiers ? * + {n} {n,} {n,m}. Anything else
// (look-arounds, back-references) makes the generator give up: callers fall back to examples.
import type { Prng } from './prng.ts';

type Node =
  | { kind: 'chars'; chars: string[] }
  | { kind: 'group'; alternatives: Item[][] }
  | { kind: 'empty' };
type Item = { node: Node; min: number; max: number };

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const range = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) =>
    String.fromCharCode(from.charCodeAt(0) + i),
  );
const DIGITS = range('0', '9');
const WORD = [...range('a', 'z'), ...range('A', 'Z'), ...DIGITS, '_'];
const SPACE = [' ', '\t'];

class Unsupported extends Error {}

function escapeClass(letter: string): string[] {
  switch (letter) {
    case 'd':
      return DIGITS;
    case 'w':
      return WORD;
    case 's':
      return SPACE;
    case 'D':
      return PRINTABLE.filter((c) => !DIGITS.includes(c));
    case 'W':
      return PRINTABLE.filter((c) => !WORD.includes(c));
    case 'S':
      return PRINTABLE.filter((c) => !SPACE.includes(c));
    case 'n':
      return ['\n'];
    case 't':
      return ['\t'];
    default:
      if (/[0-9bBk]/.test(letter)) throw new Unsupported(letter);
      return [letter];
  }
}

function parse(pattern: string): Item[][] {
  let i = 0;
  const alternatives = (): Item[][] => {
    const result: Item[][] = [[]];
    while (i < pattern.length && pattern[i] !== ')') {
      if (pattern[i] === '|') {
        i++;
        result.push([]);
        continue;
      }
      const node = atom();
      const [min, max] = quantifier();
      result[result.length - 1].push({ node, min, max });
    }
    return result;
  };
  const atom = (): Node => {
    const c = pattern[i++];
    if (c === '^' || c === '$') return { kind: 'empty' };
    if (c === '.') return { kind: 'chars', chars: PRINTABLE };
    if (c === '\\') return { kind: 'chars', chars: escapeClass(pattern[i++]) };
    if (c === '(') {
      if (pattern[i] === '?') {
        if (pattern[i + 1] !== ':') throw new Unsupported('(?');
        i += 2;
      }
      const inner = alternatives();
      if (pattern[i++] !== ')') throw new Unsupported('unclosed group');
      return { kind: 'group', alternatives: inner };
    }
    if (c === '[') return charClass();
    return { kind: 'chars', chars: [c] };
  };
  const charClass = (): Node => {
    const negated = pattern[i] === '^';
    if (negated) i++;
    const chars: string[] = [];
    let first = true;
    while (i < pattern.length && (pattern[i] !== ']' || first)) {
      first = false;
      let c = pattern[i++];
      let set: string[] | undefined;
      if (c === '\\') {
        set = escapeClass(pattern[i++]);
        if (set.length === 1) {
          c = set[0];
          set = undefined;
        }
      }
      if (!set && pattern[i] === '-' && pattern[i + 1] !== ']' && i + 1 < pattern.length) {
        i++;
        let to = pattern[i++];
        if (to === '\\') to = pattern[i++];
        chars.push(...range(c, to));
      } else chars.push(...(set ?? [c]));
    }
    i++;
    return {
      kind: 'chars',
      chars: negated ? PRINTABLE.filter((p) => !chars.includes(p)) : chars,
    };
  };
  const quantifier = (): [number, number] => {
    const c = pattern[i];
    let bounds: [number, number] = [1, 1];
    if (c === '?') bounds = [0, 1];
    else if (c === '*') bounds = [0, Infinity];
    else if (c === '+') bounds = [1, Infinity];
    else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!match) return bounds;
      i += match[0].length;
      const min = Number(match[1]);
      const max = match[2] ? (match[3] ? Number(match[3]) : Infinity) : min;
      bounds = [min, max];
      if (pattern[i] === '?') i++;
      return bounds;
    } else return bounds;
    i++;
    if (pattern[i] === '?') i++;
    return bounds;
  };
  const result = alternatives();
  if (i < pattern.length) throw new Unsupported('unbalanced )');
  return result;
}

function render(alternatives: Item[][], rng: Prng, out: string[]): void {
  for (const item of rng.pick(alternatives)) {
    const max = Math.min(item.max, item.min + 4);
    const count = rng.int(item.min, Math.max(item.min, max));
    for (let n = 0; n < count; n++) {
      const node = item.node;
      if (node.kind === 'chars') out.push(rng.pick(node.chars));
      else if (node.kind === 'group') render(node.alternatives, rng, out);
    }
  }
}

const parsed = new Map<string, Item[][] | null>();

/** A string matching `pattern`, or undefined when the pattern is beyond this generator. */
export function stringMatching(pattern: string, rng: Prng): string | undefined {
  if (!parsed.has(pattern)) {
    try {
      parsed.set(pattern, parse(pattern));
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      parsed.set(pattern, null);
    }
  }
  const tree = parsed.get(pattern);
  if (!tree) return undefined;
  const check = new RegExp(pattern, 'u');
  for (let attempt = 0; attempt < 8; attempt++) {
    const out: string[] = [];
    render(tree, rng, out);
    const s = out.join('');
    if (check.test(s)) return s;
  }
  return undefined;
}
