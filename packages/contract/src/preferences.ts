import { z } from 'zod';
import { DIGIT_STYLES, LANGUAGES } from './languages.ts';
import { defineOperations } from './operation.ts';

// An admin's own preferences that follow them from browser to browser: the console's language and, for
// Arabic, its digits. The console also keeps them in the browser, so the login screen speaks the language of
// the last admin who signed in there.

export const ZPreferences = z.strictObject({
  /** None: the console follows the browser's language. */
  language: z
    .enum(LANGUAGES, { error: `One of ${LANGUAGES.join(', ')}, or null for the browser's.` })
    .nullable(),
  digits: z.enum(DIGIT_STYLES, { error: `One of ${DIGIT_STYLES.join(', ')}.` }),
});
export type Preferences = z.infer<typeof ZPreferences>;

/** What an admin who never chose has: the browser's language, Latin digits. */
export const DEFAULT_PREFERENCES: Preferences = { language: null, digits: 'latin' };

const ZSavedPreferences = ZPreferences.extend({
  /** When they were last saved; none while the defaults apply. */
  updated_at: z.iso.datetime().nullable(),
});
export type SavedPreferences = z.infer<typeof ZSavedPreferences>;

export const preferenceOperations = defineOperations('preference', 'Auth', {
  get: {
    method: 'GET',
    path: '/v1/auth/me/preferences',
    summary: "The signed-in admin's language and digits, saved from any browser",
    access: 'admin',
    data: z.object({ preferences: ZSavedPreferences }),
  },
  save: {
    method: 'PUT',
    path: '/v1/auth/me/preferences',
    summary: "Saves the signed-in admin's language (null: the browser's) and digits",
    access: 'admin',
    body: ZPreferences,
    data: z.object({ preferences: ZSavedPreferences }),
  },
});
