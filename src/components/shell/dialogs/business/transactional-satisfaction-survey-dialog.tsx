// A short survey after a transaction (e.g. an upgrade): a 1–5 satisfaction score and a comment.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { RatingScale } from '../parts/rating-scale';
import { TextField } from '../parts/text-field';
import { ShellDialog } from '../shell-dialog';

export function TransactionalSatisfactionSurveyDialog({
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps) {
  const { t } = useTranslation('dialogs-business');
  const [score, setScore] = useState<number>();
  const [comment, setComment] = useState('');
  return (
    <ShellDialog
      namespace="dialogs-business"
      title={t('transactional-satisfaction-survey.title')}
      text={t('transactional-satisfaction-survey.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-business"
          confirmLabel={t('common.send')}
          cancelLabel={t('common.notNow')}
          loading={loading}
          disabled={score === undefined}
          onCancel={onClose}
          onConfirm={() => onAction('submit', { score, comment: comment.trim() })}
        />
      }
    >
      <RatingScale
        from={1}
        to={5}
        value={score}
        onChange={setScore}
        label={t('transactional-satisfaction-survey.question')}
        lowLabel={t('transactional-satisfaction-survey.low')}
        highLabel={t('transactional-satisfaction-survey.high')}
      />
      <TextField label={t('common.comment')} multiline value={comment} onChange={setComment} />
    </ShellDialog>
  );
}
