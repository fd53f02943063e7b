// Hand-built form: two steps on one seats field (show the price, then buy), whose buttons the overlay frame owns.
// All seats are taken (or, given `used`, some are still free and the admin wants more): add seats (contract SeatsUpdate: the new total,
// at least 1). Two steps: "Show price" answers 'preview' with the new total; the caller asks the
// server for the prorated price and hands it back as the `quote` prop (the overlay stays open);
// "Buy" answers 'buy' with the total and the quote's proration time.
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

/** The server's prorated price of a new total, already formatted by the caller. */
export interface SeatsQuote {
  seats: number;
  timestamp: number;
  dueNow: string;
  nextInvoice: string;
  nextInvoiceDate: string;
}

export type AddSeatsAnswer =
  { step: 'preview'; seats: number } | { step: 'buy'; seats: number; timestamp: number };

export interface AddSeatsProps {
  seats?: number;
  used?: number;
  quote?: SeatsQuote;
}

export function AddSeatsOverlay({
  props,
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<AddSeatsProps, AddSeatsAnswer>) {
  const { t } = useTranslation('overlays');
  const current = props.seats ?? 0;
  const [added, setAdded] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  const count = Number(added);
  const invalid = !Number.isInteger(count) || count < 1;
  const total = current + count;
  const quote = props.quote?.seats === total ? props.quote : undefined;
  const submit = () => {
    setSubmitted(true);
    if (invalid) return;
    if (quote) answer({ step: 'buy', seats: total, timestamp: quote.timestamp });
    else answer({ step: 'preview', seats: total });
  };
  return (
    <OverlayFrame
      tone="info"
      title={t('add-seats.title')}
      text={
        props.used !== undefined && props.used < current
          ? t('add-seats.textFree', { count: current, used: props.used })
          : t('add-seats.text', { count: current })
      }
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <OverlayButtons
          primary={quote ? t('add-seats.confirm') : t('add-seats.price')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    >
      <TextField
        label={t('add-seats.seats')}
        type="number"
        inputMode="numeric"
        required
        autoFocus
        value={added}
        onChange={setAdded}
        helper={invalid ? undefined : t('add-seats.total', { count: total })}
        error={submitted && invalid ? t('add-seats.invalid') : undefined}
      />
      {quote && (
        <Stack gap="1" aria-live="polite" data-testid="seats-quote">
          <Text fontWeight="bold">{t('add-seats.dueNow', { amount: quote.dueNow })}</Text>
          <Text color="fg.muted">
            {t('add-seats.next', { amount: quote.nextInvoice, date: quote.nextInvoiceDate })}
          </Text>
        </Stack>
      )}
    </OverlayFrame>
  );
}
