// Dates in dialog texts: day numeric, short month, year (docs/product.md#constants-locale-platform date format, without time).
import { useTranslation } from 'react-i18next';

export function useFormatDate(): (value: string | Date) => string {
  const { i18n } = useTranslation();
  return (value) =>
    new Intl.DateTimeFormat(i18n.language || 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(value));
}
