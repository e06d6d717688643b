/** An instant as the API answers it, from what either driver reads (a Date, or a string from JSON built in SQL). */
export const isoString = (at: Date | string) => new Date(at).toISOString();

/** The same of an instant that may be missing. */
export const isoOrNull = (at: Date | string | null) => (at === null ? null : isoString(at));
