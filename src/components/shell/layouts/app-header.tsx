// The top bar of the signed-in layouts: product name, the main sections the role may use,
// the language switch and log out.
import { Box, Button, HStack, Link as ChakraLink, Spacer, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isDirectSignPath } from '@/lib/navigation/direct-sign';
import { hasRole } from '@/lib/navigation/roles';
import { LanguageSwitch } from '../language-switch';
import { useCurrentSession } from '../use-current-session';
import { useSaveLanguage } from './use-save-language';

// Admins reach their business; a user without one (strict: not a member) is invited to create
// one. Members of a business have no business entry (seed 001 §2: business pages are for admins).
const SECTIONS = [
  { to: '/dashboard', label: 'dashboard', role: 'user', strict: false },
  { to: '/upload', label: 'upload', role: 'user', strict: false },
  { to: '/profile', label: 'profile', role: 'user', strict: false },
  { to: '/business/dashboard', label: 'business', role: 'admin', strict: false },
  { to: '/business/register', label: 'createBusiness', role: 'user', strict: true },
] as const;

export function AppHeader() {
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
          <HStack as="nav" gap="4" wrap="wrap" aria-label={t('main')}>
            {SECTIONS.filter((s) => hasRole(session.role, [s.role], s.strict)).map((section) => (
              <ChakraLink asChild key={section.to} fontWeight="medium">
                <Link to={section.to} activeProps={{ style: { textDecoration: 'underline' } }}>
                  {t(`sections.${section.label}`)}
                </Link>
              </ChakraLink>
            ))}
          </HStack>
        )}
        <Spacer />
        <LanguageSwitch onChanged={saveLanguage} directSign={directSign} />
        {loggedIn && (
          <Button asChild size="sm" variant="outline">
            <Link to="/logout">{t('common:actions.logout')}</Link>
          </Button>
        )}
      </HStack>
    </Box>
  );
}
