// /business/dashboard: the business's statistics (GET /v2/businesses/{id}/statistics) — people,
// signatures by level, requests by state — each figure linking to where it is managed.
import { Link as ChakraLink, SimpleGrid, Stat } from '@chakra-ui/react';
import { useGetBusinessStatistics } from '@generated/api/business/business';
import type { BusinessStatistics } from '@generated/model/businessStatistics';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BusinessCard, BusinessPage, ListState } from './business-page';

const PEOPLE = [
  ['members', '/business/members'],
  ['admins', '/business/members'],
  ['invitedMembers', '/business/members'],
  ['domains', '/business/members/domains'],
  ['seals', '/business/seals'],
  ['apiUsers', '/business/developers/api'],
] as const;
const SIGNATURES = ['total', 'ses', 'aes', 'aesMinimal', 'qes', 'seal', 'part11'] as const;
const REQUESTS = ['total', 'draft', 'open', 'signed', 'declined', 'withdrawn', 'expired'] as const;

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3" bg="white">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>
        {to ? (
          <ChakraLink asChild>
            <Link to={to}>{number}</Link>
          </ChakraLink>
        ) : (
          number
        )}
      </Stat.ValueText>
    </Stat.Root>
  );
}

export function BusinessDashboardScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['business', 'routes']);
  const query = useGetBusinessStatistics(businessId);
  const stats: BusinessStatistics | undefined = query.data?.data;
  return (
    <BusinessPage title={t('routes:businessDashboard')} lead={t('dashboard.lead')}>
      <ListState query={query}>
        {stats && (
          <>
            <BusinessCard title={t('dashboard.people')}>
              <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                {PEOPLE.map(([key, to]) => (
                  <Figure
                    key={key}
                    label={t(`dashboard.figures.${key}`)}
                    value={stats[key]}
                    to={to}
                  />
                ))}
              </SimpleGrid>
            </BusinessCard>
            <BusinessCard title={t('dashboard.signatures')}>
              <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                {SIGNATURES.map((key) => (
                  <Figure
                    key={key}
                    label={t(`dashboard.levels.${key}`)}
                    value={stats.signatures[key]}
                  />
                ))}
              </SimpleGrid>
            </BusinessCard>
            <BusinessCard title={t('dashboard.requests')}>
              <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                {REQUESTS.map((key) => (
                  <Figure
                    key={key}
                    label={t(`dashboard.states.${key}`)}
                    value={stats.signatureRequests[key]}
                  />
                ))}
              </SimpleGrid>
            </BusinessCard>
          </>
        )}
      </ListState>
    </BusinessPage>
  );
}
