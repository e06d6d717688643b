import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Text } from '@mantine/core';
import type { Pagination as Paging } from '@radiant/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@/lib/list-search';

/**
 * "21–40 of 57" and the page buttons; hidden while there is nothing to page through. A page past the last
 * (its last row was just deleted, or the address says page 99) is replaced by the last page.
 */
export function ListPagination({
  pagination,
  onChange,
}: {
  pagination?: Paging;
  onChange: (page: number, options?: { replace: boolean }) => void;
}) {
  const { t } = useTranslation();
  const last = pagination ? pageCount(pagination.total, pagination.limit) : 1;
  const beyondLast = pagination !== undefined && pagination.total > 0 && pagination.page > last;
  useEffect(() => {
    if (beyondLast) onChange(last, { replace: true });
  }, [beyondLast, last, onChange]);

  if (!pagination || pagination.total === 0 || beyondLast) return null;
  const { page, limit, total } = pagination;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);

  return (
    <Group justify="space-between" mt="md" gap="sm">
      {/* Its own direction, from its words: in right-to-left mode English numbers still read "1–3 of 3". */}
      <Text fz="sm" c="dimmed" dir="auto">
        {t('lists.range', { from, to, total })}
      </Text>
      {total > limit && (
        <Pagination
          total={last}
          value={page}
          onChange={(next) => onChange(next)}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`lists.${control}Page`) })}
          getItemProps={(item) => ({ 'aria-label': t('lists.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
