import { gramsText, percentText, type BakersTable } from '../../../shared/bakers-tools/bakers-percentages';
import { shortFood } from '../../../shared/bakers-tools/on-hand';
import { measureOf } from '../../../shared/bakers-tools/amounts';

/** 'strong white bread flour' for '500 g strong white bread flour, plus extra for dusting': the weights are beside it. */
const name = (line: string) => shortFood(measureOf(line)?.food ?? line) || line;

/** Each line of the dough with its weight at this size and its share of the flour. */
export function BakersTableView({ table, factor }: { table: BakersTable; factor: number }) {
  const dough = table.totalGrams * factor;
  return (
    <table className="w-full text-left text-[15px]" data-testid="bakers-table">
      <caption className="sr-only">Baker&apos;s percentages, flour = 100%</caption>
      <thead className="text-sm text-cocoa">
        <tr>
          <th scope="col" className="py-1 font-semibold">
            Ingredient
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Weight
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            %
          </th>
        </tr>
      </thead>
      <tbody>
        {table.lines.map((l) => (
          <tr key={l.index} className={`border-t border-oat ${l.flour ? 'font-semibold' : ''}`}>
            <td className="py-1.5 pr-3">{name(l.line)}</td>
            <td className="py-1.5 text-right whitespace-nowrap">
              {l.grams === null ? 'not weighed' : gramsText(l.grams * factor)}
            </td>
            <td className="py-1.5 pl-3 text-right">{l.percent === null ? '' : percentText(l.percent)}</td>
          </tr>
        ))}
        <tr className="border-t-2 border-oat font-semibold">
          <td className="py-1.5">Dough</td>
          <td className="py-1.5 text-right whitespace-nowrap" data-testid="dough-weight">
            {gramsText(dough)}
          </td>
          <td className="py-1.5 pl-3 text-right">{percentText(table.totalPercent)}</td>
        </tr>
      </tbody>
    </table>
  );
}
