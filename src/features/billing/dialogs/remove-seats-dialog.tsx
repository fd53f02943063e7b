// Hand-built form: the dialog frame owns the buttons, and the lower bound is the seats in use, known only at run time.
// Lower the number of paid seats; never below the seats in use (members plus open invitations)
// nor below 1 (contract SeatsUpdate.seats minimum 1). The caller previews and saves.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

interface RemoveSeatsProps {
  seats?: number;
  usedSeats?: number;
}

export function RemoveSeatsDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<RemoveSeatsProps, { seats: number }>) {
  const { t } = useTranslation('dialogs-business');
  const current = props.seats ?? 1;
  const minimum = Math.max(1, props.usedSeats ?? 1);
  const [value, setValue] = useState(String(Math.max(minimum, current - 1)));
  const [submitted, setSubmitted] = useState(false);
  const seats = Number(value);
  const invalid = !Number.isInteger(seats) || seats < minimum || seats >= current;
  const submit = () => {
    setSubmitted(true);
    if (!invalid) answer({ seats });
  };
  return (
    <ShellDialog
      namespace="dialogs-business"
      title={t('remove-seats.title')}
      text={t('remove-seats.text', { seats: current, used: props.usedSeats ?? 0 })}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace="dialogs-business"
          confirmLabel={t('remove-seats.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('remove-seats.seats')}
        type="number"
        inputMode="numeric"
        required
        autoFocus
        value={value}
        onChange={setValue}
        error={
          submitted && invalid
            ? t('remove-seats.range', { min: minimum, max: current - 1 })
            : undefined
        }
      />
    </ShellDialog>
  );
}
