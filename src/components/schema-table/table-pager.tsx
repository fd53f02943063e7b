// Paging of a schema table through the API's page answer (number from 0, totalPages): previous,
// "page n of m", next. Nothing is shown when everything fits on one page.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface TablePage {
  number: number;
  totalPages: number;
  totalElements: number;
}

export function TablePager({
  page,
  onPageChange,
  label,
}: {
  page: TablePage;
  onPageChange: (page: number) => void;
  /** Accessible name of the paging controls. */
  label?: string;
}) {
  const { t } = useTranslation('forms');
  if (page.totalPages <= 1) return null;
  const last = page.totalPages - 1;
  return (
    <HStack as="nav" aria-label={label ?? t('table.paging')} gap="2" justify="flex-end" wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        disabled={page.number <= 0}
        onClick={() => onPageChange(page.number - 1)}
      >
        {t('table.previous')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t('table.pageOf', { page: page.number + 1, pages: page.totalPages })}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={page.number >= last}
        onClick={() => onPageChange(page.number + 1)}
      >
        {t('table.next')}
      </Button>
    </HStack>
  );
}
