// The API benchmark's references, in a process of their own (node --import tsx):
//   /a/<name>  a minimal Fastify route running the same SQL as the real operation — captured from
//              one real request at start (Kysely's query log) and replayed through the database
//              driver directly — with no authentication, no validation and no schema
//              serialisation; login also checks the password (scrypt), as the real one must;
//   /b/<name>  a bare route answering a fixed body of the real answer's size.
// ROUTES (JSON) names the requests; DATA_DIR and DATABASE_URL the database the server uses.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/connect.ts';
import { createMailer } from '../../server/src/mail/create-mailer.ts';
import { verifyPassword } from '../../server/src/security/passwords.ts';
import { hashToken } from '../../server/src/security/tokens.ts';

export interface RouteSpec {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** The answer is this stored file (storage key), read after the SQL. */
  file?: string;
  /** Login: replaced by its own SQL and the password check. */
  login?: boolean;
}

const routes = JSON.parse(process.env.ROUTES ?? '[]') as RouteSpec[];
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const filesDir = path.join(config.dataDir, 'files');

// 1. One real request per route, every query it runs recorded: only the queries run on the
// request's behalf (its async context, entered when the request arrives), not those of the
// server's periodic jobs (retention, expiries, reminders, LTV…), whose first pass starts with the
// server and would otherwise be replayed by the first route's reference on every answer.
type Captured = { sql: string; parameters: readonly unknown[] }[];
const capturing = new AsyncLocalStorage<Captured>();
const captureDb = openDatabase({
  ...config,
  log: (event) => {
    const capture = capturing.getStore();
    if (capture && event.level === 'query' && !/mail_/.test(event.query.sql)) {
      capture.push({ sql: event.query.sql, parameters: event.query.parameters });
    }
  },
});
const app = await buildApp(config, { db: captureDb, mailer: createMailer(config, captureDb) });
let next: Captured | undefined;
// The first onRequest hook of every route (the glue's routes add theirs, security included, after).
app.addHook('onRequest', (_request, _reply, done) => (next ? capturing.run(next, done) : done()));
const recorded = new Map<string, { queries: Captured; size: number; type: string }>();
for (const route of routes) {
  const capture: Captured = (next = []);
  const answer = await app.inject({
    method: route.method,
    url: route.url,
    headers: { ...route.headers, ...(route.body ? { 'content-type': 'application/json' } : {}) },
    payload: route.body,
  });
  if (answer.statusCode >= 300)
    throw new Error(`${route.name}: ${answer.statusCode} ${answer.body}`);
  recorded.set(route.name, {
    queries: capture,
    size: answer.rawPayload.length,
    type: String(answer.headers['content-type']),
  });
  next = undefined;
}
await app.close();
await captureDb.destroy();

// 2. The replay, straight through the driver (statements prepared once on SQLite). On PostgreSQL
// each statement is sent unnamed, so PostgreSQL parses and plans it on every run, where the server
// runs its hottest ones as named statements (db/named-statements.ts): the ratio against (a) there
// includes that saving, and the CPU time of PostgreSQL's backends per answer shows it.
type Run = (sql: string, parameters: readonly unknown[]) => Promise<Record<string, unknown>[]>;
let run: Run;
if (config.databaseUrl) {
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  run = async (sql, parameters) => (await pool.query(sql, parameters as unknown[])).rows;
} else {
  const sqlite = new Database(path.join(config.dataDir, 'signing.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  const statements = new Map<string, Database.Statement>();
  run = async (sql, parameters) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
    if (statement.reader) return statement.all(...parameters) as Record<string, unknown>[];
    statement.run(...parameters);
    return [];
  };
}
const placeholder = (n: number) => (config.databaseUrl ? `$${n}` : '?');

const server = Fastify({ logger: false });
for (const route of routes) {
  const { queries, size, type } = recorded.get(route.name)!;
  const fixed = Buffer.alloc(size, 'x');
  server.route({
    method: route.method,
    url: `/b/${route.name}`,
    handler: async (_request, reply) => reply.type(type).send(fixed),
  });
  server.route({
    method: route.method,
    url: `/a/${route.name}`,
    handler: async (request, reply) => {
      if (route.login) {
        const { email, password } = request.body as { email: string; password: string };
        const [user] = await run(
          `select id, password_hash from users where email = ${placeholder(1)}`,
          [email],
        );
        if (!user || !(await verifyPassword(password, String(user.password_hash)))) {
          return reply.code(401).send({ code: 'invalid_credentials' });
        }
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        await run(
          `insert into sessions (token_hash, user_id, created_at, expires_at) values (${[1, 2, 3, 4].map(placeholder).join(', ')})`,
          [
            hashToken(token),
            user.id,
            now.toISOString(),
            new Date(now.getTime() + 86_400_000).toISOString(),
          ],
        );
        return { token };
      }
      const results: Record<string, unknown>[][] = [];
      for (const query of queries) results.push(await run(query.sql, query.parameters));
      if (route.file) {
        // The real operation reads the cached image asynchronously too (its storage).
        return reply.type(type).send(await readFile(path.join(filesDir, route.file)));
      }
      return reply.type('application/json').send(JSON.stringify(results));
    },
  });
}
server.get('/ready', async () => ({
  queries: Object.fromEntries([...recorded].map(([name, r]) => [name, r.queries.length])),
}));
await server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
