import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { directionIn, type Preferences } from '@/lib/preferences';
import { LANGUAGE } from './i18n';

/** Mirrors the preferences that Mantine does not own onto <html>: language, direction, contrast, text size. */
export function DocumentPreferences({ preferences }: { preferences: Preferences }) {
  const { setDirection } = useDirection();
  const { isContrastMode, fontScale } = preferences;
  const direction = directionIn(preferences);

  useEffect(() => setDirection(direction), [direction, setDirection]);

  // Screen readers pick their voice, and browsers their hyphenation and quotes, by the page's language.
  useEffect(() => {
    document.documentElement.lang = LANGUAGE;
  }, []);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-contrast', isContrastMode);
  }, [isContrastMode]);

  useEffect(() => {
    // Mantine sizes everything in rem, so the root font size scales the whole interface.
    document.documentElement.style.fontSize = `${fontScale * 100}%`;
  }, [fontScale]);

  return null;
}
