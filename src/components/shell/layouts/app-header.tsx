// The top bar of the signed-in layouts: product name, the main sections the role may use,
// the language switch and log out. Below the lg breakpoint (phones and small tablets) a signed-in
// person gets one row: the product name and a menu button whose drawer holds the sections, the
// layout's own navigation (`subNav`), the language and log out (nav-menu.tsx).
import { Box, Button, HStack, Link as ChakraLink, Spacer, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isDirectSignPath } from '@/lib/navigation/direct-sign';
import { LanguageSwitch } from '../language-switch';
import { useCurrentSession } from '../use-current-session';
import { NavMenu } from './nav-menu';
import { sectionsFor } from './nav-sections';
import type { SideNavItem } from './side-nav';
import { useSaveLanguage } from './use-save-language';

export function AppHeader({
  subNav,
}: {
  /** The layout's own navigation, which the phone's menu drawer holds too. */
  subNav?: { items: readonly SideNavItem[]; label: string };
} = {}) {
  const { t } = useTranslation('navigation');
  const session = useCurrentSession();
  const saveLanguage = useSaveLanguage(session.user);
  const loggedIn = session.role !== 'unauthenticated' && session.role !== 'nas';
  const directSign = useLocation({ select: (location) => isDirectSignPath(location.pathname) });
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" px={{ base: '4', md: '8' }} py="3">
      <HStack gap="6" wrap="wrap">
        <Text fontWeight="bold" color="brand.500" fontSize="lg">
          {t('common:product')}
        </Text>
        {loggedIn && (
          <HStack as="nav" gap="4" wrap="wrap" aria-label={t('main')} hideBelow="lg">
            {sectionsFor(session.role).map((section) => (
              <ChakraLink asChild key={section.to} fontWeight="medium">
                <Link to={section.to} activeProps={{ style: { textDecoration: 'underline' } }}>
                  {t(`sections.${section.label}`)}
                </Link>
              </ChakraLink>
            ))}
          </HStack>
        )}
        <Spacer />
        {loggedIn ? (
          <>
            <HStack gap="6" hideBelow="lg">
              <LanguageSwitch onChanged={saveLanguage} directSign={directSign} />
              <Button asChild size="sm" variant="outline">
                <Link to="/logout">{t('common:actions.logout')}</Link>
              </Button>
            </HStack>
            <NavMenu role={session.role} subNav={subNav} onLanguage={saveLanguage} />
          </>
        ) : (
          <LanguageSwitch onChanged={saveLanguage} directSign={directSign} />
        )}
      </HStack>
    </Box>
  );
}
