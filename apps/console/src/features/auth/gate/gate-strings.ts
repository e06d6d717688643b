import type { Language } from '@radiant/contract';
import englishShell from '@/config/locales/en/shell.json';

/** A string by its dotted key, `{{name}}` filled in from `values`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

type Strings = Record<string, unknown>;

// The same files the console's i18next reads: the shell's strings (header, errors) and the auth feature's.
const shellFiles = import.meta.glob<{ default: Strings }>('./*/shell.json', {
  base: '../../../config/locales',
});
const authFiles = import.meta.glob<{ default: Strings }>('./*.json', { base: '../locales' });

const lookup = (strings: Strings, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);

/** Reads a key in the auth strings, then the shell's, as the console's `auth` namespace does. */
export function translatorOf(...namespaces: Strings[]): Translate {
  return (key, values = {}) => {
    for (const strings of namespaces) {
      const found = lookup(strings, key);
      if (typeof found === 'string')
        return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
    }
    return key;
  };
}

/** The login's strings in `language`: the auth feature's and the shell's, loaded together. */
export async function loadGateStrings(language: Language): Promise<Translate> {
  const load = (files: typeof shellFiles, path: string) => {
    const file = files[path];
    if (!file) throw new Error(`No ${language} strings at ${path}.`);
    return file().then((module) => module.default);
  };
  const [auth, shell] = await Promise.all([
    load(authFiles, `./${language}.json`),
    language === 'en' ? englishShell : load(shellFiles, `./${language}/shell.json`),
  ]);
  return translatorOf(auth, shell);
}
