import type { ReadingColumnsInput } from '@radiant/contract';
import { isPlainJson } from './plain-json.ts';

/**
 * A batch whose readings came as one object each, read straight from its bytes into columns, as a batch sent
 * as columns would be (`columns`, instants still as text), with its other members (`outdoor`) in `rest`. The
 * body is kept: a batch the quick check refuses is read again from it by JSON.parse and the contract's schema,
 * which name each refused reading as `readings.<index>.<field>`.
 */
export class ScannedReadings {
  constructor(
    readonly columns: Required<ReadingColumnsInput>,
    readonly rest: Record<string, unknown>,
    readonly body: Buffer,
  ) {}

  /** The body as text, for JSON.parse. */
  text() {
    return this.body.toString('utf8');
  }
}

/** A reading's fields, in the order of their bits in a reading's `seen`. */
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

/** A batch's columns, every one empty, whatever its instants are kept as (text here, milliseconds in batch.ts). */
export const emptyColumnsOf = <Columns extends Record<(typeof FIELDS)[number], unknown[]>>() =>
  Object.fromEntries(FIELDS.map((field) => [field, []])) as unknown as Columns;

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
const bytesOf = (word: string) => Uint8Array.from(word, (letter) => letter.charCodeAt(0));
/** Each field's name, compared in place: no key is copied out of the body. */
const NAMES = FIELDS.map(bytesOf);
const READINGS = bytesOf('"readings"');
const TRUE = bytesOf('true');
const FALSE = bytesOf('false');

/** Powers of ten a decimal fraction divides by: exact as doubles up to 10²². */
const POWERS_OF_TEN = Float64Array.from({ length: 23 }, (_, power) => 10 ** power);
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
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
/** A byte past the end reads as undefined, which no comparison below takes. */
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= ZERO && byte <= NINE;

/** Gives up on the body: the caller reads it as before. */
class Unscannable extends Error {}
const GIVE_UP = new Unscannable();

/** The index of the first byte from `index` on that is not JSON's white space. */
function skipSpace(bytes: Uint8Array, index: number): number {
  let at = index;
  let byte = bytes[at];
  while (byte === 32 || byte === 10 || byte === 13 || byte === 9) byte = bytes[++at];
  return at;
}

/** Whether the bytes at `index` are `word`'s. */
function isWord(bytes: Uint8Array, index: number, word: Uint8Array): boolean {
  if (index + word.length > bytes.length) return false;
  for (let offset = 0; offset < word.length; offset += 1) {
    if (bytes[index + offset] !== word[offset]) return false;
  }
  return true;
}

/**
 * Whether the `length` bytes at `first` and at `second` of `view` are the same, both within it: four compared at
 * once (a byte at a time was a third of a reading's scan).
 */
function sameBytes(view: DataView, first: number, second: number, length: number): boolean {
  let offset = 0;
  for (; offset + 4 <= length; offset += 4) {
    if (view.getInt32(first + offset) !== view.getInt32(second + offset)) return false;
  }
  for (; offset < length; offset += 1) {
    if (view.getUint8(first + offset) !== view.getUint8(second + offset)) return false;
  }
  return true;
}

/** What came before a value in the last reading (see Scan): where it is in the body, and the field it named. */
interface Head {
  at: number;
  length: number;
  field: number;
}

/** The index after the value `number` last read: its second answer, without an object to carry both. */
let numberEnd = 0;

/** The JSON number at `index`, as JSON.parse reads it; where it ends in `numberEnd`. */
function number(bytes: Uint8Array, index: number): number {
  let at = index;
  let byte = bytes[at];
  const negative = byte === MINUS;
  if (negative) byte = bytes[++at];
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  if (byte === ZERO) {
    byte = bytes[++at];
    digits = 1;
    if (isDigit(byte)) throw GIVE_UP;
  } else if (isDigit(byte)) {
    do {
      mantissa = mantissa * 10 + ((byte as number) - ZERO);
      digits += 1;
      byte = bytes[++at];
    } while (isDigit(byte));
  } else throw GIVE_UP;
  if (byte === DOT) {
    byte = bytes[++at];
    if (!isDigit(byte)) throw GIVE_UP;
    do {
      mantissa = mantissa * 10 + ((byte as number) - ZERO);
      digits += 1;
      scale += 1;
      byte = bytes[++at];
    } while (isDigit(byte));
  }
  let exponent = false;
  if (byte === 101 || byte === 69) {
    exponent = true;
    byte = bytes[++at];
    if (byte === PLUS || byte === MINUS) byte = bytes[++at];
    if (!isDigit(byte)) throw GIVE_UP;
    do byte = bytes[++at];
    while (isDigit(byte));
  }
  numberEnd = at;
  if (exponent || digits > EXACT_DIGITS)
    return Number(Buffer.from(bytes.subarray(index, at)).toString('latin1'));
  const value = scale === 0 ? mantissa : mantissa / (POWERS_OF_TEN[scale] as number);
  return negative ? -value : value;
}

/**
 * One scan of a body's readings. What came before each value of the last reading (the brace or comma, the key,
 * the colon and the spaces between) is kept by its place in the reading with the field the key named: a
 * gateway writes every reading alike, so the next reading's are compared whole instead of read piece by piece.
 */
class Scan {
  readonly heads: Head[] = [];
  /** The last instant, and where its text is in the body: the same text again is the same string. */
  instant = '';
  instantAt = -1;
  readonly view: DataView;
  readonly columns = emptyColumnsOf<Required<ReadingColumnsInput>>();
  /** The columns of numbers by field (the others are filled by name). */
  readonly numbers = FIELDS.map((field) => this.columns[field]) as number[][];

  constructor(
    readonly body: Buffer,
    readonly bytes: Uint8Array,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  }

  /** The key at `index` (after its brace or comma) through its colon and the spaces after: its field. */
  head(index: number, place: number): { field: number; end: number } {
    const { bytes } = this;
    let at = skipSpace(bytes, index + 1);
    if (bytes[at] !== QUOTE) throw GIVE_UP;
    at += 1;
    const field = NAMES.findIndex((name) => isWord(bytes, at, name) && bytes[at + name.length] === QUOTE);
    if (field < 0) throw GIVE_UP;
    at = skipSpace(bytes, at + (NAMES[field] as Uint8Array).length + 1);
    if (bytes[at] !== COLON) throw GIVE_UP;
    at = skipSpace(bytes, at + 1);
    this.heads[place] = { at: index, length: at - index, field };
    return { field, end: at };
  }

  /** The instant's string at `index` (without escapes or other than ASCII); the index after it. */
  readInstant(index: number): number {
    const { bytes, instantAt, instant } = this;
    if (bytes[index] !== QUOTE) throw GIVE_UP;
    const start = index + 1;
    const end = start + instant.length;
    if (instantAt >= 0 && bytes[end] === QUOTE && sameBytes(this.view, instantAt, start, instant.length)) {
      this.columns.at.push(instant);
      return end + 1;
    }
    let at = start;
    let byte = bytes[at];
    while (byte !== QUOTE) {
      if (byte === undefined || byte === BACKSLASH || byte < 32 || byte >= 0x80) throw GIVE_UP;
      byte = bytes[++at];
    }
    this.instant = this.body.toString('latin1', start, at);
    this.instantAt = start;
    this.columns.at.push(this.instant);
    return at + 1;
  }

  /** The boolean at `index`; the index after it in `numberEnd`. */
  flag(index: number): boolean {
    if (isWord(this.bytes, index, TRUE)) {
      numberEnd = index + TRUE.length;
      return true;
    }
    if (isWord(this.bytes, index, FALSE)) {
      numberEnd = index + FALSE.length;
      return false;
    }
    throw GIVE_UP;
  }

  /** The reading's object at `index`, its values added to the columns; the index after it. */
  reading(index: number): number {
    const { bytes, columns, heads } = this;
    let at = index;
    let seen = 0;
    let windowOpen = false;
    let reachedSetpoint = false;
    let humidity: number | null = null;
    for (let place = 0; ; place += 1) {
      let field: number;
      const known = heads[place];
      if (
        known !== undefined &&
        at + known.length <= bytes.length &&
        sameBytes(this.view, known.at, at, known.length)
      ) {
        field = known.field;
        at += known.length;
      } else {
        if (bytes[at] !== (place === 0 ? OPEN_BRACE : COMMA)) throw GIVE_UP;
        ({ field, end: at } = this.head(at, place));
      }
      if (seen & (1 << field)) throw GIVE_UP;
      seen |= 1 << field;
      if (field === AT) {
        at = this.readInstant(at);
      } else {
        if (field === WINDOW_OPEN) windowOpen = this.flag(at);
        else if (field === REACHED_SETPOINT) reachedSetpoint = this.flag(at);
        else if (field === HUMIDITY) humidity = number(bytes, at);
        else (this.numbers[field] as number[]).push(number(bytes, at));
        at = numberEnd;
      }
      at = skipSpace(bytes, at);
      if (bytes[at] === CLOSE_BRACE) break;
      if (bytes[at] !== COMMA) throw GIVE_UP;
    }
    if ((seen & REQUIRED) !== REQUIRED) throw GIVE_UP;
    columns.window_open.push(windowOpen);
    columns.reached_setpoint.push(reachedSetpoint);
    columns.humidity_pct.push(humidity);
    return at + 1;
  }

  /** The body's other members from `index` (after the readings), read by JSON.parse if none could hold a prototype key. */
  rest(index: number): Record<string, unknown> {
    const { body, bytes } = this;
    const at = skipSpace(bytes, index);
    if (bytes[at] === CLOSE_BRACE) {
      if (skipSpace(bytes, at + 1) !== bytes.length) throw GIVE_UP;
      return {};
    }
    if (bytes[at] !== COMMA) throw GIVE_UP;
    const members = `{${body.toString('utf8', at + 1)}`;
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
 * A body beginning with `{"readings": [` read into columns without making an object, a string or a number box
 * per reading: the objects JSON.parse makes of a batch of thousands, and the collector's work to clear them,
 * were most of what the objects form cost beyond the columns form (docs/benchmarks.md). It takes exactly JSON
 * and gives what JSON.parse would; anything unusual (an escape, an unknown or repeated field, a value of
 * another type, a reading missing a field, `readings` not first) gives undefined, and the body is read by
 * JSON.parse as before.
 */
export function scanReadings(body: Buffer): ScannedReadings | undefined {
  const bytes = new Uint8Array(body.buffer, body.byteOffset, body.length);
  const scan = new Scan(body, bytes);
  try {
    let at = skipSpace(bytes, 0);
    if (bytes[at] !== OPEN_BRACE) return undefined;
    at = skipSpace(bytes, at + 1);
    if (!isWord(bytes, at, READINGS)) return undefined;
    at = skipSpace(bytes, at + READINGS.length);
    if (bytes[at] !== COLON) return undefined;
    at = skipSpace(bytes, at + 1);
    if (bytes[at] !== OPEN_BRACKET) return undefined;
    at = skipSpace(bytes, at + 1);
    if (bytes[at] === CLOSE_BRACKET) return undefined;
    for (;;) {
      at = skipSpace(bytes, scan.reading(at));
      if (bytes[at] === CLOSE_BRACKET) break;
      if (bytes[at] !== COMMA) return undefined;
      at = skipSpace(bytes, at + 1);
    }
    return new ScannedReadings(scan.columns, scan.rest(at + 1), body);
  } catch (error) {
    if (error instanceof Unscannable) return undefined;
    throw error;
  }
}
