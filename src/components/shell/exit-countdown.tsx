// The exit redirect after signing (docs/product.md#states-exit-redirect): "a countdown runs from the timeout, then the user
// is sent to the exit URL ... it can be cancelled". 0 seconds redirects at once. The countdown
// runs to a deadline on the server's clock (src/lib/server-time.ts), so a tab the browser slowed
// down in the background still leaves on time.
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExitRedirect } from '@/lib/navigation/exit-redirect';
import { secondsLeft, serverNow } from '@/lib/server-time';

export function ExitCountdown({
  redirect,
  go = (url) => window.location.assign(url),
}: {
  redirect: ExitRedirect;
  go?: (url: string) => void;
}) {
  const { t } = useTranslation('signing');
  const [deadline] = useState(() => serverNow() + redirect.seconds * 1000);
  const [left, setLeft] = useState(redirect.seconds);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (cancelled) return;
    if (left <= 0) {
      go(redirect.url);
      return;
    }
    const timer = setTimeout(() => setLeft(secondsLeft(deadline)), 1000);
    return () => clearTimeout(timer);
  }, [left, cancelled, go, redirect.url, deadline]);
  if (cancelled) return null;
  return (
    <Alert.Root status="info" data-testid="exit-countdown">
      <Alert.Indicator />
      <Alert.Description>{t('exit.countdown', { count: left })}</Alert.Description>
      <HStack ms="auto">
        <Button size="sm" variant="outline" onClick={() => setCancelled(true)}>
          {t('exit.cancel')}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => go(redirect.url)}>
          {t('exit.now')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
