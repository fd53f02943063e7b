// The user's identifications under a legislation (GET of each provider and method; 404 means
// none), with the status mapped as seed 000 §4 says.
import type { IdentificationInfo } from '@generated/model/identificationInfo';
import type { Legislation } from '@generated/model/legislation';
import { useQueries } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { appointmentStatus } from './appointment-status';
import { identificationCalls } from './identification-methods';

export const identificationKey = (provider: string, method: string) => [
  `/v1/user/identification/${provider}/${method}`,
];

export function useIdentifications(legislation: Legislation): IdentificationInfo[] {
  const results = useQueries({
    queries: identificationCalls(legislation).map((call) => ({
      queryKey: identificationKey(call.provider, call.method),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        try {
          return (await call.read({ signal, quiet: true })).data;
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      retry: false,
    })),
  });
  return results
    .map((result) => result.data)
    .filter((info): info is IdentificationInfo => !!info)
    .map((info) => ({ ...info, appointmentStatus: appointmentStatus(info.appointmentStatus) }));
}
