// The sandbox payment provider's objects (customers, setup intents, payment methods,
// subscriptions, invoices), kept as JSON in payment_sandbox_objects so they outlive a restart
// like a real provider's. All of the sandbox's SQL is here.
import type { Db } from '../db/connect.ts';

export type SandboxKind =
  | 'customer'
  | 'setup_intent'
  | 'payment_method'
  | 'subscription'
  | 'invoice'
  | 'portal_session'
  | 'chargebee_portal_session';

export class SandboxObjects {
  constructor(private readonly db: Db) {}

  async put<T extends object>(
    kind: SandboxKind,
    id: string,
    customerId: string | null,
    data: T,
    now: Date,
  ): Promise<void> {
    const json = JSON.stringify(data);
    const updated = await this.db
      .updateTable('payment_sandbox_objects')
      .set({ data: json })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await this.db
      .insertInto('payment_sandbox_objects')
      .values({ id, kind, customer_id: customerId, data: json, created_at: now.toISOString() })
      .execute();
  }

  async get<T>(kind: SandboxKind, id: string): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('payment_sandbox_objects')
      .select('data')
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  /** The customer's objects of a kind, oldest first. */
  async list<T>(kind: SandboxKind, customerId: string): Promise<T[]> {
    const rows = await this.db
      .selectFrom('payment_sandbox_objects')
      .select('data')
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => JSON.parse(row.data) as T);
  }
}
