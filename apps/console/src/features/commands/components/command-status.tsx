import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack } from '@mantine/core';
import { COMMAND_STATUSES, type CommandCounts, type CommandStatus } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/ui/tag';
import { formatCount } from '@/lib/format';

/** Waiting is blue, done is teal, refused red; the ones that never happened stay grey. */
const STATUS_COLORS: Record<CommandStatus, string> = {
  pending: 'gray',
  delivered: 'blue',
  applied: 'teal',
  rejected: 'red',
  expired: 'ember',
  superseded: 'gray',
};

export function CommandStatusBadge({ status }: { status: CommandStatus }) {
  const { t } = useTranslation('commands');
  return <Tag color={STATUS_COLORS[status]}>{t(`statuses.${status}`)}</Tag>;
}

/** "Applied: 3". */
function useCountText(counts: CommandCounts) {
  const { t } = useTranslation('commands');
  return (status: CommandStatus) =>
    t('progress.count', { status: t(`statuses.${status}`), formatted: formatCount(counts[status]) });
}

const shown = (counts: CommandCounts) => COMMAND_STATUSES.filter((status) => counts[status] > 0);

/** "Applied: 3", "Pending: 1": a command's counts above zero, in words. */
export function CommandCountsText({ counts }: { counts: CommandCounts }) {
  const countText = useCountText(counts);
  return (
    <Group gap={4} wrap="wrap">
      {shown(counts).map((status) => (
        <Tag key={status} variant="outline" color={STATUS_COLORS[status]}>
          {countText(status)}
        </Tag>
      ))}
    </Group>
  );
}

/** The counts as one bar, a section per status, with the counts in words beneath. */
export function CommandProgress({ counts }: { counts: CommandCounts }) {
  const { t } = useTranslation('commands');
  const countText = useCountText(counts);
  const total = COMMAND_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return (
    <Stack gap="xs">
      <Progress.Root
        size="lg"
        role="group"
        aria-label={t('progress.label', { formatted: formatCount(total) })}
      >
        {shown(counts).map((status) => (
          <Progress.Section
            key={status}
            aria-label={countText(status)}
            value={total === 0 ? 0 : (counts[status] / total) * 100}
            color={STATUS_COLORS[status]}
          />
        ))}
      </Progress.Root>
      <CommandCountsText counts={counts} />
    </Stack>
  );
}
