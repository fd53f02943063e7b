// What every answer must be: below 500 (501 only for pending operations), an error answer a
// Problem (application/problem+json) that validates against the contract's Problem and against
// the operation's declared answer for that status, with Retry-After on 429 and 503. Statuses the
// operation does not declare, and success bodies that do not match their schema, are findings.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenApi } from '../../../src/contract.ts';
import type { Operation } from './operations.ts';

/** Statuses any operation may answer: Fastify's URI too long and headers too large. */
export const ALWAYS_ALLOWED = new Set(['414', '431']);

export interface Verdict {
  /** Broken guarantees: the test fails on these. */
  failures: string[];
  /** The status is not one the operation declares. */
  undeclared: boolean;
  /** A success body that does not validate (a finding, not a failure). */
  badSuccessBody?: string;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export class Oracle {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly doc: OpenApi) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addFormat('password', true);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ ...doc, $id: 'contract' } as object);
  }

  private validator(pointer: string): ValidateFunction | null {
    if (!this.compiled.has(pointer))
      this.compiled.set(pointer, this.ajv.getSchema(pointer) ?? null);
    return this.compiled.get(pointer)!;
  }

  /** The schema pointer of `operation`'s declared answer `status` in `mediaType`, if any. */
  private declaredSchema(
    operation: Operation,
    status: string,
    mediaType: string,
  ): string | undefined {
    const raw = (
      this.doc.paths[operation.path] as unknown as Record<
        string,
        {
          responses: Record<
            string,
            { $ref?: string; content?: Record<string, { schema?: unknown }> }
          >;
        }
      >
    )[operation.method.toLowerCase()].responses[status];
    if (!raw) return undefined;
    let pointer = `contract#/paths/${escape(operation.path)}/${operation.method.toLowerCase()}/responses/${status}`;
    let entry = raw;
    if (raw.$ref) {
      const name = raw.$ref.split('/').at(-1)!;
      entry = (this.doc.components as { responses: Record<string, typeof raw> }).responses[name];
      pointer = `contract#/components/responses/${name}`;
    }
    if (!entry.content?.[mediaType]?.schema) return undefined;
    return `${pointer}/content/${escape(mediaType)}/schema`;
  }

  /** Why `body` is not the contract's Problem (empty when it is one). */
  problemErrors(body: unknown): string[] {
    const problem = this.validator('contract#/components/schemas/Problem')!;
    return problem(body) ? [] : [this.ajv.errorsText(problem.errors)];
  }

  /** `head`: the request was a HEAD, whose answer has the status and headers but no body. */
  judge(operation: Operation, response: LightMyRequestResponse, head = false): Verdict {
    const failures: string[] = [];
    const status = response.statusCode;
    const code = String(status);
    const declared = code in operation.responses;
    const allowed = declared || ALWAYS_ALLOWED.has(code) || (status === 501 && operation.pending);
    if (status >= 500 && !(status === 501 && operation.pending))
      failures.push(`answered ${status}`);
    if (head) return { failures, undeclared: !allowed };
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    let badSuccessBody: string | undefined;
    if (status >= 400) {
      if (mediaType !== 'application/problem+json')
        failures.push(`error answer with Content-Type "${response.headers['content-type']}"`);
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        failures.push('error answer is not JSON');
      }
      if (body !== undefined) {
        const problem = this.validator('contract#/components/schemas/Problem')!;
        if (!problem(body)) failures.push(`not a Problem: ${this.ajv.errorsText(problem.errors)}`);
        else if ((body as { status: number }).status !== status)
          failures.push(`Problem.status ${(body as { status: number }).status} ≠ ${status}`);
        const pointer = declared ? this.declaredSchema(operation, code, mediaType) : undefined;
        if (declared && !pointer)
          failures.push(`${code} is declared without ${mediaType || 'this media type'}`);
        const validate = pointer ? this.validator(pointer) : null;
        if (validate && !validate(body))
          failures.push(
            `does not match the declared ${code}: ${this.ajv.errorsText(validate.errors)}`,
          );
      }
      if ((status === 429 || status === 503) && !(Number(response.headers['retry-after']) >= 1))
        failures.push(`${status} without Retry-After`);
    } else if (declared && mediaType === 'application/json') {
      const pointer = this.declaredSchema(operation, code, mediaType);
      const validate = pointer ? this.validator(pointer) : null;
      if (!pointer) badSuccessBody = `${code} answered application/json, not declared`;
      else if (validate && !validate(response.json()))
        badSuccessBody = this.ajv.errorsText(validate.errors);
    }
    return { failures, undeclared: !allowed, badSuccessBody };
  }
}
