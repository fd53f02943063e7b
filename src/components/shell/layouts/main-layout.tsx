// Main layout: header, and on profile pages the profile sub-navigation (docs/product.md#screens-layouts "Main layout
// with profile sub-navigation"), beside the page from lg on, in the header's menu drawer below,
// then the footer.
import { Box, Container, Stack } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

const PROFILE_NAV = [
  { to: '/profile', label: 'profile.overview' },
  { to: '/profile/settings', label: 'profile.settings' },
  { to: '/profile/visual-signature', label: 'profile.visualSignature' },
  { to: '/profile/signature-standards', label: 'profile.signatureStandards' },
] as const;

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('navigation');
  const pathname = useLocation({ select: (location) => location.pathname });
  const onProfile = pathname.startsWith('/profile');
  return (
    <Box minH="100vh" display="flex" flexDirection="column" data-layout="main">
      <AppHeader
        subNav={onProfile ? { items: PROFILE_NAV, label: t('profile.label') } : undefined}
      />
      <Container as="main" flex="1" maxW="6xl" py="6">
        <Stack direction={{ base: 'column', lg: 'row' }} gap="8" align="start">
          {onProfile && (
            <Box hideBelow="lg">
              <SideNav items={PROFILE_NAV} label={t('profile.label')} />
            </Box>
          )}
          <Box flex="1" minW="0">
            {children}
          </Box>
        </Stack>
      </Container>
      <AppFooter />
    </Box>
  );
}
