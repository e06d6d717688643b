// This file sits one level below the package root both as source (src/) and when bundled (dist/).
export const migrationsDir = new URL('../migrations/', import.meta.url);
export const consoleDistDir = new URL('../../console/dist/', import.meta.url);
