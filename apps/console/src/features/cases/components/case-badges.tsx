import type { CaseSeverity, CaseStatus, DeadlineStatus } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/ui/tag';

const SEVERITY_LOOKS: Record<CaseSeverity, { color: string; variant: 'filled' | 'light' }> = {
  emergency: { color: 'red', variant: 'filled' },
  significant: { color: 'ember', variant: 'light' },
};

const STATUS_COLORS: Record<CaseStatus, string> = {
  open: 'red',
  investigating: 'ember',
  works: 'blue',
  closed: 'teal',
};

/** A deadline's state, or `none` for a list row with no deadline running. */
type DeadlineState = DeadlineStatus | 'none';

/** Missed stands out filled, due soon warm, due calm, met done: the colour and the word say the same. */
const DEADLINE_LOOKS: Record<DeadlineState, { color: string; variant: 'filled' | 'light' }> = {
  missed: { color: 'red', variant: 'filled' },
  due_soon: { color: 'ember', variant: 'light' },
  due: { color: 'blue', variant: 'light' },
  met: { color: 'teal', variant: 'light' },
  none: { color: 'gray', variant: 'light' },
};

export function CaseSeverityBadge({ severity }: { severity: CaseSeverity }) {
  const { t } = useTranslation('cases');
  return <Tag {...SEVERITY_LOOKS[severity]}>{t(`severities.${severity}`)}</Tag>;
}

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('cases');
  return (
    <Tag variant="outline" color={STATUS_COLORS[status]}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}

export function DeadlineBadge({ status }: { status: DeadlineState }) {
  const { t } = useTranslation('cases');
  return <Tag {...DEADLINE_LOOKS[status]}>{t(`deadlineStatuses.${status}`)}</Tag>;
}
