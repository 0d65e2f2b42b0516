import { describe, expect, it } from 'vitest';
import type { KeysetPosition } from '../../http/keyset';
import { countWith } from '../../http/list-page';
import type { ExportColumn } from './list-export';
import { csvCell, csvLine, keysetListExport } from './list-export';

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

describe('keysetListExport', () => {
  type Row = { id: number; name: string; city: string };
  const rows: Row[] = [
    { id: 1, name: 'Ramesh', city: 'Delhi' },
    { id: 2, name: 'Suresh', city: 'Pune' },
    { id: 3, name: 'Mahesh', city: 'Delhi' },
  ];
  const columns: ExportColumn<Row, 'id' | 'name' | 'city'>[] = [
    { key: 'id', header: 'ID', value: (row) => row.id },
    { key: 'name', header: 'Name', value: (row) => row.name },
    { key: 'city', header: 'City', value: (row) => row.city },
  ];
  const inCity = (city: string) => rows.filter((row) => row.city === city);
  const positionsIn = async (city: string, after: KeysetPosition | null, limit: number) =>
    inCity(city)
      .filter((row) => after === null || row.id > after.id)
      .slice(0, limit)
      .map((row): KeysetPosition => ({ id: row.id, key: null }));

  it('hands the one condition to the walk, the rows and the count, and picks the columns asked for in their order', async () => {
    const prepared = keysetListExport(columns, ['city', 'id'], {
      where: 'Delhi',
      positions: positionsIn,
      // Reads under the condition too, as the notifications' rows do.
      rowsFor: async (ids, city) => inCity(city).filter((row) => ids.includes(row.id)),
      counting: (city) => ({ kind: 'exact', count: async () => inCity(city).length }),
    });
    expect(prepared.columns.map((column) => column.header)).toEqual(['City', 'ID']);
    expect(await prepared.source.positions(null, 10)).toEqual([
      { id: 1, key: null },
      { id: 3, key: null },
    ]);
    expect(await prepared.source.positions({ id: 1, key: null }, 10)).toEqual([{ id: 3, key: null }]);
    expect((await prepared.source.rowsFor([2, 3])).map((row) => row.name)).toEqual(['Mahesh']);
    expect(await countWith(prepared.counting)).toEqual({ total: 2, estimated: false });
  });

  it('writes every column when none are asked for', () => {
    const prepared = keysetListExport(columns, undefined, {
      where: undefined,
      positions: async () => [],
      rowsFor: async () => [],
      counting: () => ({ kind: 'exact', count: async () => 0 }),
    });
    expect(prepared.columns.map((column) => column.header)).toEqual(['ID', 'Name', 'City']);
  });
});
