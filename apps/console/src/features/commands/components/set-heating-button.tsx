import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetHeatingProps } from '@/components/slots/set-heating';

// The dialog, its form and its preview load when first opened.
const SetHeatingDialog = lazy(() => import('./set-heating-dialog'));

/** "Set heating…": opens the dialog that previews, then sends, a change to the target's radiators. */
export function SetHeatingButton({ target, size = 'sm', onSent }: SetHeatingProps) {
  const { t } = useTranslation('commands');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="light"
        color="ember"
        leftSection={<IconAdjustmentsHorizontal size={size === 'xs' ? 14 : 16} />}
        onClick={() => setOpened(true)}
      >
        {/* The ellipsis stays at the label's end in a right-to-left page too. */}
        <bdi>{t('dialog.open')}</bdi>
      </Button>
      {opened && (
        <Suspense>
          <SetHeatingDialog target={target} onSent={onSent} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
