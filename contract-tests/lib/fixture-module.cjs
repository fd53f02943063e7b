// Loads the fixture module the runner names (`--fixtures <module>`, else the reference server's,
// `none` for no module at all) and lets the fixtures call its functions by name. A function the
// module lacks throws MissingFixture, which the hooks turn into a skipped transaction with the
// reason "the fixture module provides no <name>" (not a failure: the backend chose not to).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const path = require('node:path');

const REFERENCE = path.join(__dirname, '..', 'fixture-interface', 'reference.cjs');

class MissingFixture extends Error {
  constructor(name) {
    super(`the fixture module provides no ${name}`);
    this.name = 'MissingFixture';
    this.fixture = name;
  }
}

/** `spec`: a module path, 'none', or undefined (the reference server's module). */
function loadFixtureModule(spec, env) {
  if (spec === 'none') return { source: 'none', functions: {} };
  const file = spec ? path.resolve(spec) : REFERENCE;
  const exported = require(file);
  const functions = typeof exported === 'function' ? exported(env) : exported;
  return { source: file, functions: functions || {} };
}

/** call(name, args): the module's function `name`, or MissingFixture; call.has(name). */
function fixtureCaller(module) {
  const has = (name) => typeof module.functions[name] === 'function';
  async function call(name, args = {}) {
    if (!has(name)) throw new MissingFixture(name);
    return module.functions[name](args);
  }
  call.has = has;
  return call;
}

module.exports = { loadFixtureModule, fixtureCaller, MissingFixture };
