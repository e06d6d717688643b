import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconContrast2,
  IconMoon,
  IconSun,
  IconTextDirectionLtr,
  IconTextDirectionRtl,
  IconTextSize,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_SCALES } from '@/lib/preferences';
import { updatePreferences, usePreferences } from '@/lib/preferences-store';

/** A header button named for what it does next ("Switch to dark mode"), so it needs no pressed state. */
function Toggle({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function PreferenceToggles() {
  const { t } = useTranslation();
  const { isDarkMode, isContrastMode, direction, fontScale } = usePreferences();
  const isRtl = direction === 'rtl';

  return (
    <Group gap={6} wrap="nowrap">
      <Toggle
        label={t(isDarkMode ? 'header.darkModeOff' : 'header.darkModeOn')}
        onClick={() => updatePreferences({ isDarkMode: !isDarkMode })}
      >
        {isDarkMode ? <IconSun size={18} /> : <IconMoon size={18} />}
      </Toggle>
      <Toggle
        label={t(isContrastMode ? 'header.contrastOff' : 'header.contrastOn')}
        onClick={() => updatePreferences({ isContrastMode: !isContrastMode })}
      >
        <IconContrast2 size={18} />
      </Toggle>
      <Toggle
        label={t(isRtl ? 'header.directionLtr' : 'header.directionRtl')}
        onClick={() => updatePreferences({ direction: isRtl ? 'ltr' : 'rtl' })}
      >
        {isRtl ? <IconTextDirectionLtr size={18} /> : <IconTextDirectionRtl size={18} />}
      </Toggle>
      <Menu position="bottom-end" withArrow>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('header.fontScale')}>
            <IconTextSize size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('header.fontScale')}</Menu.Label>
          {FONT_SCALES.map((scale) => (
            <Menu.Item
              key={scale}
              // Mantine fixes the role to menuitem; aria-current marks the active size.
              aria-current={scale === fontScale || undefined}
              fw={scale === fontScale ? 700 : undefined}
              leftSection={<IconCheck size={14} visibility={scale === fontScale ? 'visible' : 'hidden'} />}
              onClick={() => updatePreferences({ fontScale: scale })}
            >
              {t('header.fontScaleOption', { percent: scale * 100 })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
