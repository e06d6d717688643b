import '@mantine/core/styles/Skeleton.css';
import { Anchor, Skeleton } from '@mantine/core';
import { IconAlarm, IconCalendarDue } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '@/components/lists/list-error';
import { StatGrid } from '@/components/ui/stat-grid';
import { paths } from '@/config/screens';
import { formatCount } from '@/lib/format';
import { useDeadlineCounts } from '../api/get-deadline-counts';
import { casesLink } from '../lib/cases-address';

/** The dashboard's "Deadlines this week": cases overdue and due within 7 days, each count a link to them. */
export function CaseDeadlinesSummary() {
  const { t } = useTranslation('cases');
  const counts = useDeadlineCounts();
  if (counts.isError)
    return <ListError title={t('widget.failed')} onRetry={counts.refetch} retrying={counts.isRefetching} />;
  if (!counts.data) return <Skeleton h={96} radius="lg" aria-busy />;
  const stat = (due: 'overdue' | 'this_week') => {
    const count = counts.data[due];
    const formatted = formatCount(count);
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
        { label: t('widget.overdue'), value: stat('overdue'), icon: IconAlarm, color: 'red' },
        {
          label: t('widget.thisWeek'),
          value: stat('this_week'),
          icon: IconCalendarDue,
          color: 'ember',
        },
      ]}
    />
  );
}
