// Stores a language chosen in the header on the user (attribute lang, two letters: docs/product.md#entities-user).
import { getGetUserQueryKey, useUpdateUser } from '@generated/api/user/user';
import type { User } from '@generated/model/user';
import type { Language } from '@generated/model/language';
import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n';
import { attributeLanguage } from '@/lib/navigation/locale';

export function useSaveLanguage(user: User | undefined) {
  const queryClient = useQueryClient();
  const update = useUpdateUser();
  return (locale: Locale) => {
    if (!user) return;
    const lang = attributeLanguage(locale) as Language;
    update.mutate(
      // "user or attributes" (docs/product.md#calls-auth-user): only the attribute, the names stay as they are.
      { data: { attributes: { lang: [lang] } } },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: getGetUserQueryKey() }) },
    );
  };
}
