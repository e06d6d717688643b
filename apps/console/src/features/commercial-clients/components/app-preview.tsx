import '@mantine/core/styles/SegmentedControl.css';
import { Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import type { BrandColors } from '@radiant/contract';
import { IconFlame } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './app-preview.module.css';

const MODES = ['light', 'dark', 'contrast', 'rtl'] as const;
type PreviewMode = (typeof MODES)[number];

/**
 * The app's palette in each mode: light and RTL use the brand as it is; dark keeps the brand's fills on a dark
 * surface; high contrast draws text black on white and fills in the darker primary.
 */
function paletteOf(colors: BrandColors, mode: PreviewMode) {
  const brand = {
    '--app-bg': colors.background_color,
    '--app-surface': colors.background_color,
    '--app-title': colors.title_text_color,
    '--app-secondary': colors.secondary_color,
    '--app-link': colors.primary_color,
    '--app-primary': colors.primary_color,
    '--app-primary-dark': colors.primary_dark_color,
    '--app-accent': colors.accent_color,
    '--app-header': colors.primary_color,
    '--app-header-text': colors.header_text_color,
    '--app-button-text': colors.button_text_color,
    '--app-tile-border': `color-mix(in srgb, ${colors.secondary_color} 30%, transparent)`,
    '--app-border-width': '1px',
  };
  if (mode === 'dark') {
    return {
      ...brand,
      '--app-bg': '#101317',
      '--app-surface': '#1b1f25',
      '--app-title': '#f3f4f6',
      '--app-secondary': '#a1a1aa',
      '--app-link': `color-mix(in srgb, ${colors.primary_color} 55%, white)`,
      '--app-header': colors.primary_dark_color,
      '--app-tile-border': '#2e343d',
    };
  }
  if (mode === 'contrast') {
    return {
      ...brand,
      '--app-bg': '#ffffff',
      '--app-surface': '#ffffff',
      '--app-title': '#000000',
      '--app-secondary': '#000000',
      '--app-link': '#000000',
      '--app-primary': colors.primary_dark_color,
      '--app-header': '#000000',
      '--app-header-text': '#ffffff',
      '--app-tile-border': '#000000',
      '--app-border-width': '2px',
    };
  }
  return brand;
}

const ROOMS = [
  { id: 'lounge', temperature: 21.5, target: 21 },
  { id: 'kitchen', temperature: 19, target: 19 },
  { id: 'bedroom', temperature: 17.5, target: 18 },
  { id: 'bathroom', temperature: 22, target: 22 },
] as const;

type PhoneProps = { label: string; style: CSSProperties; dir: 'ltr' | 'rtl'; children: ReactNode };

/** One screen of the app, in the client's colours, read out as a picture by its label. */
function Phone({ label, style, dir, children }: PhoneProps) {
  return (
    <div className={classes.phone} style={style} dir={dir} role="img" data-brand-sample aria-label={label}>
      {children}
    </div>
  );
}

/** A live picture of the client's white-labelled app, its sign-in and home screens, in four display modes. */
export function AppPreview({ colors }: { colors: BrandColors }) {
  const { t } = useTranslation('commercialClients');
  const [mode, setMode] = useState<PreviewMode>('light');
  const style = paletteOf(colors, mode) as CSSProperties;
  const dir = mode === 'rtl' ? 'rtl' : 'ltr';

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('preview.title')}
        </Title>
        <SegmentedControl
          aria-label={t('preview.mode')}
          value={mode}
          onChange={(value) => setMode(value as PreviewMode)}
          data={MODES.map((value) => ({ value, label: t(`preview.modes.${value}`) }))}
          fullWidth
        />
        <div className={classes.phones}>
          <Phone label={t('preview.loginLabel')} style={style} dir={dir}>
            <div className={classes.login}>
              <div className={classes.logo}>
                <IconFlame size={26} />
              </div>
              <p className={classes.heading}>{t('preview.welcome')}</p>
              <p className={classes.muted}>{t('preview.signInHint')}</p>
              <div className={classes.field}>{t('preview.email')}</div>
              <div className={classes.field}>{t('preview.password')}</div>
              <div className={classes.button}>{t('preview.signIn')}</div>
              <div className={classes.link}>{t('preview.forgot')}</div>
            </div>
          </Phone>
          <Phone label={t('preview.homeLabel')} style={style} dir={dir}>
            <div className={classes.header}>
              <p>{t('preview.greeting')}</p>
              <p className={classes.heading} style={{ color: 'inherit' }}>
                {t('preview.home')}
              </p>
              <span className={classes.chip}>{t('preview.heating')}</span>
            </div>
            <div className={classes.rooms}>
              {ROOMS.map((room) => (
                <div key={room.id} className={classes.room}>
                  <p className={classes.roomName}>{t(`preview.rooms.${room.id}`)}</p>
                  <p className={classes.temperature}>
                    {t('preview.temperature', { value: room.temperature })}
                  </p>
                  <p className={classes.muted}>{t('preview.target', { value: room.target })}</p>
                </div>
              ))}
            </div>
            <div className={classes.boost}>{t('preview.boost')}</div>
            <div className={classes.tabs}>
              <span>{t('preview.tabs.home')}</span>
              <span>{t('preview.tabs.schedule')}</span>
              <span>{t('preview.tabs.energy')}</span>
            </div>
          </Phone>
        </div>
      </Stack>
    </Paper>
  );
}
