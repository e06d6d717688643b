import { LANGUAGES, type Language } from '@radiant/contract';
import type { FastifyRequest } from 'fastify';

const isLanguage = (value: string): value is Language => LANGUAGES.some((language) => language === value);

/** A quality value (RFC 9110: 0 to 1, three decimals at most); a malformed one ranks the range nowhere. */
const qualityOf = (value: string | undefined) =>
  value === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;

/**
 * The language of an `Accept-Language` header: the one of ours it ranks highest (its quality values honoured,
 * `de-AT` as German, `*` as English, `q=0` as "not this"), else English.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => parameter.trim().match(/^q\s*=\s*(.*)$/i)?.[1])
        .find((value) => value !== undefined);
      const base = tag.trim().toLowerCase().split('-')[0] ?? '';
      return {
        base: base === '*' ? 'en' : base,
        quality: qualityOf(quality),
        order,
      };
    })
    .filter((range) => range.quality > 0 && !Number.isNaN(range.quality))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((range) => range.base).find(isLanguage) ?? 'en';
}

/** The language an answer to `request` speaks: its errors' sentences, and the PDFs it makes. */
export const languageOf = (request: FastifyRequest): Language =>
  negotiateLanguage(request.headers['accept-language']);
