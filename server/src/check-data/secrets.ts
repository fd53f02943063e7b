// The sealed secrets of check:data: every webhook signing secret (and the one a rotation keeps
// for a day) and every SSO client secret must be sealed (security/secret-box.ts) and open with
// the deployment's key. A value in clear is what whoever holds the database or a backup could
// use (forge signed deliveries, log in as the business's provider); a value that does not open
// signs nothing and logs nobody in (a changed LINK_SECRET, a restore without its key).
import { CLIENT_SECRET_PURPOSE } from '../areas/auth/index.ts';
import { secretPurpose } from '../areas/webhooks/index.ts';
import type { Db } from '../db/connect.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { Problem } from './report.ts';

/** The shape of a sealed value (`v1.` IV, tag and body, base64url): anything else is clear. */
const SEALED_SHAPE = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/;

interface Stored {
  subject: string;
  what: string;
  value: string;
  purpose: string;
}

async function storedSecrets(db: Db): Promise<Stored[]> {
  const [endpoints, providers] = await Promise.all([
    db
      .selectFrom('webhook_endpoints')
      .select(['id', 'secret', 'previous_secret'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('identity_providers')
      .select(['business_id', 'client_secret_sealed'])
      .orderBy('business_id')
      .execute(),
  ]);
  return [
    ...endpoints.flatMap((row) => [
      {
        subject: `webhook ${row.id}`,
        what: 'signing secret',
        value: row.secret,
        purpose: secretPurpose(row.id),
      },
      ...(row.previous_secret === null
        ? []
        : [
            {
              subject: `webhook ${row.id}`,
              what: 'replaced signing secret',
              value: row.previous_secret,
              purpose: secretPurpose(row.id),
            },
          ]),
    ]),
    ...providers.map((row) => ({
      subject: `business ${row.business_id}`,
      what: 'SSO client secret',
      value: row.client_secret_sealed,
      purpose: CLIENT_SECRET_PURPOSE,
    })),
  ];
}

const opens = (box: SecretBox, stored: Stored) => {
  try {
    box.open(stored.value, stored.purpose);
    return true;
  } catch {
    return false;
  }
};

/**
 * The problems of the stored secrets. `box`: the deployment's secret box; 'missing' when its key
 * is nowhere (no LINK_SECRET and no DATA_DIR/link-secret: every sealed value is reported);
 * undefined to judge the values by their shape only (a clear one is still found).
 */
export async function checkSecrets(
  db: Db,
  box: SecretBox | 'missing' | undefined,
): Promise<{ secrets: number; problems: Problem[] }> {
  const stored = await storedSecrets(db);
  const problems: Problem[] = [];
  for (const secret of stored) {
    const sealedShape = SEALED_SHAPE.test(secret.value);
    if (box === undefined ? sealedShape : box !== 'missing' && opens(box, secret)) continue;
    if (!sealedShape) {
      problems.push({
        kind: 'clear_secret',
        subject: secret.subject,
        detail: `its ${secret.what} is stored in clear, not sealed`,
        repairable: false,
      });
    } else {
      problems.push({
        kind: 'unsealable_secret',
        subject: secret.subject,
        detail:
          box !== 'missing'
            ? `its ${secret.what} does not open with the key (LINK_SECRET or DATA_DIR/link-secret): not the key it was sealed with, or the value was changed`
            : `its ${secret.what} cannot be opened: no key (set LINK_SECRET, or restore DATA_DIR/link-secret)`,
        repairable: false,
      });
    }
  }
  return { secrets: stored.length, problems };
}
