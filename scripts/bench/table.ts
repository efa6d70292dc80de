export interface Row {
  group: string;
  figure: string;
  value: string;
  target: string;
  /** null: a figure without a target. */
  pass: boolean | null;
}

/** A number with thousands separators and `digits` decimals; 'n/a' when not finite. */
export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

const verdict = (pass: boolean | null) => (pass === null ? '' : pass ? 'PASS' : 'FAIL');

/** A plain-text table for the terminal. */
export function formatTable(rows: Row[]): string {
  const header: Row = { group: 'Area', figure: 'Figure', value: 'Measured', target: 'Target', pass: null };
  const cells = [header, ...rows].map((r, i) => [
    r.group,
    r.figure,
    r.value,
    r.target,
    i === 0 ? 'Result' : verdict(r.pass),
  ]);
  const widths = cells[0]!.map((_, c) => Math.max(...cells.map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

export function markdownTable(rows: Row[]): string {
  const escape = (s: string) => s.replace(/\|/g, '\\|');
  return [
    '| Area | Figure | Measured | Target | Result |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${escape(r.group)} | ${escape(r.figure)} | ${escape(r.value)} | ${escape(r.target)} | ${verdict(r.pass)} |`,
    ),
  ].join('\n');
}
