// Admin layout: header and the business administration navigation (docs/product.md#screens-layouts business routes),
// beside the page from the lg breakpoint on, in the header's menu drawer below it (phones),
// then the footer.
import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

const BUSINESS_NAV = [
  { to: '/business/dashboard', label: 'business.dashboard' },
  { to: '/business/members', label: 'business.members' },
  { to: '/business/members/domains', label: 'business.domains' },
  { to: '/business/activity', label: 'business.activity' },
  { to: '/business/seals', label: 'business.seals' },
  { to: '/business/billing/plan', label: 'business.billing' },
  { to: '/business/profile', label: 'business.profile' },
  { to: '/business/settings', label: 'business.settings' },
  { to: '/business/developers/api', label: 'business.api' },
  { to: '/business/extras', label: 'business.extras' },
] as const;

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('navigation');
  return (
    <Box minH="100vh" display="flex" flexDirection="column" data-layout="admin">
      <AppHeader subNav={{ items: BUSINESS_NAV, label: t('business.label') }} />
      <Stack
        flex="1"
        direction={{ base: 'column', lg: 'row' }}
        gap="8"
        px={{ base: '4', md: '8' }}
        py="6"
        // Below lg the navigation is in the menu drawer and the page takes the full width; side
        // by side the navigation keeps its own height.
        align={{ base: 'stretch', lg: 'start' }}
      >
        <Box hideBelow="lg">
          <SideNav items={BUSINESS_NAV} label={t('business.label')} />
        </Box>
        <Box as="main" flex="1" minW="0">
          {children}
        </Box>
      </Stack>
      <AppFooter />
    </Box>
  );
}
