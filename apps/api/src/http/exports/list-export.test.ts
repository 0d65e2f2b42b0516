import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './list-export';

describe('CSV escaping', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvLine(['Ramesh Kumar', 9871000000, 4.5, null, undefined])).toBe('Ramesh Kumar,9871000000,4.5,,\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Sector 18, Udyog Vihar')).toBe('"Sector 18, Udyog Vihar"');
    expect(csvCell('The "best" garage')).toBe('"The ""best"" garage"');
    expect(csvCell('Line one\nLine two')).toBe('"Line one\nLine two"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+91 98100')).toBe("'+91 98100");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe('"\'=HYPERLINK(""http://x"", ""y"")"');
    // Numbers are data, not formulas.
    expect(csvCell(-12.5)).toBe('-12.5');
  });
});
