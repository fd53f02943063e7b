// Validates an answer against the contract: the status must be one the operation lists, the
// media type one that status lists, and a JSON body must match that schema (Ajv 2020 with
// formats, strict off, the whole contract added as one schema so every $ref resolves).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const Ajv2020 = require('ajv/dist/2020').default;
const addFormats = require('ajv-formats').default;
const { escape, resolve } = require('./contract.cjs');

function createValidator(contract) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(contract, 'contract');

  /**
   * @returns a list of problems (empty when the answer follows the contract)
   */
  return function validateAnswer(op, status, contentType, bodyText) {
    const responses = op.operation.responses;
    const key = String(status);
    const raw = responses[key] || responses[`${key[0]}XX`] || responses.default;
    if (!raw)
      return [
        `status ${status} is not in the contract (it lists ${Object.keys(responses).join(', ')})`,
      ];
    const pointer = raw.$ref
      ? raw.$ref
      : `#/paths/${escape(op.path)}/${op.method}/responses/${responses[key] ? key : `${key[0]}XX`}`;
    const response = resolve(contract, raw);
    const listed = Object.keys(response.content || {});
    if (listed.length === 0) {
      return bodyText && bodyText.length ? [`status ${status} has no body in the contract`] : [];
    }
    const mediaType = (contentType || '').split(';')[0].trim().toLowerCase();
    if (!listed.includes(mediaType)) {
      return [
        `media type "${mediaType || '(none)'}" is not listed for ${status} (${listed.join(', ')})`,
      ];
    }
    if (!/[/+]json$/.test(mediaType)) {
      return bodyText && bodyText.length ? [] : [`empty ${mediaType} body`];
    }
    let body;
    try {
      body = JSON.parse(bodyText);
    } catch (error) {
      return [`the ${mediaType} body is not JSON: ${error.message}`];
    }
    const validate = ajv.getSchema(`contract${pointer}/content/${escape(mediaType)}/schema`);
    if (!validate) return [`no schema for ${status} ${mediaType}`];
    if (validate(body)) return [];
    return validate.errors.map(
      (e) =>
        `${e.instancePath || '/'} ${e.message}${e.params && e.params.additionalProperty ? ` (${e.params.additionalProperty})` : ''}${e.params && e.params.allowedValues ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`,
    );
  };
}

module.exports = { createValidator };
