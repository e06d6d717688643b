import { z } from 'zod';

const LIMIT_WORDS = { least: ['at least', 'more than'], most: ['at most', 'less than'] } as const;

/** "at least 12 characters", "at most 100 items", "a number more than 0", "a value". */
function amount(
  issue: { origin?: unknown; inclusive?: boolean },
  bound: number | bigint,
  side: 'least' | 'most',
) {
  const limit = `${LIMIT_WORDS[side][issue.inclusive === false ? 1 : 0]} ${bound}`;
  const plural = bound === 1 ? '' : 's';
  if (issue.origin === 'string')
    return side === 'least' && bound === 1 ? 'a value' : `${limit} character${plural}`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${limit} item${plural}`;
  return `a number ${limit}`;
}

/**
 * Sentences for the checks a schema does not word itself, so that a 400 reads "Give a number." rather than
 * "Invalid input: expected number, received NaN". A schema's own `error` still wins.
 */
export const plainMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      if (issue.expected === 'int') return 'Give a whole number.';
      if (issue.expected === 'number') return 'Give a number.';
      return `Give a value of type ${issue.expected}.`;
    case 'too_small':
      return `Give ${amount(issue, issue.minimum, 'least')}.`;
    case 'too_big':
      return `Give ${amount(issue, issue.maximum, 'most')}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Give a valid email address.';
      if (issue.format === 'url') return 'Give a valid web address.';
      return undefined;
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return undefined;
  }
};

/** Makes these sentences zod's defaults; each app calls it once as it starts (the console's bundler drops
 * side effects of contract modules, so this cannot simply run on import). */
export const applyPlainMessages = () => z.config({ customError: plainMessage });
