import '@mantine/core/styles/Skeleton.css';
import { Anchor, Skeleton } from '@mantine/core';
import { IconAlarm, IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '@/components/lists/list-error';
import { StatGrid } from '@/components/ui/stat-grid';
import { paths } from '@/config/screens';
import { formatCount } from '@/lib/format';
import { useCasesPage } from '../api/get-cases';
import { casesLink } from '../lib/cases-address';

// The list answers no totals: a page of this many counts them, "100+" beyond.
const COUNTED = 100;

/** The dashboard's "Deadlines this week": cases overdue and due within 7 days, each count a link to them. */
export function CaseDeadlinesSummary() {
  const { t } = useTranslation('cases');
  const overdue = useCasesPage({ due: 'overdue' }, COUNTED);
  const thisWeek = useCasesPage({ due: 'this_week' }, COUNTED);
  const failed = [overdue, thisWeek].find((query) => query.isError);
  if (failed)
    return <ListError title={t('widget.failed')} onRetry={failed.refetch} retrying={failed.isRefetching} />;
  if (!overdue.data || !thisWeek.data) return <Skeleton h={96} radius="lg" aria-busy />;
  const stat = (due: 'overdue' | 'this_week', data: typeof overdue.data) => {
    const count = data.cases.length;
    const formatted = data.pagination.next
      ? t('widget.more', { formatted: formatCount(count) })
      : formatCount(count);
    const link = due === 'overdue' ? 'widget.overdueLink' : 'widget.thisWeekLink';
    return (
      <Anchor
        component={Link}
        to={casesLink(paths.cases, { due })}
        inherit
        aria-label={t(link, { count, formatted })}
      >
        {formatted}
      </Anchor>
    );
  };
  return (
    <StatGrid
      cols={2}
      spacing="sm"
      stats={[
        { label: t('widget.overdue'), value: stat('overdue', overdue.data), icon: IconAlarm, color: 'red' },
        {
          label: t('widget.thisWeek'),
          value: stat('this_week', thisWeek.data),
          icon: IconCalendarDue,
          color: 'ember',
        },
      ]}
    />
  );
}
