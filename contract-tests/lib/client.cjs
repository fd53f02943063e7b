// A small HTTP client for the fixtures the hooks create through the API itself.
'use strict';

function createClient(baseUrl) {
  const base = baseUrl.replace(/\/$/, '');
  async function request(method, path, { token, body, headers = {}, raw } = {}) {
    const init = { method, headers: { ...headers } };
    if (token) init.headers.authorization = `Bearer ${token}`;
    if (raw) {
      init.body = raw.body;
      init.headers['content-type'] = raw.contentType;
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }
  /** Like request, but throws unless the status is the expected one. */
  async function expect(status, method, path, options) {
    const answer = await request(method, path, options);
    if (answer.status !== status) {
      throw new Error(
        `fixture ${method} ${path} answered ${answer.status} (expected ${status}): ${answer.text.slice(0, 300)}`,
      );
    }
    return answer;
  }
  return { base, request, expect };
}

module.exports = { createClient };
