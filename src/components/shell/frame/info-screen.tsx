// A page that explains where the user is and what to do next (after logout, a sent mail, an
// expired session, a server failure...): title, text and the next step.
import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ScreenFrame } from './screen-frame';

export interface InfoAction {
  to: string;
  label: string;
}

export function InfoScreen({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text: string;
  action?: InfoAction;
  children?: ReactNode;
}) {
  return (
    <ScreenFrame title={title}>
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="4" align="start">
            <Text>{text}</Text>
            {children}
            {action && (
              <Button asChild colorPalette="brand">
                <Link to={action.to}>{action.label}</Link>
              </Button>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </ScreenFrame>
  );
}
