import type { AlarmSeverity, AlarmStatus } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/ui/tag';

/** Critical stands out filled; the others are tinted, warmer the more severe. */
const SEVERITY_LOOKS: Record<AlarmSeverity, { color: string; variant: 'filled' | 'light' }> = {
  critical: { color: 'red', variant: 'filled' },
  major: { color: 'ember', variant: 'light' },
  minor: { color: 'blue', variant: 'light' },
  warning: { color: 'gray', variant: 'light' },
};

const STATUS_COLORS: Record<AlarmStatus, string> = { active: 'red', acknowledged: 'blue', cleared: 'teal' };

export function SeverityBadge({ severity }: { severity: AlarmSeverity }) {
  const { t } = useTranslation('alarms');
  return <Tag {...SEVERITY_LOOKS[severity]}>{t(`severities.${severity}`)}</Tag>;
}

export function StatusBadge({ status }: { status: AlarmStatus }) {
  const { t } = useTranslation('alarms');
  return (
    <Tag variant="outline" color={STATUS_COLORS[status]}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}
