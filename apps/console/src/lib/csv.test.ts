import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('a CSV file made in the browser', () => {
  it('has a header line and a line per row, each ended by CRLF', () => {
    expect(toCsv(['Month', 'Revenue (£)'], [['January 2026', 1234.5]])).toBe(
      'Month,Revenue (£)\r\nJanuary 2026,1234.5\r\n',
    );
    expect(toCsv(['Month'], [])).toBe('Month\r\n');
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(toCsv(['Plan'], [['Warm, cosy'], ['The "Pro" plan'], ['two\nlines']])).toBe(
      'Plan\r\n"Warm, cosy"\r\n"The ""Pro"" plan"\r\n"two\nlines"\r\n',
    );
  });

  it('keeps a spreadsheet from running a text as a formula, but not a number', () => {
    expect(toCsv(['=SUM(A1)', '@cmd', '+1', '-1'], [[-5]])).toBe("'=SUM(A1),'@cmd,'+1,'-1\r\n-5\r\n");
  });
});
