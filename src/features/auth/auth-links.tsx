// Links between the unauthenticated screens. Plain addresses: features sit below the routes and
// do not import them; the router takes over the navigation of same-origin links.
import { Link, Stack } from '@chakra-ui/react';

export function AuthLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <Stack gap={1} fontSize="sm">
      {links.map((link) => (
        <Link key={link.href} href={link.href} colorPalette="blue">
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}
