// Validates an answer against the contract: the status must be one the operation lists, the
// media type one that status lists, and a JSON body must match that schema (Ajv 2020 with
// formats, strict off, the whole contract added as one schema so every $ref resolves).
//
// Every problem is a violation { instancePath, schemaPath, message } whose schemaPath is a pointer
// into the contract itself (`#/components/schemas/User/properties/emailVerified/type`), so a team
// sees which schema its answer broke. Ajv reports schemaPath relative to the schema it compiled
// (a $ref'd component compiles on its own: `#/properties/emailVerified/type` with no hint of
// `User`); with `verbose` it also hands back the very schema object that holds the keyword
// (`parentSchema`), and Ajv compiles the contract's own objects without copying them, so a map
// from every object of the contract to its pointer names the place exactly, through any $ref.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const Ajv2020 = require('ajv/dist/2020').default;
const addFormats = require('ajv-formats').default;
const { escape, resolve } = require('./contract.cjs');

/** Every object (and array) of the document → its JSON pointer (`#/components/schemas/User`). */
function pointerIndex(document) {
  const index = new Map();
  const visit = (node, pointer) => {
    if (!node || typeof node !== 'object' || index.has(node)) return;
    index.set(node, pointer);
    for (const [key, child] of Object.entries(node)) visit(child, `${pointer}/${escape(key)}`);
  };
  visit(document, '#');
  return index;
}

/** The Ajv error's keyword location as a pointer into the contract. */
function contractSchemaPath(error, index, compiledRoot) {
  const keyword = error.schemaPath.split('/').pop();
  const owner = index.get(error.parentSchema);
  if (owner) return `${owner}/${keyword}`;
  // A boolean schema (`false`) has no object to look up: Ajv's path is then relative to the
  // compiled root, which is exact unless the keyword sits inside a $ref'd component.
  return `${compiledRoot}${error.schemaPath.slice(1)}`;
}

function describe(error) {
  const { params = {} } = error;
  const extra = params.additionalProperty ?? params.unevaluatedProperty;
  let message = error.message;
  if (extra !== undefined) message += ` (${extra})`;
  if (params.allowedValues) message += ` ${JSON.stringify(params.allowedValues)}`;
  return message;
}

/** One violation as the failure line shows it: `/emailVerified must be boolean (#/…/type)`. */
function formatViolation(violation) {
  const where = violation.instancePath === undefined ? '' : `${violation.instancePath || '/'} `;
  const schema = violation.schemaPath ? ` (${violation.schemaPath})` : '';
  return `${where}${violation.message}${schema}`;
}

function createValidator(contract) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, verbose: true });
  addFormats(ajv);
  ajv.addSchema(contract, 'contract');
  const index = pointerIndex(contract);

  /**
   * @returns the violations of the answer (an empty list when it follows the contract)
   */
  return function validateAnswer(op, status, contentType, bodyText) {
    const responses = op.operation.responses;
    const responsesPointer = `#/paths/${escape(op.path)}/${op.method}/responses`;
    const key = String(status);
    const listedKey = responses[key] ? key : responses[`${key[0]}XX`] ? `${key[0]}XX` : 'default';
    const raw = responses[listedKey];
    if (!raw)
      return [
        {
          message: `status ${status} is not in the contract (it lists ${Object.keys(responses).join(', ')})`,
          schemaPath: responsesPointer,
        },
      ];
    const pointer = raw.$ref ? raw.$ref : `${responsesPointer}/${escape(listedKey)}`;
    const response = resolve(contract, raw);
    const listed = Object.keys(response.content || {});
    if (listed.length === 0) {
      return bodyText && bodyText.length
        ? [{ message: `status ${status} has no body in the contract`, schemaPath: pointer }]
        : [];
    }
    const mediaType = (contentType || '').split(';')[0].trim().toLowerCase();
    if (!listed.includes(mediaType)) {
      return [
        {
          message: `media type "${mediaType || '(none)'}" is not listed for ${status} (${listed.join(', ')})`,
          schemaPath: `${pointer}/content`,
        },
      ];
    }
    const mediaPointer = `${pointer}/content/${escape(mediaType)}`;
    if (!/[/+]json$/.test(mediaType)) {
      return bodyText && bodyText.length
        ? []
        : [{ message: `empty ${mediaType} body`, schemaPath: mediaPointer }];
    }
    let body;
    try {
      body = JSON.parse(bodyText);
    } catch (error) {
      return [
        {
          message: `the ${mediaType} body is not JSON: ${error.message}`,
          schemaPath: mediaPointer,
        },
      ];
    }
    const schemaPointer = `${mediaPointer}/schema`;
    const validate = ajv.getSchema(`contract${schemaPointer}`);
    if (!validate)
      return [{ message: `no schema for ${status} ${mediaType}`, schemaPath: mediaPointer }];
    if (validate(body)) return [];
    return validate.errors.map((error) => ({
      instancePath: error.instancePath,
      message: describe(error),
      schemaPath: contractSchemaPath(error, index, schemaPointer),
    }));
  };
}

module.exports = { createValidator, formatViolation, pointerIndex };
