// The navigation of the signed-in layouts in a drawer from the side, for phones:
// the main sections, the layout's own navigation (business administration, profile), the language
// and log out. Loaded when the menu button is about to be used (nav-menu.tsx), so Chakra's dialog
// machinery stays out of the first screens' scripts. Choosing a page closes it.
import { Button, Drawer, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/i18n';
import type { Role } from '@/lib/navigation/roles';
import { LanguageSwitch } from '../language-switch';
import { sectionsFor } from './nav-sections';
import type { SideNavItem } from './side-nav';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  role: Role;
  /** The layout's own navigation (business administration, profile), if it has one. */
  subNav?: { items: readonly SideNavItem[]; label: string };
  onLanguage: (locale: Locale) => void;
}

const ACTIVE = { style: { fontWeight: 600, background: '#eaf1fd' } };

function Links({
  items,
  label,
  onClose,
}: {
  items: readonly { to: string; text: string; exact?: boolean }[];
  label: string;
  onClose: () => void;
}) {
  return (
    <Stack as="nav" aria-label={label} gap="1">
      {items.map((item) => (
        <ChakraLink asChild key={item.to} px="3" py="2" rounded="md" _hover={{ bg: 'brand.50' }}>
          <Link
            to={item.to}
            activeOptions={{ exact: item.exact ?? false }}
            activeProps={ACTIVE}
            onClick={onClose}
          >
            {item.text}
          </Link>
        </ChakraLink>
      ))}
    </Stack>
  );
}

export function NavDrawer({ open, onClose, role, subNav, onLanguage }: NavDrawerProps) {
  const { t } = useTranslation('navigation');
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="nav-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('menu.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <Links
                  label={t('main')}
                  onClose={onClose}
                  items={sectionsFor(role).map((section) => ({
                    to: section.to,
                    text: t(`sections.${section.label}`),
                  }))}
                />
                {subNav && (
                  <Stack gap="1">
                    <Text fontSize="sm" fontWeight="semibold" color="fg.muted" px="3">
                      {subNav.label}
                    </Text>
                    <Links
                      label={subNav.label}
                      onClose={onClose}
                      items={subNav.items.map((item) => ({
                        to: item.to,
                        text: t(item.label),
                        exact: item.to === '/profile' || item.to === '/business/members',
                      }))}
                    />
                  </Stack>
                )}
                <LanguageSwitch onChanged={onLanguage} />
                <Button asChild size="sm" variant="outline" alignSelf="start">
                  <Link to="/logout" onClick={onClose}>
                    {t('common:actions.logout')}
                  </Link>
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <Button variant="ghost" size="sm">
                  {t('menu.close')}
                </Button>
              </Drawer.CloseTrigger>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
