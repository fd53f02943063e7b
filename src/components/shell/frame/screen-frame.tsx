// The frame every screen sits in: its title as the page heading, then the content.
import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ScreenFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack as="section" gap="5" data-testid="screen-frame">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="start">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
