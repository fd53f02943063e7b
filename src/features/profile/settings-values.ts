// The settings of /profile/settings and the PUT /v1/user body that stores them: language,
// e-mail notification level (all, important, none), default quality and legislation (user
// attributes lang, email_notification_level, default_quality, default_legislation; docs/product.md#entities-user).
// Answers name the attributes in camelCase, the update in snake_case (contract UserAttributes).
import type { Legislation } from '@generated/model/legislation';
import type { SignatureQuality } from '@generated/model/signatureQuality';
import type { User } from '@generated/model/user';
import type { UserUpdate } from '@generated/model/userUpdate';
import type { Language } from '@generated/model/language';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import { defaultLevel } from '@/lib/signature-levels';

/** "it is not selectable and applies only to direct signing" (docs/product.md#overview-languages). */
export const SETTINGS_LANGUAGES = ['en', 'de', 'fr'] as const;
export const NOTIFICATION_LEVELS = ['all', 'important', 'none'] as const;
export const DEFAULT_QUALITIES = [
  'ses',
  'aes',
  'qes',
] as const satisfies readonly SignatureQuality[];
export const DEFAULT_LEGISLATIONS = ['eidas', 'zertes'] as const satisfies readonly Legislation[];

export interface SettingsValues {
  lang: (typeof SETTINGS_LANGUAGES)[number];
  notifications: (typeof NOTIFICATION_LEVELS)[number];
  quality: (typeof DEFAULT_QUALITIES)[number];
  legislation: Legislation;
}

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T) =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The stored settings, or the product's defaults (language en, all e-mails) when unset. The
 * default quality and legislation never promise a level the user lacks (`detail`: what
 * GET /v3/user/signature-qualities-detail says is available): a stored level that is not
 * available gives way to the highest one that is.
 */
export function settingsOf(
  user: User,
  uiLanguage = 'en',
  detail?: Pick<SignatureQualitiesDetail, 'qualities'>,
): SettingsValues {
  const attributes = user.attributes;
  const level = defaultLevel(detail, {
    quality: attributes.defaultQuality?.[0],
    legislation: attributes.defaultLegislation?.[0],
  });
  return {
    lang: pick(
      attributes.lang?.[0],
      SETTINGS_LANGUAGES,
      pick(uiLanguage, SETTINGS_LANGUAGES, 'en'),
    ),
    notifications: pick(attributes.emailNotificationLevel?.[0], NOTIFICATION_LEVELS, 'all'),
    quality: level.quality,
    legislation: level.legislation,
  };
}

/** PUT /v1/user takes "user or attributes" (docs/product.md#calls-auth-user): the settings send only attributes. */
export function settingsUpdate(values: SettingsValues): UserUpdate {
  return {
    attributes: {
      lang: [values.lang as Language],
      email_notification_level: [values.notifications],
      default_quality: [values.quality],
      default_legislation: [values.legislation],
    },
  };
}
