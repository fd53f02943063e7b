// The BusinessStatistics answer from the counts of the store. Pure.
import type { Schemas } from '../../handler.ts';

export interface StatisticsInput {
  signaturesByQuality: Record<string, number>;
  requestsByStatus: Record<string, number>;
  members: number;
  admins: number;
  invitations: number;
  domains: number;
  seals: number;
  apiUsers: number;
}

export function toStatistics(input: StatisticsInput): Schemas['BusinessStatistics'] {
  const q = (key: string) => input.signaturesByQuality[key] ?? 0;
  const r = (key: string) => input.requestsByStatus[key] ?? 0;
  const sum = (values: Record<string, number>) =>
    Object.values(values).reduce((total, value) => total + value, 0);
  return {
    signatures: {
      total: sum(input.signaturesByQuality),
      ses: q('ses'),
      aes: q('aes'),
      aesMinimal: q('aesMinimal'),
      qes: q('qes'),
      seal: q('seal'),
      part11: q('part11'),
    },
    signatureRequests: {
      total: sum(input.requestsByStatus),
      draft: r('DRAFT'),
      open: r('OPEN'),
      signed: r('SIGNED'),
      declined: r('DECLINED'),
      withdrawn: r('WITHDRAWN'),
      expired: r('EXPIRED'),
    },
    members: input.members,
    admins: input.admins,
    invitedMembers: input.invitations,
    seals: input.seals,
    apiUsers: input.apiUsers,
    domains: input.domains,
  };
}
