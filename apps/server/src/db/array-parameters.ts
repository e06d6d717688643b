/** The element types of the array parameters that statements take in bulk: PostgreSQL's names. */
export type ArrayElement = 'int2' | 'int4' | 'int8' | 'float4' | 'bool';

/** Each element type's OID and size in PostgreSQL's binary format. */
const BINARY: Record<ArrayElement, { oid: number; size: number }> = {
  int2: { oid: 21, size: 2 },
  int4: { oid: 23, size: 4 },
  int8: { oid: 20, size: 8 },
  float4: { oid: 700, size: 4 },
  bool: { oid: 16, size: 1 },
};

const TWO_TO_THE_32 = 2 ** 32;

/**
 * An array of numbers or booleans (no nulls) in PostgreSQL's binary format (what `array_send` writes), which
 * node-postgres sends as it is: PostgreSQL reads thousands of elements without parsing text (floats most of
 * all), and they take no longer to write here than to join as text.
 */
export function binaryArray(element: ArrayElement, values: readonly (number | boolean)[]): Buffer {
  const { oid, size } = BINARY[element];
  const buffer = Buffer.allocUnsafe(20 + values.length * (4 + size));
  // One dimension, no nulls, the element type; the dimension's length and lower bound.
  buffer.writeInt32BE(1, 0);
  buffer.writeInt32BE(0, 4);
  buffer.writeInt32BE(oid, 8);
  buffer.writeInt32BE(values.length, 12);
  buffer.writeInt32BE(1, 16);
  let offset = 20;
  for (const value of values) {
    offset = buffer.writeInt32BE(size, offset);
    const number = Number(value);
    switch (element) {
      case 'int2':
        offset = buffer.writeInt16BE(number, offset);
        break;
      case 'int4':
        offset = buffer.writeInt32BE(number, offset);
        break;
      case 'int8':
        // Whole numbers within ±2^53 (instants in milliseconds): the high and low 32 bits.
        offset = buffer.writeInt32BE(Math.floor(number / TWO_TO_THE_32), offset);
        offset = buffer.writeUInt32BE(((number % TWO_TO_THE_32) + TWO_TO_THE_32) % TWO_TO_THE_32, offset);
        break;
      case 'float4':
        offset = buffer.writeFloatBE(number, offset);
        break;
      case 'bool':
        offset = buffer.writeUInt8(number, offset);
        break;
    }
  }
  return buffer;
}

/**
 * The same array as a PostgreSQL array literal (numbers and booleans need no quoting), for a driver that
 * sends parameters as text: thousands of elements written in one join.
 */
export const arrayLiteral = (values: readonly (number | boolean)[]): string => `{${values.join(',')}}`;
