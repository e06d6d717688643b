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

/** Whether the admin signs in with a second factor: On, Off, or Locked (too many wrong codes) until a time. */
export function TwoFactorBadge({ admin }: { admin: Pick<Admin, 'mfa_enabled' | 'mfa_locked_until'> }) {
  const { t } = useTranslation('admins');
  if (admin.mfa_locked_until) {
    const until = new Date(admin.mfa_locked_until).toLocaleTimeString([], { timeStyle: 'short' });
    return (
      <Badge variant="light" color="red" radius="sm" miw="max-content" title={t('twoFactor.lockedHint')}>
        {t('twoFactor.lockedUntil', { time: until })}
      </Badge>
    );
  }
  const enabled = admin.mfa_enabled;
  return (
    <Badge variant="light" color={enabled ? 'teal' : 'gray'} radius="sm" miw="max-content">
      {t(enabled ? 'twoFactor.on' : 'twoFactor.off')}
    </Badge>
  );
}
