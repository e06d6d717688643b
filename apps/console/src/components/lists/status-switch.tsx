import '@mantine/core/styles/Switch.css';
import { Loader, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type StatusSwitchProps = { name: string; active: boolean; pending: boolean; onToggle: () => void };

/**
 * Active or inactive, toggled by a call. While the call runs it shows a spinner in its thumb and ignores
 * presses, but stays enabled so that keyboard focus stays on it.
 */
export function StatusSwitch({ name, active, pending, onToggle }: StatusSwitchProps) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={active}
      onChange={() => {
        if (!pending) onToggle();
      }}
      aria-label={t('lists.statusSwitch', { name })}
      aria-busy={pending}
      aria-disabled={pending}
      thumbIcon={pending ? <Loader size={8} /> : undefined}
      color="teal"
    />
  );
}
