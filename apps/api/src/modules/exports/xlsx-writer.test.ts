import { describe, expect, it } from 'vitest';
import { columnLetters, sheetRowXml } from './xlsx-writer';

describe('the XLSX writer’s cell addresses', () => {
  it('names columns as a spreadsheet does: A–Z, then AA–ZZ, then AAA', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('gives each row its number and each cell its address, empty cells included', () => {
    expect(sheetRowXml(['a', 2, null], 3)).toBe('<row r="3"><c t="inlineStr" r="A3"><is><t xml:space="preserve">a</t></is></c><c r="B3"><v>2</v></c><c r="C3"/></row>');
    expect(sheetRowXml(['x'], 1, true)).toBe('<row r="1"><c t="inlineStr" r="A1" s="1"><is><t xml:space="preserve">x</t></is></c></row>');
  });
});
