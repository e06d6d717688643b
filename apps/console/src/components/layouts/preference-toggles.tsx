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
      <ChoiceMenu
        label={t('header.language')}
        icon={<IconLanguage size={18} />}
        choices={[
          { key: 'browser', name: t('header.browserLanguage'), chosen: preferences.language === null },
          ...LANGUAGES.map((language) => ({
            key: language,
            // Each language by its own name, marked as written in it.
            name: LANGUAGE_NAMES[language],
            lang: language,
            chosen: preferences.language === language,
          })),
        ]}
        onChoose={(key) =>
          chooseLanguage({ language: key === 'browser' ? null : (key as Language) }).catch(notifyError)
        }
      />
      <ChoiceMenu
        label={t('header.fontScale')}
        icon={<IconTextSize size={18} />}
        choices={FONT_SCALES.map((scale) => ({
          key: String(scale),
          name: t('header.fontScaleOption', { percent: scale * 100 }),
          chosen: scale === fontScale,
        }))}
        onChoose={(key) => updatePreferences({ fontScale: Number(key) })}
      />
    </Group>
  );
}

type Choice = { key: string; name: string; chosen: boolean; lang?: string };

/** A header button opening a menu of choices, the chosen one checked. */
function ChoiceMenu(props: {
  label: string;
  icon: ReactNode;
  choices: Choice[];
  onChoose: (key: string) => void;
}) {
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={props.label}>
          {props.icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{props.label}</Menu.Label>
        {props.choices.map(({ key, name, chosen, lang }) => (
          <Menu.Item
            key={key}
            lang={lang}
            // Mantine fixes the role to menuitem; aria-current marks the chosen one.
            aria-current={chosen || undefined}
            fw={chosen ? 700 : undefined}
            leftSection={<IconCheck size={14} visibility={chosen ? 'visible' : 'hidden'} />}
            onClick={() => props.onChoose(key)}
          >
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
