import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
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
import { chooseLanguage } from '@/lib/language-choice';
import { notifyError } from '@/lib/notify';
import {
  type Choice,
  fontScaleChoices,
  languageChoices,
  languageOfChoice,
  preferenceToggles,
} from '@/lib/preference-choices';
import { updatePreferences } from '@/lib/preferences-store';
import { usePreferences } from '@/lib/use-preferences';

const TOGGLE_ICONS = {
  sun: IconSun,
  moon: IconMoon,
  contrast: IconContrast2,
  directionLtr: IconTextDirectionLtr,
  directionRtl: IconTextDirectionRtl,
};

export function PreferenceToggles() {
  const { t } = useTranslation();
  const preferences = usePreferences();

  return (
    <Group gap={6} wrap="nowrap">
      {preferenceToggles(preferences).map(({ id, label, change, icon }) => {
        const Icon = TOGGLE_ICONS[icon];
        return (
          <Tooltip key={id} label={t(label)} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t(label)}
              onClick={() => updatePreferences(change)}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
      <ChoiceMenu
        label={t('header.language')}
        icon={<IconLanguage size={18} />}
        choices={languageChoices(preferences, t('header.browserLanguage'))}
        onChoose={(key) => chooseLanguage({ language: languageOfChoice(key) }).catch(notifyError)}
      />
      <ChoiceMenu
        label={t('header.fontScale')}
        icon={<IconTextSize size={18} />}
        choices={fontScaleChoices(preferences, (percent) => t('header.fontScaleOption', { percent }))}
        onChoose={(key) => updatePreferences({ fontScale: Number(key) })}
      />
    </Group>
  );
}

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
