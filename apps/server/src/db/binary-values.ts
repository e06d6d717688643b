/** The types of values the bulk writes send in PostgreSQL's binary format: PostgreSQL's names. */
type BinaryType = 'int2' | 'int4' | 'int8' | 'float4' | 'float8' | 'bool' | 'timestamptz';
/** The element types of array parameters (instants travel in arrays as epoch milliseconds, int8). */
export type ArrayElement = Exclude<BinaryType, 'timestamptz'>;

/** Each type's OID and size in PostgreSQL's binary format. */
const BINARY: Record<BinaryType, { oid: number; size: number }> = {
  int2: { oid: 21, size: 2 },
  int4: { oid: 23, size: 4 },
  int8: { oid: 20, size: 8 },
  float4: { oid: 700, size: 4 },
  float8: { oid: 701, size: 8 },
  bool: { oid: 16, size: 1 },
  timestamptz: { oid: 1184, size: 8 },
};

const TWO_TO_THE_32 = 2 ** 32;
/** PostgreSQL counts instants in microseconds from 2000-01-01 UTC: this many milliseconds after the epoch. */
const POSTGRES_EPOCH_MS = 946_684_800_000;

/** Writes a whole number within ±2^53 as a 64-bit integer, its high and low 32 bits. */
function setInt64(view: DataView, offset: number, value: number) {
  view.setInt32(offset, Math.floor(value / TWO_TO_THE_32));
  view.setUint32(offset + 4, ((value % TWO_TO_THE_32) + TWO_TO_THE_32) % TWO_TO_THE_32);
}

/**
 * Writes `values` of `type`, each with its length in front (as `array_send` and binary COPY do), the first at
 * `first` and each `stride` bytes after the one before. A timestamptz is given in epoch milliseconds.
 *
 * One loop for each type, where a setter chosen for each value took nearly three times as long: these run
 * for every field of every reading that a gateway sends.
 */
function writeColumn(
  view: DataView,
  first: number,
  stride: number,
  type: BinaryType,
  values: readonly (number | boolean)[],
) {
  const { size } = BINARY[type];
  const count = values.length;
  for (let index = 0; index < count; index += 1) view.setInt32(first + index * stride, size);
  const start = first + 4;
  const numbers = values as readonly number[];
  switch (type) {
    case 'int2':
      for (let index = 0; index < count; index += 1)
        view.setInt16(start + index * stride, numbers[index] ?? 0);
      return;
    case 'int4':
      for (let index = 0; index < count; index += 1)
        view.setInt32(start + index * stride, numbers[index] ?? 0);
      return;
    case 'int8':
      for (let index = 0; index < count; index += 1)
        setInt64(view, start + index * stride, numbers[index] ?? 0);
      return;
    case 'float4':
      for (let index = 0; index < count; index += 1)
        view.setFloat32(start + index * stride, numbers[index] ?? 0);
      return;
    case 'float8':
      for (let index = 0; index < count; index += 1)
        view.setFloat64(start + index * stride, numbers[index] ?? 0);
      return;
    case 'bool':
      for (let index = 0; index < count; index += 1)
        view.setUint8(start + index * stride, values[index] ? 1 : 0);
      return;
    case 'timestamptz':
      for (let index = 0; index < count; index += 1) {
        setInt64(view, start + index * stride, ((numbers[index] ?? 0) - POSTGRES_EPOCH_MS) * 1000);
      }
      return;
  }
}

/** A view of all of `buffer`, whatever part of a larger allocation it is. */
const viewOf = (buffer: Buffer) => new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * An array of numbers or booleans (no nulls) in PostgreSQL's binary format (what `array_send` writes), which
 * node-postgres sends as it is: PostgreSQL reads thousands of elements without parsing text (floats most of
 * all), and they take no longer to write here than to join as text.
 */
export function binaryArray(element: ArrayElement, values: readonly (number | boolean)[]): Buffer {
  const { oid, size } = BINARY[element];
  const buffer = Buffer.allocUnsafe(20 + values.length * (4 + size));
  // One dimension, no nulls, the element type; the dimension's length and lower bound.
  const view = viewOf(buffer);
  view.setInt32(0, 1);
  view.setInt32(4, 0);
  view.setInt32(8, oid);
  view.setInt32(12, values.length);
  view.setInt32(16, 1);
  writeColumn(view, 20, 4 + size, element, values);
  return buffer;
}

/**
 * The same array as a PostgreSQL array literal (numbers and booleans need no quoting), for a driver that
 * sends parameters as text: thousands of elements written in one join.
 */
export const arrayLiteral = (values: readonly (number | boolean)[]): string => `{${values.join(',')}}`;

/** A column of rows to copy: its type and its values, one a row (no nulls). */
export interface CopyColumn {
  type: BinaryType;
  values: readonly (number | boolean)[];
}

/** Binary COPY's signature, then no flags and no header extension. */
const COPY_HEADER = Buffer.from('PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0', 'latin1');

/**
 * Rows in the format of `COPY … FROM STDIN (FORMAT binary)`, as many as the first column has values: PostgreSQL
 * stores them without parsing a character, several rows to a write of its table. Every type has a fixed size,
 * so each column's fields are written in a pass of their own, at a row's size from one another.
 */
export function binaryCopyRows(columns: readonly CopyColumn[]): Buffer<ArrayBuffer> {
  const rows = columns[0]?.values.length ?? 0;
  const rowSize = columns.reduce((size, column) => size + 4 + BINARY[column.type].size, 2);
  const buffer = Buffer.allocUnsafe(COPY_HEADER.length + rows * rowSize + 2);
  const view = viewOf(buffer);
  const first = COPY_HEADER.copy(buffer);
  for (let row = 0; row < rows; row += 1) view.setInt16(first + row * rowSize, columns.length);
  let field = first + 2;
  for (const { type, values } of columns) {
    writeColumn(view, field, rowSize, type, values);
    field += 4 + BINARY[type].size;
  }
  // The trailer: a row of -1 fields.
  view.setInt16(first + rows * rowSize, -1);
  return buffer;
}
