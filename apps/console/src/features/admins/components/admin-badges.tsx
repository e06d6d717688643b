import { type Admin, type AdminState, LEVEL } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Tag } from '@/components/ui/tag';
import { formatTime } from '@/lib/format';

const STATE_COLORS: Record<AdminState, string> = { invited: 'blue', active: 'teal', deactivated: 'gray' };

/** Invited (no password chosen yet), Active or Deactivated. */
export function AdminStateBadge({ state }: { state: AdminState }) {
  const { t } = useTranslation('admins');
  return <Tag color={STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>;
}

/** Owner or Admin. */
export function RoleBadge({ level }: { level: Admin['level'] }) {
  const { t } = useTranslation('admins');
  return <Tag color={level === LEVEL.OWNER ? 'ember' : 'gray'}>{t(`roles.${level}`)}</Tag>;
}

/** Whether the admin signs in with a second factor: On, Off, or Locked (too many wrong codes) until a time. */
export function TwoFactorBadge({ admin }: { admin: Pick<Admin, 'mfa_enabled' | 'mfa_locked_until'> }) {
  const { t } = useTranslation('admins');
  if (admin.mfa_locked_until) {
    const until = formatTime(admin.mfa_locked_until);
    return (
      <Tag color="red" title={t('twoFactor.lockedHint')}>
        {t('twoFactor.lockedUntil', { time: until })}
      </Tag>
    );
  }
  const enabled = admin.mfa_enabled;
  return <Tag color={enabled ? 'teal' : 'gray'}>{t(enabled ? 'twoFactor.on' : 'twoFactor.off')}</Tag>;
}
