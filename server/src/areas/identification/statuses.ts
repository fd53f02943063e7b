// What a subject's signature-qualities detail needs from identifications (GET
// /v3/user/signature-qualities-detail and its direct variant): the appointment status per
// legislation (the newest identification of each counts, rules.ts statusesPerLegislation), the
// newest identification per legislation in the contract's shape (so the signature-standards
// screens need no call per provider and method, none of which would answer 404 for a fresh
// person then), and per legislation whether a business pays it (coverage.ts), which decides the
// methods offered (docs/product.md#constants).
import type { AppContext } from '../../context.ts';
import type { Schemas } from '../handler.ts';
import { coveredLegislations } from './coverage.ts';
import { toIdentificationInfo } from './to-contract.ts';
import {
  statusesPerLegislation,
  type AppointmentStatus,
  type Legislation,
  type Subject,
} from './rules.ts';
import { identificationsByChange } from './store.ts';

export interface IdentificationFacts {
  identifications: Partial<Record<Legislation, AppointmentStatus>>;
  identificationInfos: Partial<Record<Legislation, Schemas['IdentificationInfo']>>;
  identificationCovered: Record<Legislation, boolean>;
}

export async function identificationFacts(
  ctx: AppContext,
  subject: Subject,
): Promise<IdentificationFacts> {
  const rows = await identificationsByChange(ctx.db, subject);
  const newest: Partial<Record<Legislation, Schemas['IdentificationInfo']>> = {};
  for (const row of rows) newest[row.legislation] = toIdentificationInfo(row);
  return {
    identifications: statusesPerLegislation(rows),
    identificationInfos: newest,
    identificationCovered: await coveredLegislations(ctx, subject),
  };
}
