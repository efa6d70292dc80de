import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvOf, neutraliseFormulas, rosterCsv } from './roster-csv';

describe('neutraliseFormulas', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    // Full-width and small forms, which spreadsheets in several locales read as the plain ones.
    ['＝HYPERLINK("x")', '\'＝HYPERLINK("x")'],
    ['＋1', "'＋1"],
    ['﹦1', "'﹦1"],
    ['＠x', "'＠x"],
    // After any separator a spreadsheet may split on, and after blanks.
    ['Ada;=1+1', "Ada;'=1+1"],
    ['Ada,=1+1', "Ada,'=1+1"],
    ['Ada\t=1', "Ada\t'=1"],
    ['Ada|@x', "Ada|'@x"],
    ['Ada\r\n=1', "Ada\r\n'=1"],
    ['Ada\r=1', "Ada\r'=1"],
    ['Ada;;=1', "Ada;;'=1"],
    ['  =1', "  '=1"],
    ['a; ＝1', "a; '＝1"],
  ])('%j becomes %j', (text, expected) => {
    expect(neutraliseFormulas(text)).toBe(expected);
  });

  it('leaves a name without a formula start as it is', () => {
    for (const text of ['Ada Baker', "O'Brien", 'Jean-Luc', 'a@example.com', 'Ann - 2 seats', 'x = y', ''])
      expect(neutraliseFormulas(text)).toBe(text);
  });
});

/** The cells of a CSV whose every cell is quoted, as a spreadsheet reads them (RFC 4180). */
function cellsOf(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  for (let i = 0; i < csv.length;) {
    if (csv.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else if (csv[i] === ',') i += 1;
    else {
      expect(csv[i], `a quote at ${i}`).toBe('"');
      let cell = '';
      for (i += 1; !(csv[i] === '"' && csv[i + 1] !== '"'); i += csv[i] === '"' ? 2 : 1) cell += csv[i];
      row.push(cell);
      i += 1;
    }
  }
  return rows;
}

describe('csvOf', () => {
  it('quotes every cell, doubles quotes, ends rows with CRLF, and reads back as the cells it was given', () => {
    const rows = [
      ['Name', 'Note'],
      ['Ada "Bun" Baker', 'line one\nline two, with a comma; and a semicolon'],
      ['Ben', 3],
    ];
    const csv = csvOf(rows);
    expect(csv).toBe(
      '"Name","Note"\r\n"Ada ""Bun"" Baker","line one\nline two, with a comma; and a semicolon"\r\n"Ben","3"\r\n',
    );
    expect(cellsOf(csv)).toEqual(rows.map((row) => row.map(String)));
  });

  it('leaves no place in any cell where a spreadsheet splitting on any separator would start a formula', () => {
    const formulaStart = /^[=+\-@]/u;
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[=+\-@＝＋－＠﹦ ab,;|\t\r\n"]{0,12}$/u), { minLength: 1, maxLength: 4 }),
        (row) => {
          const [cells] = cellsOf(csvOf([row]));
          expect(cells).toHaveLength(row.length);
          for (const cell of cells!)
            for (const piece of cell.split(/[,;\t\r\n|]/))
              expect(piece.trimStart().slice(0, 1).normalize('NFKC'), JSON.stringify(cell)).not.toMatch(formulaStart);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('rosterCsv', () => {
  it('starts with its header row; every row carries the class, its date and place', () => {
    const csv = rosterCsv('Bread, Part 1', 'Sat, Jan 16, 2027, 10:00 AM EST', 'Studio; Room 2', [
      { name: '=Evil Formula', email: 'eve@example.com', seats: 2, orderId: 7 },
      { name: 'Ada Baker', email: 'ada@example.com', seats: 1, orderId: 9 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Class","Date","Place","Name","Email","Seats","Order"',
      `"Bread, Part 1","Sat, Jan 16, 2027, 10:00 AM EST","Studio; Room 2","'=Evil Formula","eve@example.com","2","7"`,
      '"Bread, Part 1","Sat, Jan 16, 2027, 10:00 AM EST","Studio; Room 2","Ada Baker","ada@example.com","1","9"',
      '',
    ]);
  });

  it('is the header alone for a class nobody booked', () => {
    expect(rosterCsv('Pie Day', 'Sun, Mar 7, 2027', 'Hall', [])).toBe(
      '"Class","Date","Place","Name","Email","Seats","Order"\r\n',
    );
  });
});
