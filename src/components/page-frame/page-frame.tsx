// The frame of the admin area's screens (business and billing): the page heading with an optional
// lead text and actions, and cards with a heading of their own and their actions beside it.
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';

export function PageFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ScreenFrame title={title} actions={actions}>
      {lead && <Text color="fg.muted">{lead}</Text>}
      {children}
    </ScreenFrame>
  );
}

export function PageCard({
  title,
  text,
  actions,
  children,
  labelId,
}: {
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  labelId?: string;
}) {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby={labelId}>
      <Card.Body>
        <Stack gap="4">
          <Stack
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ base: 'stretch', md: 'center' }}
            gap="3"
          >
            <Heading as="h2" size="lg" id={labelId}>
              {title}
            </Heading>
            {actions}
          </Stack>
          {text && <Text color="fg.muted">{text}</Text>}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
