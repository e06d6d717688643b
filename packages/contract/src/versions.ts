import { z } from 'zod';

/** How many times a record has changed: every record that admins edit answers it. */
export const ZVersion = z.number().int().positive();

/**
 * The version an edit was made from (a form field sends it as text). When the record has changed since, the
 * edit is refused with 409 STALE_VERSION instead of overwriting the other change; without it, the edit applies
 * to whatever is stored.
 */
export const ZExpectedVersion = z
  .union([ZVersion, z.string().regex(/^[0-9]{1,9}$/, { error: 'Send the version as a whole number.' })], {
    error: 'Send the version as a whole number.',
  })
  .transform(Number)
  .pipe(ZVersion)
  .optional();
