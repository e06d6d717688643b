let sequence = 0;

/** A name no other test (or earlier run against the same database) uses. */
export const unique = (name: string) => `${name} ${process.pid}-${Date.now().toString(36)}-${++sequence}`;
