// Builds the reference server. Order matters (fastify/demo style):
//   1. plugins that change how bodies are parsed (the multipart reader) — before the routes;
//   2. the AppContext the handlers receive (database, storage, mail, clock, providers, limiters);
//   3. the contract: routes, validation, security and serialisation from generated/openapi.json;
//   4. the app files and the not-found handler.
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { systemClock, type Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { DirectSignerResolver } from './caller.ts';
import type { AppContext } from './context.ts';
import { contractOperations, loadContract } from './contract.ts';
import { sqliteFileOf, type Db } from './db/connect.ts';
import { openReads } from './db/read-pool.ts';
import { MailQueue, type MailQueueOptions } from './mail/mail-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import { bindLinkKeys, createDirectSignerResolver } from './areas/direct/index.ts';
import {
  removeSpooledFilesAfterAnswers,
  spoolDirectory,
  spoolFilePart,
  spoolsFilePart,
} from './areas/documents/index.ts';
import { BusinessDeletionJob, keepLogoGiven, RetentionJob } from './areas/business/index.ts';
import { devAttachmentRoutes, WorkflowJob } from './areas/signature-requests/index.ts';
import { LtvJob } from './areas/signing/index.ts';
import { implemented, resolveHandlers } from './areas/index.ts';
import type { Handlers } from './areas/handler.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { buildLazySerializers } from './plugins/lazy-serializers.ts';
import { buildStrictSerializers } from './plugins/strict-answers.ts';
import { withTrustedContract } from './plugins/trusted-contract.ts';
import { registerAppFiles } from './plugins/app-files.ts';
import { registerPlaceholderImages } from './plugins/placeholder-images.ts';
import { authenticateBeforeBody } from './plugins/authenticate-first.ts';
import { redactedRequest } from './plugins/log-redaction.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { checkRequestBodies, refuseOversizedBodies } from './plugins/request-body.ts';
import { addSecurityHeaders } from './plugins/security-headers.ts';
import { registerMailbox } from './plugins/mailbox.ts';
import { registerMaintenanceGate } from './plugins/maintenance-gate.ts';
import { registerDevFixtures } from './plugins/dev-fixtures.ts';
import { registerSandboxIdentification } from './plugins/sandbox-identification.ts';
import { registerSandboxPayment } from './plugins/sandbox-payment.ts';
import { registerSsoCallback } from './plugins/sso-callback.ts';
import { keepRawBodies } from './plugins/raw-body.ts';
import { registerMultipartBodies } from './plugins/multipart-body.ts';
import { advanceBilling, devBillingRoutes } from './areas/billing/index.ts';
import { devSsoOnboardingRoutes, finishSsoLogin, SSO_CALLBACK_PATH } from './areas/auth/index.ts';
import { blockingUntil } from './areas/system/index.ts';
import {
  appointmentStatus,
  findByReference,
  recordProviderStatus,
} from './areas/identification/index.ts';
import { runMaintenanceCommand } from './cli/maintenance-command.ts';
import { devLogoRoutes } from './plugins/dev-logo-fixture.ts';
import { WebhookWorker } from './areas/webhooks/index.ts';
import {
  clientErrorProblem,
  handleError,
  MAX_PATH_PARAMETER_LENGTH,
  registerErrorHandler,
} from './plugins/errors.ts';
import { securityHandlers } from './plugins/security.ts';
import { useContractValidation } from './plugins/validation.ts';
import { createProviders, type Providers } from './providers/index.ts';
import { createLinkKeys, linkSecretOf } from './security/link-keys.ts';
import { createSecretBox } from './security/secret-box.ts';
import { createAuthLimiters } from './security/rate-limit.ts';
import { openServiceAuthority } from './areas/trust/index.ts';
import { FileStorage, type Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the handlers receive; exposed for the server's own plugins and for tests. */
    context: AppContext;
  }
}

export interface AppServices {
  db: Db;
  /** The transport queued mail is delivered to (createMailer: SMTP or the outbox table). */
  mailer: Mailer;
  /** Retry and timing settings of the mail queue (tests make them short). */
  mailQueue?: Partial<MailQueueOptions>;
  storage?: Storage;
  /** Resolves direct-link credentials; by default the direct area's, over `db`. */
  directSigners?: DirectSignerResolver;
  clock?: Clock;
  providers?: Partial<Providers>;
  /** Tests may run the server with another set of handlers. */
  handlers?: Handlers;
  /** Where the request log goes (standard output by default; tests read it). */
  logStream?: { write(line: string): void };
  /**
   * Tests: an answer with a property its contract schema does not list fails (500) instead of
   * losing it silently in the serialiser (plugins/strict-answers.ts).
   */
  strictAnswers?: boolean;
}

const BINARY_MEDIA_TYPES = [
  'application/pdf',
  'application/zip',
  'application/octet-stream',
  'image/png',
  'image/webp',
  'image/jpeg',
  'text/csv',
  'application/problem+json',
  // The trust area's requests (RFC 6960, RFC 3161) and answers.
  'application/ocsp-request',
  'application/timestamp-query',
  'application/ocsp-response',
  'application/timestamp-reply',
  'application/pkix-cert',
  'application/pkix-crl',
  'application/x-pem-file',
];

/** A hop count as a trust function (proxy-addr asks once per hop, nearest first). */
const fastifyTrustProxy = (trust: string[] | number) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(
  config: ServerConfig,
  services: AppServices,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: redactedRequest },
      ...(services.logStream ? { stream: services.logStream } : {}),
    },
    // One sampled line per request instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // Fastify's default is no limit; a bound is also what lets a start tell a crash's leftover
    // spooled upload from one still arriving (config.ts).
    requestTimeout: config.requestTimeoutMs,
    // request.ip is the client's behind the configured proxies (config.ts, TRUST_PROXY).
    ...(config.trustProxy === undefined
      ? {}
      : { trustProxy: fastifyTrustProxy(config.trustProxy) }),
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    ajv: { customOptions: { strict: false } },
    schemaController: {
      compilersFactory: {
        buildSerializer: services.strictAnswers ? buildStrictSerializers : buildLazySerializers,
      },
    },
    // The router's refusals (a broken %-escape, a path parameter over the limit: 400) and the
    // HTTP parser's (headers too large: 431) answer Problems like every other error. The limit
    // is above every path parameter's maxLength, so most too-long parameters meet the contract's
    // validation first (400 with their own pointer).
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: handleError,
    clientErrorHandler: clientErrorProblem,
  });
  // Callback hooks where the work is synchronous (here and in the plugins below): an async hook
  // costs every answer a promise and a turn of the microtask queue (per-request cost).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerRequestLog(app, { sample: config.logRequestSample, slowMs: config.logSlowMs });
  addSecurityHeaders(app, { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins });
  // Answers over 1 KB of a compressible type (JSON, text, HTML) go out compressed when the client
  // accepts it. Built app files are compressed at build time and sent as they are (app-files.ts);
  // PDFs, images and archives are not compressible types, and partial content (206) never is.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  // One reader for every multipart body: a document's file part goes to disk as it arrives
  // (documents area), other file parts (images, the PDF to verify) into memory.
  await registerMultipartBodies(app, {
    limitBytes: config.bodyLimitBytes,
    readFilePart: (request, part) =>
      spoolsFilePart(request)
        ? spoolFilePart(request, part, spoolDirectory(config.dataDir))
        : undefined,
  });
  removeSpooledFilesAfterAnswers(app);

  const clock = services.clock ?? systemClock;
  // Mail goes through the queue, delivered by its worker from the first request until close.
  const mailQueue = new MailQueue(services.db, services.mailer, app.log, services.mailQueue);
  app.addHook('onReady', async () => mailQueue.start());
  app.addHook('onClose', async () => mailQueue.stop());
  // The billing job moves trials, renewals and payment issues on as the clock passes.
  let billingTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    billingTimer = setInterval(() => {
      advanceBilling(context).catch((error: unknown) =>
        app.log.error({ err: error }, 'billing job failed'),
      );
    }, 60_000);
    billingTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(billingTimer));
  const linkSecret = linkSecretOf(config);
  const linkKeys = createLinkKeys(linkSecret);
  // Started at the first long read, closed with the server (db/read-pool.ts).
  const reads = openReads(services.db, sqliteFileOf(services.db), {
    size: config.readWorkers,
    statementCacheSize: config.statementCacheSize,
  });
  if (reads !== services.db) app.addHook('onClose', async () => reads.destroy());
  const context: AppContext = {
    config,
    db: services.db,
    reads,
    storage: services.storage ?? new FileStorage(path.join(config.dataDir, 'files')),
    mailer: services.mailer,
    mailQueue,
    linkKeys,
    secretBox: createSecretBox(linkSecret),
    clock,
    log: app.log,
    directSigners: bindLinkKeys(
      services.directSigners ?? createDirectSignerResolver(services.db),
      linkKeys,
    ),
    limiters: createAuthLimiters(services.db, clock),
    // The worker is built right after the context it reads (below).
    webhooks: { runDue: () => webhookWorker.runDue() },
    // The sandbox SMS is a mail: it goes through the queue too.
    providers: {
      ...createProviders(config, mailQueue.mailer, { db: services.db, clock }),
      ...services.providers,
    },
    // Certificates name the published trust chain and are recorded for OCSP (trust area).
    certificateAuthority: () => openServiceAuthority(config, services.db),
  };
  app.decorate('context', context);
  // Webhook deliveries from their outbox, on a timer from the first request until close.
  const webhookWorker = new WebhookWorker(context);
  app.addHook('onReady', async () => webhookWorker.start());
  app.addHook('onClose', async () => webhookWorker.stop());
  // Retention deletes the documents of finished requests of businesses that turned it on, on a
  // timer from the first request until close (business area, settings).
  const retention = new RetentionJob(context);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
  // Requested business deletions are carried out by a timer once due (business area).
  const deletions = new BusinessDeletionJob(context);
  app.addHook('onReady', async () => deletions.start());
  app.addHook('onClose', async () => deletions.stop());
  // Expiries and automatic reminders of signature requests, on a timer.
  const workflow = new WorkflowJob(context);
  app.addHook('onReady', async () => workflow.start());
  app.addHook('onClose', async () => workflow.stop());
  // Long-term validation of the documents of completed requests and their re-stamps,
  // on a timer (LTV_POLL_MS) from the first request until close (signing area, ltv/job.ts).
  const ltv = new LtvJob(context);
  app.addHook('onReady', async () => ltv.start());
  app.addHook('onClose', async () => ltv.stop());
  app.decorateRequest('principal', null);

  // The contract also names media types that only answers use (binary files, problem+json); giving
  // them a raw parser keeps the glue from warning, and checkRequestBodies still refuses
  // them wherever an operation does not list them as a request body.
  app.addContentTypeParser(BINARY_MEDIA_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  refuseOversizedBodies(app, config.bodyLimitBytes);
  keepRawBodies(app);
  useContractValidation(app);
  registerErrorHandler(app);

  const contract = loadContract();
  const operations = contractOperations(contract);
  checkRequestBodies(
    app,
    new Set(operations.filter((o) => o.bodyRequired).map((o) => o.operationId)),
  );
  authenticateBeforeBody(app);
  const handlers = resolveHandlers(operations, context, services.handlers ?? implemented);
  // A blocking maintenance closes every operation that declares a 503 (the status page stays).
  const maintenanceGate = registerMaintenanceGate(
    app,
    context,
    new Set(
      operations
        .filter((o) => contract.paths[o.path]?.[o.method]?.responses?.['503'])
        .map((o) => o.operationId),
    ),
    blockingUntil,
  );
  await withTrustedContract(async () =>
    app.register(openapiGlue, {
      specification: contract,
      // resolveHandlers already proved every operation has a handler.
      operationResolver: (operationId: string) => handlers.get(operationId)!,
      securityHandlers: securityHandlers(context),
    }),
  );

  // The local mailbox page (outbox transport only) sits before the app's catch-all.
  await registerMailbox(app, context);
  // The plugins below import no area: app.ts hands them the areas' functions and pages.
  await registerDevFixtures(app, context, maintenanceGate, {
    runMaintenance: (args) => runMaintenanceCommand(context.db, args, context.clock.now()),
    areaPages: [
      devSsoOnboardingRoutes,
      devAttachmentRoutes,
      devBillingRoutes,
      devLogoRoutes(keepLogoGiven),
    ],
  });
  await registerSandboxIdentification(app, context, {
    findByReference,
    recordProviderStatus,
    appointmentStatus,
  });
  await registerSandboxPayment(app, context);
  await registerSsoCallback(app, context, { path: SSO_CALLBACK_PATH, finish: finishSsoLogin });
  await registerApiDocs(app);
  await registerPlaceholderImages(app, context);
  await registerAppFiles(app, config.appDir);
  return app;
}
