import { RECOVERY_CODE_COUNT } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { ShownOnce } from '@/components/ui/shown-once';
import { formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session';

/** The ten recovery codes: the server answers them once, when two-factor sign-in is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const email = useSessionUser()?.email ?? '';
  const value = codes.join('\n');
  const heading = t('twoFactor.codesFileHeading', { email, date: formatDateTime(new Date().toISOString()) });
  return (
    <ShownOnce
      intro={t('twoFactor.codesIntro', { count: RECOVERY_CODE_COUNT })}
      label={t('twoFactor.codesLabel')}
      value={value}
      columns={2}
      warning={t('twoFactor.codesOnce')}
      copy={{ label: t('twoFactor.copyCodes'), copied: t('twoFactor.copied') }}
      download={{
        label: t('twoFactor.downloadCodes'),
        filename: 'radiant-recovery-codes.txt',
        text: `${heading}\n\n${value}\n`,
      }}
      done={{ label: t('twoFactor.codesDone'), onDone }}
    />
  );
}
