// The frame of the unauthenticated screens: a narrow card with the screen's heading.
import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root maxW="md" w="full" mx="auto" my={8}>
      <Card.Header>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
