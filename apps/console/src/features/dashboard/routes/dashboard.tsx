import '@mantine/core/styles/Alert.css';
import { Alert, Button, Tooltip } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import {
  type DashboardBreakpoint,
  type DashboardLayouts,
  DEFAULT_DASHBOARD_LAYOUTS,
} from '@radiant/contract';
import { IconDeviceFloppy, IconLayoutDashboard, IconRestore, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResetLayouts, useSavedLayouts, useSaveLayouts } from '../api/layouts';
import { useLiveFigures } from '../api/live-figures';
import { DashboardGrid } from '../components/dashboard-grid';
import { LiveStatus } from '../components/live-status';
import { chooseLayouts, readBrowserLayouts, WIDGETS_KEY, writeBrowserLayouts } from '../lib/layouts';

/** The first screen after login: heating, customer and money widgets on a grid each admin arranges. */
export default function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const saved = useSavedLayouts();
  const chosen = useMemo(() => chooseLayouts(saved.data, readBrowserLayouts()), [saved.data]);
  // What the admin is arranging and has not saved yet.
  const [draft, setDraft] = useState<DashboardLayouts>();
  const layouts = draft ?? chosen;
  const [editing, setEditing] = useState(false);
  const [breakpoint, setBreakpoint] = useState<DashboardBreakpoint>('lg');
  const [selected, setSelected] = useState<number>();
  const save = useSaveLayouts();
  const reset = useResetLayouts();
  const live = useLiveFigures();
  // Spec: a change of the window's size ends editing (what was arranged stays on screen, unsaved).
  useWindowEvent('resize', () => setEditing(false));

  const saveLayouts = () => {
    writeBrowserLayouts(layouts);
    setEditing(false);
    save.mutate(layouts, {
      onSuccess: () => {
        setDraft(undefined);
        notifySuccess(t('saved'));
      },
      onError: notifyError,
    });
  };
  const resetLayouts = () => {
    localStorage.removeItem(WIDGETS_KEY);
    setDraft(DEFAULT_DASHBOARD_LAYOUTS);
    setEditing(false);
    reset.mutate(undefined, {
      onSuccess: () => {
        setDraft(undefined);
        notifySuccess(t('resetDone'));
      },
      onError: notifyError,
    });
  };
  const cancel = () => {
    setDraft(undefined);
    setEditing(false);
  };

  const actions = editing ? (
    <>
      <Button leftSection={<IconDeviceFloppy size={16} />} onClick={saveLayouts}>
        {t('save')}
      </Button>
      <Button variant="default" leftSection={<IconX size={16} />} onClick={cancel}>
        {t('cancel')}
      </Button>
      <Button variant="default" leftSection={<IconRestore size={16} />} onClick={resetLayouts}>
        {t('reset')}
      </Button>
    </>
  ) : (
    <Tooltip label={t('editOnWide')} disabled={breakpoint === 'lg'}>
      <Button
        variant="default"
        leftSection={<IconLayoutDashboard size={16} />}
        loading={save.isPending || reset.isPending}
        disabled={breakpoint !== 'lg'}
        onClick={() => {
          setDraft(layouts);
          setEditing(true);
        }}
      >
        {t('edit')}
      </Button>
    </Tooltip>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          <>
            {t('subtitle')}
            <br />
            <LiveStatus state={live} />
          </>
        }
        actions={actions}
      />
      {editing && (
        <Alert variant="light" color="blue" mb="md">
          {t('editing')}
        </Alert>
      )}
      <DashboardGrid
        layouts={layouts}
        editing={editing}
        selection={{ selected, onSelect: setSelected }}
        onLgLayoutChange={(lg) => setDraft({ ...layouts, lg })}
        onBreakpointChange={setBreakpoint}
      />
    </>
  );
}
