import '@mantine/core/styles/Switch.css';
import { Loader, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type StatusSwitchProps = { name: string; active: boolean; pending: boolean; onToggle: () => void };

/** Active or inactive, toggled by a call; disabled with a spinner in its thumb while the call runs. */
export function StatusSwitch({ name, active, pending, onToggle }: StatusSwitchProps) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={active}
      onChange={onToggle}
      disabled={pending}
      aria-label={t('lists.statusSwitch', { name })}
      aria-busy={pending}
      thumbIcon={pending ? <Loader size={8} /> : undefined}
      color="teal"
    />
  );
}
