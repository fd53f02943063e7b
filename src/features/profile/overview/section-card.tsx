// One block of the profile overview: a heading, what the block says, and its next step.
import { Card, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SectionCard({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root variant="outline" bg="white" data-testid={testId}>
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" align="start">
          {children}
          {actions && (
            // Long labels (German) break inside their button instead of running out of the card.
            <HStack
              gap="2"
              wrap="wrap"
              maxW="full"
              css={{
                '& > *': { whiteSpace: 'normal', h: 'auto', minH: '8', py: '1.5', maxW: 'full' },
              }}
            >
              {actions}
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
