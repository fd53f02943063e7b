// The examples of the contract belong to one world (openapi/EXAMPLES.md): facts that several
// examples show must agree, so the mock serves answers that fit together. Each fact below names
// the examples it compares.
import { describe, expect, it } from 'vitest';
import { loadContract, type Json } from '../support/contract.ts';

const doc = loadContract();
const paths = doc.paths as Record<string, Record<string, Json>>;

/** The example of an answer (status default 200) or, with status 'request', of the body. */
function example<T = Json>(route: string, method: string, status = '200'): T {
  const op = paths[route]?.[method];
  if (!op) throw new Error(`no operation ${method} ${route}`);
  const holder =
    status === 'request'
      ? (op.requestBody as Json)
      : ((op.responses as Record<string, Json>)[status] as Json);
  const media = (holder?.content as Record<string, Json> | undefined)?.['application/json'];
  // With named examples (the mock's scenarios), the first is the one served by default.
  const value = media && (media.example ?? firstNamed(media));
  if (value === undefined) throw new Error(`no example at ${method} ${route} ${status}`);
  return value as T;
}

function firstNamed(media: Json): unknown {
  const named = Object.values((media.examples ?? {}) as Record<string, Json>);
  return named[0]?.value;
}

/** Every answer example of the contract, with where it is. */
function answerExamples(): { where: string; value: unknown }[] {
  const out: { where: string; value: unknown }[] = [];
  for (const [route, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(
        (op.responses ?? {}) as Record<string, Json>,
      )) {
        for (const media of Object.values((response.content ?? {}) as Record<string, Json>)) {
          if (media.example !== undefined) {
            out.push({ where: `${method} ${route} ${status}`, value: media.example });
          }
          for (const [name, named] of Object.entries(
            (media.examples ?? {}) as Record<string, Json>,
          )) {
            out.push({ where: `${method} ${route} ${status} (${name})`, value: named.value });
          }
        }
      }
    }
  }
  return out;
}

/** Every object with an `id` below `value`. */
function withIds(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) value.forEach((v) => withIds(v, out));
  else if (value && typeof value === 'object') {
    const object = value as Json;
    if (typeof object.id === 'string') out.push(object);
    Object.values(object).forEach((v) => withIds(v, out));
  }
  return out;
}

const MANDATE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CHIARA = 'chiara.rossi@example.org';

interface Signature {
  id: string;
  accountEmail: string | null;
  quality: string;
  legislation: string | null;
  signerIdentityData: Json | null;
  documentSignatures: Json[];
}
interface Request {
  id: string;
  title: string;
  message: string;
  createdAt: string;
  initiatedAt: string | null;
  statusOverall: string;
  quality: string;
  legislation: string | null;
  documents: { id: string; createdAt: string; hash: string; pages: number }[];
  signatures: Signature[];
}
interface RequestEvents {
  events: { type: string; time: string; detail: string | null }[];
}

describe('facts that never change, wherever an id appears', () => {
  // Times of creation and sending, and who and how a signer signs, are fixed once set.
  const FIXED = ['createdAt', 'initiatedAt', 'invitedAt', 'hash', 'pages', 'accountEmail'];
  const SIGNER = ['quality', 'legislation'];

  it.each(FIXED.concat(SIGNER))('%s agrees in every answer', (field) => {
    const seen = new Map<string, Map<string, string[]>>();
    for (const { where, value } of answerExamples()) {
      for (const object of withIds(value)) {
        // A fact not set yet (null: a draft not initiated) is set once, later.
        if (!(field in object) || object[field] === null) continue;
        // quality/legislation are fixed for signatures (s-…) and requests, not for every object.
        if (SIGNER.includes(field) && !/^s-|^[0-9a-f]{8}-/.test(object.id as string)) continue;
        const values = seen.get(object.id as string) ?? new Map<string, string[]>();
        const key = JSON.stringify(object[field]);
        values.set(key, [...(values.get(key) ?? []), where]);
        seen.set(object.id as string, values);
      }
    }
    const disagreements = [...seen.entries()]
      .filter(([, values]) => values.size > 1)
      .map(
        ([id, values]) =>
          `${id}: ${[...values.entries()].map(([v, w]) => `${v} in ${w[0]}`).join(' / ')}`,
      );
    expect(disagreements).toEqual([]);
  });
});

describe('the business', () => {
  const statistics = example('/v2/businesses/{businessId}/statistics', 'get') as {
    signatures: Record<string, number>;
    members: number;
    invitedMembers: number;
  };
  const usage = example('/v2/businesses/{businessId}/subscriptions/usage', 'get') as {
    seats: { total: number; used: number };
    signatures: { quality: string; used: number }[];
    identifications: { legislation: string; used: number }[];
  };

  it('uses no more signatures this period than it made in total, per quality', () => {
    const perQuality = new Map<string, number>();
    for (const line of usage.signatures) {
      perQuality.set(line.quality, (perQuality.get(line.quality) ?? 0) + line.used);
    }
    for (const [quality, used] of perQuality) {
      expect(used, `${quality} this period`).toBeLessThanOrEqual(statistics.signatures[quality]);
    }
    const total = [...perQuality.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(statistics.signatures.total);
  });

  it('counts its seats as its members plus its pending invitations', () => {
    const members = example('/v1/businesses/{businessId}/members', 'get') as { items: unknown[] };
    const invitations = example('/v2/businesses/{businessId}/invitations', 'get') as {
      invitedMembers: unknown[];
    };
    expect(statistics.members).toBe(members.items.length);
    expect(statistics.invitedMembers).toBe(invitations.invitedMembers.length);
    expect(usage.seats.used).toBe(statistics.members + statistics.invitedMembers);
  });

  it('logs each invitation at the time it was sent, for the person it names', () => {
    const { invitedMembers } = example('/v2/businesses/{businessId}/invitations', 'get') as {
      invitedMembers: { email: string; firstName: string; lastName: string; invitedAt: string }[];
    };
    const { items } = example('/v2/businesses/{businessId}/activities/accounts', 'get') as {
      items: { event: string; occurredAt: string; account: Json }[];
    };
    for (const invitation of invitedMembers) {
      const entry = items.find(
        (i) => i.event === 'MEMBER_INVITED' && i.account.email === invitation.email,
      );
      expect(entry, invitation.email).toBeDefined();
      expect(entry!.occurredAt).toBe(invitation.invitedAt);
      expect(entry!.account).toMatchObject({
        firstName: invitation.firstName,
        lastName: invitation.lastName,
      });
    }
  });

  it('pays the identifications its activity log lists', () => {
    const { items } = example('/v2/businesses/{businessId}/activities/identifications', 'get') as {
      items: { legislation: string; cost: number }[];
    };
    for (const line of usage.identifications) {
      const paid = items.filter((i) => i.legislation === line.legislation && i.cost > 0).length;
      expect(paid, line.legislation).toBe(line.used);
    }
  });
});

describe('the mandate agreement, as the sender, the signer and the direct link see it', () => {
  const view = example<Request>('/v3/signature-requests/{requestId}', 'get');
  const direct = example<Request>('/v3/direct/signature-requests/{requestId}', 'get');
  const listed = (example('/v3/signature-requests', 'get') as { items: Request[] }).items.find(
    (r) => r.id === MANDATE,
  )!;

  it('is the same request in the user view, the list and the direct view', () => {
    const facts = (r: Request) => ({
      title: r.title,
      message: r.message,
      statusOverall: r.statusOverall,
      quality: r.quality,
      legislation: r.legislation,
      createdAt: r.createdAt,
      initiatedAt: r.initiatedAt,
      documents: r.documents.map((d) => ({ id: d.id, createdAt: d.createdAt, hash: d.hash })),
      signatures: r.signatures.map((s) => ({
        id: s.id,
        accountEmail: s.accountEmail,
        quality: s.quality,
        legislation: s.legislation,
        signerIdentityData: s.signerIdentityData,
        documentSignatures: s.documentSignatures,
      })),
    });
    expect(view.id).toBe(MANDATE);
    expect(facts(direct)).toEqual(facts(view));
    expect(facts(listed)).toEqual(facts(view));
  });

  it('was sent when it was initiated: the request, the send-to link and both histories agree', () => {
    const sendto = example('/v3/sendto/{sendtoId}/get-internal', 'get') as {
      signatureRequestId: string;
      sentAt: string;
    };
    expect(sendto.signatureRequestId).toBe(MANDATE);
    expect(sendto.sentAt).toBe(view.initiatedAt);
    for (const route of [
      '/v3/signature-requests/{requestId}/events',
      '/v3/direct/signature-requests/{requestId}/events',
    ]) {
      const { events } = example<RequestEvents>(route, 'get');
      const at = (type: string) => events.find((e) => e.type === type)?.time;
      expect(at('CREATED'), route).toBe(view.createdAt);
      expect(at('INITIATED'), route).toBe(view.initiatedAt);
      const added = events.find((e) => e.type === 'DOCUMENT_ADDED');
      if (added) expect(added.time, route).toBe(view.documents[0].createdAt);
    }
  });

  it('gives Chiara a quality she holds, and signs her by TAN without a qualified step-up', () => {
    const chiara = direct.signatures.find((s) => s.signerIdentityData?.emailAddress === CHIARA)!;
    const user = example('/v1/direct/user', 'get') as {
      email: string;
      signatureQualities: Record<string, Record<string, { quality: string }>>;
      attributes: { mobile?: string[] };
    };
    expect(user.email).toBe(CHIARA);
    const held = Object.values(user.signatureQualities).flatMap((scopes) =>
      Object.values(scopes).map((grant) => grant.quality),
    );
    expect(held).toContain(chiara.quality);
    // Her TAN goes to the mobile the sender entered, which is hers.
    expect(user.attributes.mobile?.[0]).toBe(chiara.signerIdentityData?.mobile);

    const body = example('/v3/direct/sign', 'post', 'request') as { tan?: string };
    const answer = example('/v3/direct/sign', 'post') as {
      results: { id: string; status: string; swisscom: unknown }[];
    };
    const result = answer.results.find((r) => r.id === MANDATE)!;
    expect(chiara.quality).not.toBe('qes');
    expect(result).toMatchObject({ status: 'SIGNED', swisscom: null });
    expect(body.tan).toMatch(/^[0-9]{6}$/);
  });

  it('asks Anna, who holds qes, for the qualified step-up', () => {
    const anna = view.signatures.find((s) => s.accountEmail === 'anna.meier@muster-treuhand.ch')!;
    const answer = example('/v3/sign', 'post') as {
      results: { id: string; status: string }[];
    };
    expect(anna.quality).toBe('qes');
    expect(answer.results.find((r) => r.id === MANDATE)?.status).toBe('STEP_UP_REQUIRED');
  });
});

/** A named example's value of an answer (status 200). */
function named<T = Json>(route: string, name: string, method = 'get'): T {
  const media = (
    (paths[route][method].responses as Record<string, Json>)['200'].content as Record<string, Json>
  )['application/json'];
  const found = (media.examples as Record<string, Json> | undefined)?.[name];
  if (!found) throw new Error(`no example ${name} at ${method} ${route}`);
  return found.value as T;
}

describe('every screen shows the same world (openapi/EXAMPLES.md)', () => {
  const LIST = '/v3/signature-requests';
  const all = named<{ items: Request[]; page: { totalElements: number } }>(LIST, 'all');
  const byId = (media: Json) => Object.keys((media.examples ?? {}) as Json);
  const single = (
    (paths[`${LIST}/{requestId}`].get.responses as Record<string, Json>)['200'].content as Record<
      string,
      Json
    >
  )['application/json'];

  it('lists in the documents tab (no filter) exactly the requests that open by id', () => {
    expect(all.items.map((r) => r.id).sort()).toEqual(byId(single).sort());
    expect(all.page.totalElements).toBe(all.items.length);
  });

  it('shows each request the same in the documents tab, its filter and its own page', () => {
    const filters = ['toSign', 'pending', 'completed', 'drafts', 'declined'];
    const filtered = filters.flatMap((filter) => named<{ items: Request[] }>(LIST, filter).items);
    for (const request of all.items) {
      expect(
        filtered.filter((r) => r.id === request.id),
        request.title,
      ).toEqual([request]);
      const own = named<Request>(`${LIST}/{requestId}`, request.id);
      expect(own.title).toBe(request.title);
      expect(own.statusOverall).toBe(request.statusOverall);
      expect(own.documents.map((d) => d.id)).toEqual(request.documents.map((d) => d.id));
    }
  });

  it('places every signature on a document of its own request', () => {
    for (const request of all.items) {
      const documents = new Set(request.documents.map((d) => d.id));
      for (const signature of request.signatures) {
        for (const placement of signature.documentSignatures) {
          expect(documents.has(placement.documentId as string), signature.id).toBe(true);
        }
      }
    }
  });

  it('counts on the dashboard and in the statistics the requests the lists hold', () => {
    const statistics = example<{ signatureRequests: Record<string, number> }>(
      '/v2/businesses/{businessId}/statistics',
      'get',
    );
    const counts = { total: all.items.length } as Record<string, number>;
    for (const request of all.items) {
      const key = request.statusOverall.toLowerCase();
      counts[key] = (counts[key] ?? 0) + 1;
    }
    for (const [status, count] of Object.entries(statistics.signatureRequests)) {
      expect(count, status).toBe(counts[status] ?? 0);
    }
  });

  it('counts in the business the members, admins and invitations it lists', () => {
    type Listed = { id: string }[];
    const { business } = example<{
      business: Json & { statistics: Record<string, number> };
    }>('/v2/businesses/user', 'get');
    for (const list of ['members', 'admins', 'invitedMembers', 'apiUsers', 'domains']) {
      expect((business[list] as Listed).length, list).toBe(business.statistics[list]);
    }
    const members = (business.members as Listed).map((m) => m.id);
    expect((business.admins as Listed).every((admin) => members.includes(admin.id))).toBe(true);
  });

  it('keeps the scenarios to what they change: the same business, its lists untouched', () => {
    const world = example<{ business: Json }>('/v2/businesses/user', 'get').business;
    for (const scenario of ['locked', 'lockedMember', 'trialExpired', 'manualInvoicing']) {
      const { business } = named<{ business: Json }>('/v2/businesses/user', scenario);
      const { billingStatus: changed, ...rest } = business;
      const { billingStatus: original, ...worldRest } = world;
      expect(rest, scenario).toEqual(worldRest);
      expect(changed, scenario).not.toEqual(original);
      expect(named<Json>('/v1/businesses/{businessId}', scenario).billingStatus).toEqual(changed);
    }
  });
});

describe('references between examples', () => {
  it('name only the requests, documents, business and people of the world', () => {
    const all = named<{ items: Request[] }>('/v3/signature-requests', 'all').items;
    const { business } = example<{ business: Json }>('/v2/businesses/user', 'get');
    type Person = { id?: string; username?: string; email: string };
    const people = ['members', 'invitedMembers', 'apiUsers'].flatMap(
      (list) => business[list] as Person[],
    );
    const known: Record<string, Set<string>> = {
      requestId: new Set(all.map((r) => r.id)),
      documentId: new Set(all.flatMap((r) => r.documents.map((d) => d.id))),
      businessId: new Set([business.id as string]),
      username: new Set(people.map((p) => p.id ?? p.username ?? '')),
      accountEmail: new Set(people.map((p) => p.email)),
    };
    known.signatureRequestId = known.requestId;
    known.invitedBy = known.username;
    const strays: string[] = [];
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) return value.forEach((item) => walk(item, where));
      if (!value || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        if (typeof child === 'string' && known[key] && !known[key].has(child)) {
          strays.push(`${where}: ${key} ${child}`);
        } else walk(child, where);
      }
    };
    for (const { where, value } of answerExamples()) if (/ 2\d\d/.test(where)) walk(value, where);
    expect(strays).toEqual([]);
  });
});
