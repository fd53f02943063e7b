// The periodic relationship survey: how likely the user is to recommend the product (0–10) and
// why. Sending or dismissing is reported so it is not asked again too soon.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { RatingScale } from '../parts/rating-scale';
import { TextField } from '../parts/text-field';
import { ShellDialog } from '../shell-dialog';

export function RelationshipSatisfactionSurveyDialog({
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps) {
  const { t } = useTranslation('dialogs-general');
  const [score, setScore] = useState<number>();
  const [comment, setComment] = useState('');
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t('relationship-satisfaction-survey.title')}
      text={t('relationship-satisfaction-survey.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-general"
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
        from={0}
        to={10}
        value={score}
        onChange={setScore}
        label={t('relationship-satisfaction-survey.question')}
        lowLabel={t('relationship-satisfaction-survey.low')}
        highLabel={t('relationship-satisfaction-survey.high')}
      />
      <TextField
        label={t('relationship-satisfaction-survey.comment')}
        multiline
        value={comment}
        onChange={setComment}
      />
    </ShellDialog>
  );
}
