import type { ReadingColumnsInput } from '@radiant/contract';
import { isPlainJson } from './plain-json.ts';

/**
 * A batch whose readings came as one object each, read straight from its text into columns, as a batch sent
 * as columns would be (`columns`, instants still as text), with its other members (`outdoor`) in `rest`. The
 * text is kept: a batch the quick check refuses is read again from it by JSON.parse and the contract's schema,
 * which name each refused reading as `readings.<index>.<field>`.
 */
export class ScannedReadings {
  constructor(
    readonly columns: Required<ReadingColumnsInput>,
    readonly rest: Record<string, unknown>,
    readonly text: string,
  ) {}
}

/** A reading's fields, in the order of their bits in `seen`. */
const FIELDS = [
  'radiator_id',
  'at',
  'interval_s',
  'room_c',
  'setpoint_c',
  'output_pct',
  'energy_wh',
  'window_open',
  'reached_setpoint',
  'humidity_pct',
] as const;
const AT = FIELDS.indexOf('at');
const WINDOW_OPEN = FIELDS.indexOf('window_open');
const REACHED_SETPOINT = FIELDS.indexOf('reached_setpoint');
const HUMIDITY = FIELDS.indexOf('humidity_pct');
/** The bits of the fields a reading must have: the flags left out are false, humidity left out unknown. */
const REQUIRED = FIELDS.reduce(
  (bits, _, field) =>
    [WINDOW_OPEN, REACHED_SETPOINT, HUMIDITY].includes(field) ? bits : bits | (1 << field),
  0,
);
/** Each field's name as character codes, compared in place: no key is copied out of the text. */
const codesOf = (word: string) => Array.from(word, (letter) => letter.charCodeAt(0));
const NAME_CODES = FIELDS.map(codesOf);
const TRUE = codesOf('true');
const FALSE = codesOf('false');

/** Powers of ten a decimal fraction divides by: exact as doubles up to 10²². */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, power) => 10 ** power);
/**
 * Digits a number may have for its mantissa to be exact as a double: it and the power of ten both exact, their
 * quotient is the double nearest the decimal, as JSON.parse reads it (Clinger's fast path).
 */
const EXACT_DIGITS = 15;

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const isDigit = (code: number) => code >= ZERO && code <= NINE;

/** Gives up on the text: the caller reads it as before. */
class Unscannable extends Error {}
const GIVE_UP = new Unscannable();

/**
 * Reads a body's `readings` into columns without making an object, a string or a number box per reading: the
 * objects JSON.parse makes of a batch of thousands, and the collector's work to clear them, were most of what
 * the objects form cost beyond the columns form (docs/benchmarks.md). It takes exactly JSON and gives what
 * JSON.parse would; anything unusual (an escape, an unknown or repeated field, a value of another type, a
 * reading missing a field, `readings` not first) gives up, and the body is read by JSON.parse as before.
 */
class Scanner {
  position = 0;
  previousInstant = '';

  constructor(readonly text: string) {}

  code() {
    return this.text.charCodeAt(this.position);
  }

  skipSpace() {
    let code = this.code();
    while (code === 32 || code === 10 || code === 13 || code === 9)
      code = this.text.charCodeAt(++this.position);
    return code;
  }

  expect(code: number) {
    if (this.skipSpace() !== code) throw GIVE_UP;
    this.position += 1;
  }

  /** A JSON number, as JSON.parse reads it. */
  number(): number {
    const { text } = this;
    const start = this.position;
    let at = start;
    let code = text.charCodeAt(at);
    const negative = code === MINUS;
    if (negative) code = text.charCodeAt(++at);
    let mantissa = 0;
    let digits = 0;
    let scale = 0;
    if (code === ZERO) {
      code = text.charCodeAt(++at);
      digits = 1;
      if (isDigit(code)) throw GIVE_UP;
    } else if (isDigit(code)) {
      do {
        mantissa = mantissa * 10 + (code - ZERO);
        digits += 1;
        code = text.charCodeAt(++at);
      } while (isDigit(code));
    } else throw GIVE_UP;
    if (code === DOT) {
      code = text.charCodeAt(++at);
      if (!isDigit(code)) throw GIVE_UP;
      do {
        mantissa = mantissa * 10 + (code - ZERO);
        digits += 1;
        scale += 1;
        code = text.charCodeAt(++at);
      } while (isDigit(code));
    }
    let exponent = false;
    if (code === 101 || code === 69) {
      exponent = true;
      code = text.charCodeAt(++at);
      if (code === 43 || code === MINUS) code = text.charCodeAt(++at);
      if (!isDigit(code)) throw GIVE_UP;
      do code = text.charCodeAt(++at);
      while (isDigit(code));
    }
    this.position = at;
    if (exponent || digits > EXACT_DIGITS) return Number(text.slice(start, at));
    const value = mantissa / (POWERS_OF_TEN[scale] as number);
    return negative ? -value : value;
  }

  boolean(): boolean {
    const { text, position } = this;
    const code = text.charCodeAt(position);
    if (code === 116 && this.isWord(TRUE, position)) {
      this.position += TRUE.length;
      return true;
    }
    if (code === 102 && this.isWord(FALSE, position)) {
      this.position += FALSE.length;
      return false;
    }
    throw GIVE_UP;
  }

  /**
   * A string without escapes: the same text as the previous one gives the same string, not a copy (a gateway
   * reads its radiators at the same instants).
   */
  instant(): string {
    const { text } = this;
    if (text.charCodeAt(this.position) !== QUOTE) throw GIVE_UP;
    const start = this.position + 1;
    const previous = this.previousInstant;
    let at = start;
    let same = true;
    let code = text.charCodeAt(at);
    while (code !== QUOTE) {
      if (code === BACKSLASH || code < 32 || Number.isNaN(code)) throw GIVE_UP;
      if (same && code !== previous.charCodeAt(at - start)) same = false;
      code = text.charCodeAt(++at);
    }
    this.position = at + 1;
    if (!same || at - start !== previous.length) this.previousInstant = text.slice(start, at);
    return this.previousInstant;
  }

  /** Whether the text at `start` is `codes` (String#startsWith with a position was slower by half). */
  isWord(codes: readonly number[], start: number) {
    const { text } = this;
    for (let index = 0; index < codes.length; index += 1) {
      if (text.charCodeAt(start + index) !== codes[index]) return false;
    }
    return true;
  }

  /** Whether the key at `start` is `field`'s name, its closing quote included. */
  isName(start: number, field: number) {
    const codes = NAME_CODES[field] as number[];
    return this.isWord(codes, start) && this.text.charCodeAt(start + codes.length) === QUOTE;
  }

  /**
   * The field a key names (its index in FIELDS), its closing quote read: the one after `previous` is tried
   * first, as gateways write their fields in one order.
   */
  field(previous: number): number {
    if (this.skipSpace() !== QUOTE) throw GIVE_UP;
    const start = this.position + 1;
    let field = previous + 1;
    if (field >= FIELDS.length || !this.isName(start, field)) {
      field = FIELDS.findIndex((_, candidate) => this.isName(start, candidate));
      if (field < 0) throw GIVE_UP;
    }
    this.position = start + (NAME_CODES[field] as number[]).length + 1;
    return field;
  }

  /** One reading's object, its values added to `columns`, whose numbers' columns are `numbers` by field. */
  reading(columns: Required<ReadingColumnsInput>, numbers: number[][]) {
    this.expect(OPEN_BRACE);
    let seen = 0;
    let field = -1;
    let windowOpen = false;
    let reachedSetpoint = false;
    let humidity: number | null = null;
    for (;;) {
      field = this.field(field);
      if (seen & (1 << field)) throw GIVE_UP;
      seen |= 1 << field;
      this.expect(COLON);
      this.skipSpace();
      if (field === AT) columns.at.push(this.instant());
      else if (field === WINDOW_OPEN) windowOpen = this.boolean();
      else if (field === REACHED_SETPOINT) reachedSetpoint = this.boolean();
      else if (field === HUMIDITY) humidity = this.number();
      else (numbers[field] as number[]).push(this.number());
      const next = this.skipSpace();
      this.position += 1;
      if (next === CLOSE_BRACE) break;
      if (next !== COMMA) throw GIVE_UP;
    }
    if ((seen & REQUIRED) !== REQUIRED) throw GIVE_UP;
    columns.window_open.push(windowOpen);
    columns.reached_setpoint.push(reachedSetpoint);
    columns.humidity_pct.push(humidity);
  }

  /** The body's other members, read by JSON.parse, if none of them could hold a prototype's key. */
  rest(): Record<string, unknown> {
    const next = this.skipSpace();
    if (next === CLOSE_BRACE) {
      this.position += 1;
      this.skipSpace();
      if (this.position !== this.text.length) throw GIVE_UP;
      return {};
    }
    if (next !== COMMA) throw GIVE_UP;
    const members = `{${this.text.slice(this.position + 1)}`;
    if (!isPlainJson(members)) throw GIVE_UP;
    let rest: unknown;
    try {
      rest = JSON.parse(members);
    } catch {
      throw GIVE_UP;
    }
    if (typeof rest !== 'object' || rest === null || Array.isArray(rest)) throw GIVE_UP;
    if ('readings' in rest || 'columns' in rest) throw GIVE_UP;
    return rest as Record<string, unknown>;
  }
}

/**
 * A body beginning with `{"readings": [` read into columns (see Scanner), or undefined when it is not such a
 * body or holds anything the scanner leaves to JSON.parse.
 */
export function scanReadings(text: string): ScannedReadings | undefined {
  const scanner = new Scanner(text);
  const columns: Required<ReadingColumnsInput> = {
    radiator_id: [],
    at: [],
    interval_s: [],
    room_c: [],
    setpoint_c: [],
    output_pct: [],
    energy_wh: [],
    window_open: [],
    reached_setpoint: [],
    humidity_pct: [],
  };
  try {
    scanner.expect(OPEN_BRACE);
    scanner.skipSpace();
    if (!text.startsWith('"readings"', scanner.position)) return undefined;
    scanner.position += '"readings"'.length;
    scanner.expect(COLON);
    scanner.expect(OPEN_BRACKET);
    if (scanner.skipSpace() === CLOSE_BRACKET) return undefined;
    // The columns of numbers by field (the others are filled by name).
    const numbers = FIELDS.map((field) => columns[field]) as number[][];
    for (;;) {
      scanner.reading(columns, numbers);
      const next = scanner.skipSpace();
      scanner.position += 1;
      if (next === CLOSE_BRACKET) break;
      if (next !== COMMA) return undefined;
    }
    return new ScannedReadings(columns, scanner.rest(), text);
  } catch (error) {
    if (error instanceof Unscannable) return undefined;
    throw error;
  }
}
