// A vertical list of links (profile sub-navigation, business administration).
import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export interface SideNavItem {
  to: string;
  /** Key in the `navigation` namespace. */
  label: string;
}

export function SideNav({ items, label }: { items: readonly SideNavItem[]; label: string }) {
  const { t } = useTranslation('navigation');
  return (
    <Stack as="nav" aria-label={label} gap="1" minW="56">
      {items.map((item) => (
        <ChakraLink asChild key={item.to} px="3" py="2" rounded="md" _hover={{ bg: 'brand.50' }}>
          <Link
            to={item.to}
            activeOptions={{ exact: item.to === '/profile' || item.to === '/business/members' }}
            activeProps={{ style: { fontWeight: 600, background: '#eaf1fd' } }}
          >
            {t(item.label)}
          </Link>
        </ChakraLink>
      ))}
    </Stack>
  );
}
