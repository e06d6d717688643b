import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { type DigitStyle, LANGUAGES, type Language } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, localeOf } from '@/lib/language';
import { chooseLanguage } from '@/lib/language-choice';
import { notifyError } from '@/lib/notify';
import { languageIn } from '@/lib/preferences';
import { usePreferences } from '@/lib/use-preferences';
import { SettingsSection } from './settings-section';

const BROWSER = 'browser';

/** The console's language (or the browser's), and for Arabic its digits: kept for the admin on the server. */
export function LanguageSection() {
  const { t } = useTranslation('settings');
  const preferences = usePreferences();
  const [saving, setSaving] = useState(false);
  const choose = (change: { language?: Language | null; digits?: DigitStyle }) => {
    setSaving(true);
    chooseLanguage(change)
      .catch(notifyError)
      .finally(() => setSaving(false));
  };
  const sample = (digits: DigitStyle) => new Intl.NumberFormat(localeOf('ar', digits)).format(1234567890);
  return (
    <SettingsSection title={t('language.title')} description={t('language.description')} id="language">
      <Stack gap="md" maw={420}>
        <Select
          label={t('language.language')}
          value={preferences.language ?? BROWSER}
          allowDeselect={false}
          disabled={saving}
          data={[
            { value: BROWSER, label: t('language.browser') },
            ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
          ]}
          onChange={(value) => value && choose({ language: value === BROWSER ? null : (value as Language) })}
        />
        {languageIn(preferences) === 'ar' && (
          <div>
            <Text component="label" id="digits-label" fz="sm" fw={500} display="block" mb={4}>
              {t('language.digits')}
            </Text>
            <Group>
              <SegmentedControl
                aria-labelledby="digits-label"
                value={preferences.digits}
                disabled={saving}
                data={[
                  { value: 'latin', label: sample('latin') },
                  { value: 'arab', label: sample('arab') },
                ]}
                onChange={(digits) => choose({ digits: digits as DigitStyle })}
              />
            </Group>
          </div>
        )}
      </Stack>
    </SettingsSection>
  );
}
