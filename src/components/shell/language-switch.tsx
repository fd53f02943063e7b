// Language choice: en-gb, de-ch and fr-ch, plus Italian while signing by direct link ("it is not
// selectable and applies only to direct signing", docs/product.md#overview). The choice is remembered; `onChanged` lets the caller store it on the
// user (attribute lang).
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { initI18n, LOCALES, type Locale } from '@/lib/i18n';
import { rememberLocale } from '@/lib/preferences';

export const SELECTABLE_LOCALES = LOCALES.filter((locale) => locale !== 'it');

export function LanguageSwitch({
  onChanged,
  directSign = false,
}: {
  onChanged?: (locale: Locale) => void;
  /** On the direct-signing pages Italian is offered too. */
  directSign?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const change = async (locale: Locale) => {
    rememberLocale(locale);
    await initI18n(locale);
    onChanged?.(locale);
  };
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('language.label')}
        data-testid="language-switch"
        value={i18n.language}
        onChange={(event) => void change(event.currentTarget.value as Locale)}
      >
        {(directSign || i18n.language === 'it' ? LOCALES : SELECTABLE_LOCALES).map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
