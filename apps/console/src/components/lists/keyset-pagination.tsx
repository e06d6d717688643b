import { ActionIcon, Group, Text } from '@mantine/core';
import type { KeysetPagination as Paging } from '@radiant/contract';
import {
  IconChevronLeft,
  IconChevronLeftPipe,
  IconChevronRight,
  IconChevronRightPipe,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { pageCount } from '@/lib/list-search';

/** Where a keyset page starts: the first or last page, or after / before a neighbouring page's cursor. */
export type PageStart =
  | { page: 1 }
  | { page: number; after: string }
  | { page: number; before: string }
  | { page: 'last' };

type KeysetPaginationProps = {
  pagination?: Paging;
  /** Rows on this page. */
  rows: number;
  onChange: (start: PageStart) => void;
};

/**
 * "1–25 of about 1,000,000" and first / previous / next / last: each a keyset step, so the last page of a
 * million rows comes as fast as the first. Hidden while there is nothing to page through.
 */
export function KeysetPagination({ pagination, rows, onChange }: KeysetPaginationProps) {
  const { t } = useTranslation();
  if (!pagination || pagination.total === 0 || rows === 0) return null;
  const { page, limit, total, next, previous } = pagination;
  const from = (page - 1) * limit + 1;
  const range = {
    from: formatCount(from),
    to: formatCount(from + rows - 1),
    total: formatCount(total),
    pages: formatCount(pageCount(total, limit)),
    page: formatCount(page),
  };
  const steps = [
    { label: t('lists.firstPage'), Icon: IconChevronLeftPipe, start: previous && { page: 1 as const } },
    {
      label: t('lists.previousPage'),
      Icon: IconChevronLeft,
      start: previous && { page: page - 1, before: previous },
    },
    { label: t('lists.nextPage'), Icon: IconChevronRight, start: next && { page: page + 1, after: next } },
    { label: t('lists.lastPage'), Icon: IconChevronRightPipe, start: next && { page: 'last' as const } },
  ];
  const stepButton = ({ label, Icon, start }: (typeof steps)[number]) => (
    <ActionIcon
      key={label}
      variant="default"
      aria-label={label}
      disabled={!start}
      onClick={() => start && onChange(start)}
    >
      <Icon size={16} className="mantine-rotate-rtl" aria-hidden />
    </ActionIcon>
  );

  return (
    <Group justify="space-between" mt="md" gap="sm">
      {/* Its own direction, from its words: in right-to-left mode English numbers still read "1–3 of 3". */}
      <Text fz="sm" c="dimmed" dir="auto">
        {t(pagination.total_estimated ? 'lists.rangeAbout' : 'lists.range', range)}
      </Text>
      <Group gap={6} component="nav" aria-label={t('lists.pages')}>
        {steps.slice(0, 2).map(stepButton)}
        <Text fz="sm" px={4} dir="auto">
          {t(pagination.total_estimated ? 'lists.pageOfAbout' : 'lists.pageOf', range)}
        </Text>
        {steps.slice(2).map(stepButton)}
      </Group>
    </Group>
  );
}
