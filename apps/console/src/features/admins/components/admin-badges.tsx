import { Badge } from '@mantine/core';
import { type Admin, type AdminState, LEVEL } from '@radiant/contract';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<AdminState, string> = { invited: 'blue', active: 'teal', deactivated: 'gray' };

/** Invited (no password chosen yet), Active or Deactivated. */
export function AdminStateBadge({ state }: { state: AdminState }) {
  const { t } = useTranslation('admins');
  return (
    <Badge variant="light" color={STATE_COLORS[state]} radius="sm" miw="max-content">
      {t(`states.${state}`)}
    </Badge>
  );
}

/** Owner or Admin. */
export function RoleBadge({ level }: { level: Admin['level'] }) {
  const { t } = useTranslation('admins');
  return (
    <Badge variant="light" color={level === LEVEL.OWNER ? 'ember' : 'gray'} radius="sm" miw="max-content">
      {t(`roles.${level}`)}
    </Badge>
  );
}

/** Whether the admin signs in with a second factor: On or Off. */
export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admins');
  return (
    <Badge variant="light" color={enabled ? 'teal' : 'gray'} radius="sm" miw="max-content">
      {t(enabled ? 'twoFactor.on' : 'twoFactor.off')}
    </Badge>
  );
}
