import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Text } from '@mantine/core';
import type { Pagination as Paging } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@/lib/list-search';

/** "21–40 of 57" and the page buttons; hidden while there is nothing to page through. */
export function ListPagination({
  pagination,
  onChange,
}: {
  pagination?: Paging;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!pagination || pagination.total === 0) return null;
  const { page, limit, total } = pagination;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);

  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text fz="sm" c="dimmed">
        {t('lists.range', { from, to, total })}
      </Text>
      {total > limit && (
        <Pagination
          total={pageCount(total, limit)}
          value={page}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`lists.${control}Page`) })}
          getItemProps={(item) => ({ 'aria-label': t('lists.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
