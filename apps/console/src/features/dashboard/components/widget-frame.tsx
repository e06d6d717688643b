import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { DashboardWidget } from '@radiant/contract';
import { IconAlertTriangle, IconGripVertical, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFirstSight } from '../lib/first-sight';
import { useRenderTurn } from '../lib/render-turns';

/** The class of a widget's title bar: while editing, widgets are dragged by it. */
export const DRAG_HANDLE = 'widget-drag-handle';

type WidgetFrameProps = { widget: DashboardWidget; to?: string; editing: boolean; children: ReactNode };

/** A widget's card: its title (the drag handle while editing), a link to its screen, and its body. */
export function WidgetFrame({ widget, to, editing, children }: WidgetFrameProps) {
  const { t } = useTranslation('dashboard');
  const titleId = `widget-${widget}`;
  const name = t(`widgets.${widget}`);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-widget={widget}
      withBorder
      radius="lg"
      p="md"
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Group
        className={DRAG_HANDLE}
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        mb="sm"
        style={{ cursor: editing ? 'move' : undefined }}
      >
        <Group gap={6} wrap="nowrap" miw={0}>
          {editing && <IconGripVertical size={16} aria-hidden />}
          <Title order={2} fz="h5" id={titleId} lineClamp={1}>
            {name}
          </Title>
        </Group>
        {to && !editing && (
          <Anchor component={Link} to={to} fz="sm" aria-label={t('openNamed', { name })}>
            {t('open')}
          </Anchor>
        )}
      </Group>
      <Box style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{children}</Box>
    </Paper>
  );
}

/** A widget's body once its query has answered; a skeleton before, and its own retry if it failed. */
export function WidgetBody<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { ref, seen } = useFirstSight<HTMLDivElement>();
  const drawn = useRenderTurn(query.isSuccess && seen);
  if (query.isError) {
    return (
      <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} title={t('widgetFailed')}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!drawn || query.isPending) return <WidgetSkeleton ref={ref} />;
  return <>{children(query.data)}</>;
}

/** What a widget shows until it can draw: three lines of skeleton, busy. */
export function WidgetSkeleton({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <Stack ref={ref} gap="xs" aria-busy>
      <Skeleton h={18} w="60%" />
      <Skeleton h={18} />
      <Skeleton h={18} w="80%" />
    </Stack>
  );
}
