import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { LANGUAGES, type Language } from '@radiant/contract';
import {
  IconCheck,
  IconContrast2,
  IconLanguage,
  IconMoon,
  IconSun,
  IconTextDirectionLtr,
  IconTextDirectionRtl,
  IconTextSize,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/lib/language';
import { chooseLanguage } from '@/lib/language-choice';
import { notifyError } from '@/lib/notify';
import { directionIn, FONT_SCALES } from '@/lib/preferences';
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
  const preferences = usePreferences();
  const { isDarkMode, isContrastMode, fontScale } = preferences;
  const isRtl = directionIn(preferences) === 'rtl';

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
      <LanguageMenu chosen={preferences.language} />
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

/** The console's language: each by its own name (and marked as written in it), or the browser's. */
function LanguageMenu({ chosen }: { chosen: Language | null }) {
  const { t } = useTranslation();
  const choices: { language: Language | null; name: string }[] = [
    { language: null, name: t('header.browserLanguage') },
    ...LANGUAGES.map((language) => ({ language, name: LANGUAGE_NAMES[language] })),
  ];
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('header.language')}>
          <IconLanguage size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {choices.map(({ language, name }) => (
          <Menu.Item
            key={language ?? 'browser'}
            lang={language ?? undefined}
            aria-current={language === chosen || undefined}
            fw={language === chosen ? 700 : undefined}
            leftSection={<IconCheck size={14} visibility={language === chosen ? 'visible' : 'hidden'} />}
            onClick={() => chooseLanguage({ language }).catch(notifyError)}
          >
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
