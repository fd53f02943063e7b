// Keeps document.title in step with the route: its title (from the route table) or the capitalised last path segment,
// then the product name (docs/product.md#overview).
import { useLocation, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@/lib/navigation/page-title';
import { routeTitle } from '@/lib/navigation/route-table';

export function usePageTitle(): void {
  const { t } = useTranslation(['routes', 'common']);
  const pathname = useLocation({ select: (location) => location.pathname });
  const titleKey = useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i -= 1) {
        const key = routeTitle(matches[i].routeId);
        if (key) return key;
      }
      return undefined;
    },
  });
  const title = titleKey ? t(`routes:${titleKey}`) : undefined;
  const product = t('common:product');
  useEffect(() => {
    document.title = pageTitle(title, pathname, product);
  }, [title, pathname, product]);
}
