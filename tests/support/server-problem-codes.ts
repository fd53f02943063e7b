// Every Problem `code` the reference server can send, read from its source (server/src) with the
// TypeScript parser: the codes passed to the domain-error constructors of domain-errors.ts
// (invalidInput, unauthenticated, forbidden(detail, code), notFound, conflict(detail, code),
// tooLarge, unsupportedType, ruleViolated(detail, code), tooSoon(…, code), unavailable(…, code))
// and to HttpProblem (problem.ts, plugins/*.ts), plus the default codes of those constructors.
// A code that is not a literal is followed where it comes from: a conditional of literals, the
// parameter of a local helper (its calls' literals), a field error's code (`errors[0].code`: the
// codes of the field errors the server builds), a function's return literals, or a table of
// literals. Whatever cannot be followed is reported, so no code slips through unseen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ServerCode {
  code: string;
  /** HTTP status, when the constructor fixes it. */
  status?: number;
  /** file:line of each place. */
  where: string[];
}

export interface ServerCodes {
  codes: Map<string, ServerCode>;
  /** Places whose code could not be followed to literals. */
  unresolved: string[];
}

/** The domain-error constructors: the argument that carries the code, and the status. */
const CONSTRUCTORS: Record<string, { arg?: number; status: number }> = {
  invalidInput: { status: 400 },
  unauthenticated: { status: 401 },
  forbidden: { arg: 1, status: 403 },
  notFound: { status: 404 },
  conflict: { arg: 1, status: 409 },
  tooLarge: { status: 413 },
  unsupportedType: { status: 415 },
  ruleViolated: { arg: 1, status: 422 },
  tooSoon: { arg: 2, status: 429 },
  unavailable: { arg: 2, status: 503 },
  // problem.ts's own helpers (HTTP side).
  unauthorized: { status: 401 },
  unsupportedMediaType: { status: 415 },
  notImplemented: { status: 501 },
};

interface Source {
  file: string;
  sf: ts.SourceFile;
}

function sources(dir: string): Source[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f))
    .map((file) => ({
      file,
      sf: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
    }));
}

function each(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => each(child, visit));
}

const calleeName = (expression: ts.Expression) =>
  ts.isIdentifier(expression)
    ? expression.text
    : ts.isPropertyAccessExpression(expression)
      ? expression.name.text
      : undefined;

export function serverProblemCodes(serverSrc: string): ServerCodes {
  const all = sources(serverSrc);
  const codes = new Map<string, ServerCode>();
  const unresolved: string[] = [];
  const at = (s: Source, node: ts.Node) =>
    `${path.relative(serverSrc, s.file)}:${s.sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const add = (code: string, status: number | undefined, where: string) => {
    const entry = codes.get(code) ?? { code, status, where: [] };
    if (entry.status === undefined) entry.status = status;
    entry.where.push(where);
    codes.set(code, entry);
  };

  /** Inside the arguments of a constructor call, whose Problem code is its own argument. */
  const insideConstructor = (node: ts.Node): boolean => {
    for (let up = node.parent; up; up = up.parent) {
      if (ts.isCallExpression(up) || ts.isNewExpression(up)) {
        const name = calleeName(up.expression);
        if (name && (name in CONSTRUCTORS || name === 'HttpProblem' || name === 'DomainError')) {
          return true;
        }
      }
      // A callback (`errors.map((e) => ({ … }))`) may sit in the call; a declaration may not.
      if (ts.isFunctionDeclaration(up) || ts.isMethodDeclaration(up)) return false;
    }
    return false;
  };

  /**
   * Codes of the field errors the server builds on their own ({ pointer, detail, code: 'x' }),
   * which `ruleViolated(…, errors[0].code, errors)` may turn into the Problem code. Field errors
   * written inside a constructor call are not: that call names the Problem code itself.
   */
  const fieldErrorCodes = (): string[] => {
    const found: string[] = [];
    for (const s of all) {
      each(s.sf, (node) => {
        if (!ts.isObjectLiteralExpression(node) || insideConstructor(node)) return;
        const names = node.properties.map((p) =>
          p.name && ts.isIdentifier(p.name) ? p.name.text : '',
        );
        if (!names.includes('pointer') || !names.includes('detail')) return;
        for (const p of node.properties) {
          if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'code') {
            if (ts.isStringLiteralLike(p.initializer)) found.push(p.initializer.text);
          }
        }
      });
    }
    return found;
  };

  /** String literals a function named `name` returns (anywhere in server/src). */
  const returnedLiterals = (name: string): string[] | undefined => {
    const found: string[] = [];
    let seen = false;
    for (const s of all) {
      each(s.sf, (node) => {
        if (ts.isFunctionDeclaration(node) && node.name?.text === name && node.body) {
          seen = true;
          each(node.body, (inner) => {
            if (ts.isReturnStatement(inner) && inner.expression) {
              found.push(...(literals(inner.expression, s) ?? []));
            }
          });
        }
      });
    }
    return seen ? found : undefined;
  };

  /** The type written on the parameter that declares `id`, if any. */
  function declaredType(id: ts.Identifier): string | undefined {
    for (let up: ts.Node | undefined = id.parent; up; up = up.parent) {
      if (!ts.isFunctionLike(up)) continue;
      const parameter = up.parameters.find(
        (p) => ts.isIdentifier(p.name) && p.name.text === id.text,
      );
      if (parameter) return parameter.type?.getText();
    }
    return undefined;
  }

  /** The literals an expression can be, or undefined when it cannot be followed. */
  function literals(expression: ts.Expression, s: Source): string[] | undefined {
    if (ts.isStringLiteralLike(expression)) return [expression.text];
    if (ts.isParenthesizedExpression(expression)) return literals(expression.expression, s);
    if (expression.kind === ts.SyntaxKind.UndefinedKeyword) return [];
    if (ts.isIdentifier(expression) && expression.text === 'undefined') return [];
    if (ts.isConditionalExpression(expression)) {
      const a = literals(expression.whenTrue, s);
      const b = literals(expression.whenFalse, s);
      return a && b ? [...a, ...b] : undefined;
    }
    // `error.code` of a DomainError: passed through (its codes are read at its constructors).
    if (
      ts.isPropertyAccessExpression(expression) &&
      expression.name.text === 'code' &&
      ts.isIdentifier(expression.expression) &&
      declaredType(expression.expression) === 'DomainError'
    ) {
      return [];
    }
    // `errors[0].code`: the code of one of the field errors the server builds.
    if (
      ts.isPropertyAccessExpression(expression) &&
      expression.name.text === 'code' &&
      ts.isElementAccessExpression(expression.expression)
    ) {
      return fieldErrorCodes();
    }
    // `known[1]`: an entry of a table of tuples (`const known = TABLE[key]`).
    if (ts.isElementAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const index = Number(expression.argumentExpression.getText(s.sf));
      const table = tableOf(expression.expression.text, s);
      return table?.map((row) => row[index]).filter((x): x is string => typeof x === 'string');
    }
    if (ts.isIdentifier(expression)) return identifier(expression, s);
    // `codeOf(state)`: the literals the function returns.
    if (ts.isCallExpression(expression)) {
      const name = calleeName(expression.expression);
      return name ? returnedLiterals(name) : undefined;
    }
    return undefined;
  }

  /** Rows of `const X: Record<…, [..]> = { key: [..] }` reached through `const y = X[...]`. */
  function tableOf(name: string, s: Source): unknown[][] | undefined {
    let rows: unknown[][] | undefined;
    each(s.sf, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name)) return;
      if (node.name.text !== name || !node.initializer) return;
      let init: ts.Expression = node.initializer;
      while (ts.isBinaryExpression(init) || ts.isConditionalExpression(init)) {
        init = ts.isBinaryExpression(init) ? init.left : init.whenTrue;
      }
      if (ts.isElementAccessExpression(init) && ts.isIdentifier(init.expression)) {
        rows = tableOf(init.expression.text, s);
      } else if (ts.isObjectLiteralExpression(init)) {
        rows = init.properties
          .filter(ts.isPropertyAssignment)
          .map((p) =>
            ts.isArrayLiteralExpression(p.initializer)
              ? p.initializer.elements.map((e) => (ts.isStringLiteralLike(e) ? e.text : undefined))
              : [],
          );
      }
    });
    return rows;
  }

  /** A name: a parameter (its default, or the literals its callers pass) or a variable. */
  function identifier(id: ts.Identifier, s: Source): string[] | undefined {
    let found: string[] | undefined;
    // The innermost function that declares it as a parameter.
    let node: ts.Node | undefined = id.parent;
    while (node && !found) {
      if (ts.isFunctionLike(node)) {
        const index = node.parameters.findIndex(
          (p) => ts.isIdentifier(p.name) && p.name.text === id.text,
        );
        if (index >= 0) {
          const parameter = node.parameters[index];
          const fromDefault = parameter.initializer ? literals(parameter.initializer, s) : [];
          const fromCalls = callersPass(node, index, s);
          found = fromDefault && fromCalls ? [...fromDefault, ...fromCalls] : undefined;
          return found;
        }
      }
      if (ts.isBlock(node) || ts.isSourceFile(node)) {
        for (const statement of node.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          for (const declaration of statement.declarationList.declarations) {
            if (!ts.isIdentifier(declaration.name) || declaration.name.text !== id.text) continue;
            const init = declaration.initializer;
            if (!init) continue;
            if (ts.isCallExpression(init)) {
              const name = calleeName(init.expression);
              return name ? returnedLiterals(name) : undefined;
            }
            return literals(init, s);
          }
        }
      }
      node = node.parent;
    }
    return found;
  }

  /** Literals passed at `index` by the calls of a local helper (`const problem = (…, code) =>`). */
  function callersPass(
    fn: ts.SignatureDeclaration,
    index: number,
    s: Source,
  ): string[] | undefined {
    const holder = fn.parent;
    const name =
      ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)
        ? holder.name.text
        : ts.isFunctionDeclaration(fn) && fn.name
          ? fn.name.text
          : undefined;
    if (!name) return undefined;
    // Exported constructors (domain-errors.ts, problem.ts) are followed at their call sites.
    if (name in CONSTRUCTORS) return [];
    const found: string[] = [];
    let followed = true;
    each(s.sf, (node) => {
      if (!ts.isCallExpression(node) || calleeName(node.expression) !== name) return;
      const arg = node.arguments[index];
      if (!arg) return;
      const values = literals(arg, s);
      if (values) found.push(...values);
      else followed = false;
    });
    return followed ? found : undefined;
  }

  for (const s of all) {
    const relative = path.relative(serverSrc, s.file);
    each(s.sf, (node) => {
      // new HttpProblem(status, code, …) and new DomainError(kind, code, …).
      if (ts.isNewExpression(node)) {
        const name = calleeName(node.expression);
        if (name !== 'HttpProblem' && name !== 'DomainError') return;
        const [first, second] = node.arguments ?? [];
        if (!second) return;
        const status =
          name === 'HttpProblem' && first && ts.isNumericLiteral(first)
            ? Number(first.text)
            : undefined;
        const values = literals(second, s);
        // DomainError's own `code` parameter is each constructor's: followed at the call sites.
        if (relative === 'domain-errors.ts' && ts.isIdentifier(second)) {
          for (const code of values ?? []) add(code, undefined, at(s, node));
          return;
        }
        if (values) values.forEach((code) => add(code, status, at(s, node)));
        else unresolved.push(`${at(s, node)} ${node.getText(s.sf).slice(0, 80)}`);
        return;
      }
      if (!ts.isCallExpression(node)) return;
      const name = calleeName(node.expression);
      const constructor = name ? CONSTRUCTORS[name] : undefined;
      if (!constructor || relative === 'domain-errors.ts' || relative === 'problem.ts') return;
      if (constructor.arg === undefined) return; // fixed code: read from its definition below
      const arg = node.arguments[constructor.arg];
      if (!arg) return; // the default code, read from its definition below
      const values = literals(arg, s);
      if (values) values.forEach((code) => add(code, constructor.status, at(s, node)));
      else unresolved.push(`${at(s, node)} ${node.getText(s.sf).slice(0, 80)}`);
    });
  }

  // The constructors' own (default or fixed) codes, with their statuses.
  for (const s of all.filter((x) => /(^|\/)(domain-errors|problem)\.ts$/.test(x.file))) {
    each(s.sf, (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name)) return;
      const constructor = CONSTRUCTORS[node.name.text];
      const fn = node.initializer;
      if (!constructor || !fn || !ts.isArrowFunction(fn)) return;
      each(fn.body, (inner) => {
        if (!ts.isNewExpression(inner)) return;
        const second = inner.arguments?.[1];
        if (!second) return;
        const values = ts.isIdentifier(second)
          ? (() => {
              const parameter = fn.parameters.find(
                (p) => ts.isIdentifier(p.name) && p.name.text === second.text,
              );
              return parameter?.initializer ? literals(parameter.initializer, s) : [];
            })()
          : literals(second, s);
        for (const code of values ?? []) add(code, constructor.status, at(s, inner));
      });
    });
  }
  return { codes, unresolved };
}
