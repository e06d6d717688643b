// Resolve hook for drizzle-kit's import() of drizzle-orm: from this package, where npm puts drizzle-orm, instead of
// from drizzle-kit's own folder (see drizzle-kit.mjs).
export function resolve(specifier, context, nextResolve) {
  const isDrizzleOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  return nextResolve(specifier, isDrizzleOrm ? { ...context, parentURL: import.meta.url } : context);
}
