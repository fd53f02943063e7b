// The contract as the contract tests see it: its operations, the schema of each answer, and a
// copy of the document that dredd 14 can read.
//
// dredd 14's OpenAPI parser knows OpenAPI 3.0 only: it stops on 3.1 parameters whose examples sit
// in `examples` ("Required URI parameter … has no example") and would compare answers with the
// examples key by key (false failures on optional fields, no type checks; docs/architecture.md#decision-contract-tests). So dredd
// gets a reduced 3.0 document — paths, methods, parameters with an example each, request bodies
// with their example, responses with status and media type but no schema — and the hooks
// validate every answer against the real schema of generated/openapi.json with Ajv 2020.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const path = require('node:path');
const { readFileSync } = require('node:fs');

const CONTRACT_PATH = path.resolve(__dirname, '../../generated/openapi.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function loadContract() {
  return JSON.parse(readFileSync(CONTRACT_PATH, 'utf8'));
}

const unescape = (s) => s.replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function resolve(contract, node) {
  let current = node;
  for (let depth = 0; current && current.$ref && depth < 10; depth++) {
    current = current.$ref
      .slice(2)
      .split('/')
      .map(unescape)
      .reduce((n, key) => (n ? n[key] : undefined), contract);
  }
  return current;
}

/** Every operation: id, method, path, tag, security, parameters (resolved), the raw operation. */
function contractOperations(contract) {
  const list = [];
  for (const [p, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters || []), ...(op.parameters || [])].map((x) =>
        resolve(contract, x),
      );
      list.push({
        operationId: op.operationId,
        method,
        path: p,
        tag: op.tags[0],
        summary: op.summary,
        security: op.security ?? contract.security ?? [],
        parameters,
        operation: op,
      });
    }
  }
  return list;
}

function firstType(schema) {
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  return type || 'string';
}

function exampleOf(param) {
  const schema = param.schema || {};
  if (param.example !== undefined) return param.example;
  if (param.examples && typeof param.examples === 'object') {
    const first = Object.values(param.examples)[0];
    if (first && first.value !== undefined) return first.value;
  }
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = firstType(schema);
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'example';
}

function bodyExample(media) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  if (media.examples) {
    const first = Object.values(media.examples)[0];
    if (first && first.value !== undefined) return first.value;
  }
  if (media.schema && Array.isArray(media.schema.examples)) return media.schema.examples[0];
  return undefined;
}

/**
 * The reduced OpenAPI 3.0 document dredd runs (see the top of this file); with `only`, just those
 * operations (a quick run of a few operations: dredd then neither runs nor counts the others).
 */
function dreddDocument(contract, { only } = {}) {
  const paths = {};
  for (const op of contractOperations(contract)) {
    if (only && !only.includes(op.operationId)) continue;
    const parameters = op.parameters
      .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
      .map((p) => {
        const type = firstType(p.schema);
        return {
          name: p.name,
          in: p.in,
          required: p.in === 'path' ? true : Boolean(p.required),
          schema: { type: type === 'array' || type === 'object' ? 'string' : type },
          example: exampleOf(p),
        };
      });
    const responses = {};
    for (const [status, raw] of Object.entries(op.operation.responses)) {
      const response = resolve(contract, raw);
      const content = {};
      for (const mediaType of Object.keys(response.content || {})) content[mediaType] = {};
      responses[status] = {
        description: response.description || status,
        ...(Object.keys(content).length ? { content } : {}),
      };
    }
    const operation = {
      operationId: op.operationId,
      summary: op.summary || op.operationId,
      tags: [op.tag],
      parameters,
      responses,
    };
    const requestBody = resolve(contract, op.operation.requestBody);
    if (requestBody && requestBody.content) {
      const content = {};
      for (const [mediaType, media] of Object.entries(requestBody.content)) {
        const example = bodyExample(media);
        content[mediaType] = {
          schema: { type: 'object' },
          ...(example !== undefined && mediaType.includes('json') ? { example } : {}),
        };
      }
      operation.requestBody = { required: Boolean(requestBody.required), content };
    }
    paths[op.path] = paths[op.path] || {};
    paths[op.path][op.method] = operation;
  }
  return {
    openapi: '3.0.3',
    info: { title: contract.info.title, version: contract.info.version },
    paths,
  };
}

module.exports = {
  CONTRACT_PATH,
  loadContract,
  resolve,
  escape,
  contractOperations,
  dreddDocument,
  exampleOf,
  bodyExample,
};
