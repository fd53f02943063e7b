// Hand-built form: choices of user attributes (language, notifications, quality) saved together, each from its own list of options.
// /profile/settings: language, e-mail notifications, default quality and legislation (PUT
// /v1/user attributes), and deleting the account.
import { Alert, Button, Card, Stack } from '@chakra-ui/react';
import {
  getGetSignatureQualitiesDetailSuspenseQueryOptions,
  getGetUserQueryKey,
  getGetUserSuspenseQueryOptions,
  updateUser,
} from '@generated/api/user/user';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { initI18n, LOCALES, type Locale } from '@/lib/i18n';
import { localeFor } from '@/lib/navigation/locale';
import { rememberLocale } from '@/lib/preferences';
import { isAvailable } from '@/lib/signature-levels';
import { ChoiceField } from './choice-field';
import { useLeaveGuard } from '@/components/shell/dialogs/use-leave-guard';
import { DeleteAccountSection } from './delete-account-section';
import {
  DEFAULT_LEGISLATIONS,
  DEFAULT_QUALITIES,
  NOTIFICATION_LEVELS,
  SETTINGS_LANGUAGES,
  settingsOf,
  settingsUpdate,
  type SettingsValues,
} from './settings-values';

export const userQuery = () => getGetUserSuspenseQueryOptions();

export const qualitiesQuery = () => getGetSignatureQualitiesDetailSuspenseQueryOptions();

/** `children`: more settings shown last (the route adds the personal webhooks). */
export function SettingsScreen({ children }: { children?: ReactNode } = {}) {
  const { t, i18n } = useTranslation(['profile-screens', 'routes']);
  const user = useSuspenseQuery(userQuery()).data.data;
  const detail = useSuspenseQuery(qualitiesQuery()).data.data;
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => settingsOf(user, i18n.language.slice(0, 2), detail));
  // Leaving with unsaved choices asks first (general dialog "leave page").
  const saved = settingsOf(user, i18n.language.slice(0, 2), detail);
  useLeaveGuard(JSON.stringify(values) !== JSON.stringify(saved));
  const save = useMutation({
    mutationFn: (next: SettingsValues) => updateUser(settingsUpdate(next)),
    onSuccess: async (_answer, next) => {
      await queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() });
      // The interface follows the stored language at once.
      const locale = localeFor(next.lang, false) as Locale;
      if (LOCALES.includes(locale) && locale !== i18n.language) {
        rememberLocale(locale);
        await initI18n(locale);
      }
      showSnackbar({ message: t('settings.saved'), color: 'success' });
    },
  });
  const set =
    <K extends keyof SettingsValues>(field: K) =>
    (value: SettingsValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const text = (key: string): string => t(key);
  const options = <T extends string>(list: readonly T[], prefix: string) =>
    list.map((value) => ({ value, label: text(`${prefix}.${value}`) }));
  return (
    <ScreenFrame title={t('routes:profileSettings')}>
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <Stack
            as="form"
            gap="4"
            maxW="md"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(values);
            }}
          >
            <ChoiceField
              label={t('settings.language')}
              value={values.lang}
              onChange={set('lang')}
              choices={options(SETTINGS_LANGUAGES, 'settings.languages')}
            />
            <ChoiceField
              label={t('settings.notifications')}
              helper={t(`settings.notificationHelp.${values.notifications}`)}
              value={values.notifications}
              onChange={set('notifications')}
              choices={options(NOTIFICATION_LEVELS, 'settings.levels')}
            />
            <ChoiceField
              label={t('settings.quality')}
              value={values.quality}
              onChange={set('quality')}
              helper={t('settings.qualityHelp')}
              choices={DEFAULT_QUALITIES.map((quality) => {
                const open =
                  isAvailable(detail, quality, quality === 'ses' ? null : values.legislation) ||
                  quality === values.quality;
                const label = text(`settings.qualities.${quality}`);
                return {
                  value: quality,
                  label: open ? label : t('settings.unavailable', { label }),
                  disabled: !open,
                };
              })}
            />
            <ChoiceField
              label={t('settings.legislation')}
              value={values.legislation}
              onChange={set('legislation')}
              choices={DEFAULT_LEGISLATIONS.map((legislation) => {
                const open =
                  values.quality === 'ses' ||
                  isAvailable(detail, values.quality, legislation) ||
                  legislation === values.legislation;
                const label = text(`settings.legislations.${legislation}`);
                return {
                  value: legislation,
                  label: open ? label : t('settings.unavailable', { label }),
                  disabled: !open,
                };
              })}
            />
            {save.isError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t('settings.failed')}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <DeleteAccountSection />
      {children}
    </ScreenFrame>
  );
}
