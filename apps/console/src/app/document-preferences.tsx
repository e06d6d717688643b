import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import type { Preferences } from '@/lib/preferences';

/** Mirrors the preferences that Mantine does not own onto <html>: direction, contrast and text size. */
export function DocumentPreferences({ preferences }: { preferences: Preferences }) {
  const { setDirection } = useDirection();
  const { direction, isContrastMode, fontScale } = preferences;

  useEffect(() => setDirection(direction), [direction, setDirection]);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-contrast', isContrastMode);
  }, [isContrastMode]);

  useEffect(() => {
    // Mantine sizes everything in rem, so the root font size scales the whole interface.
    document.documentElement.style.fontSize = `${fontScale * 100}%`;
  }, [fontScale]);

  return null;
}
