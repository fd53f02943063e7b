// Previous / next for a paged list (the contract's PageInfo: number from 0, totalPages).
import { Button, HStack, Text } from '@chakra-ui/react';
import type { PageInfo } from '@generated/model/pageInfo';
import { useTranslation } from 'react-i18next';

export function Pager({ page, onPage }: { page?: PageInfo; onPage: (page: number) => void }) {
  const { t } = useTranslation('business');
  if (!page || page.totalPages <= 1) return null;
  return (
    <HStack gap="3" as="nav" aria-label={t('common.pages')}>
      <Button
        size="sm"
        variant="outline"
        disabled={page.number <= 0}
        onClick={() => onPage(page.number - 1)}
      >
        {t('common.previous')}
      </Button>
      <Text fontSize="sm">
        {t('common.pageOf', { page: page.number + 1, pages: page.totalPages })}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={page.number + 1 >= page.totalPages}
        onClick={() => onPage(page.number + 1)}
      >
        {t('common.next')}
      </Button>
    </HStack>
  );
}
