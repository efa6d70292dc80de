import { boldHeadingText, isBoldHeading } from '../../../shared/combo';

const dashHeading = (line: string) => /^\s*-{3,}\s*(.*?)\s*-{3,}\s*$/.exec(line)?.[1] ?? null;

interface Group {
  heading: string | null;
  /** 'bold' for '**Recipe**' lines, 'section' for '---For the Cake---' headers. */
  kind: 'bold' | 'section';
  items: string[];
}

/**
 * Ingredient or step lines of a combination. Lines wrapped in double asterisks are bold section
 * headings (docs/product.md#combos); '---For the Cake---' headers are smaller sub-headings. A step that starts
 * with one of `lead` ('Silky Lemon Curd: ...') shows that name in bold.
 */
export function ComboLines({
  lines,
  marker = 'bullet',
  lead = [],
}: {
  lines: readonly string[];
  /** 'none' for steps that carry their own numbers ('1. Mix'). */
  marker?: 'bullet' | 'number' | 'none';
  lead?: readonly string[];
}) {
  const groups: Group[] = [];
  for (const line of lines) {
    const bold = isBoldHeading(line) ? boldHeadingText(line) : null;
    const section = bold === null ? dashHeading(line) : null;
    if (bold !== null) groups.push({ heading: bold, kind: 'bold', items: [] });
    else if (section !== null) groups.push({ heading: section, kind: 'section', items: [] });
    else if (groups.length === 0) groups.push({ heading: null, kind: 'section', items: [line] });
    else groups[groups.length - 1]!.items.push(line);
  }
  const List = marker === 'number' ? 'ol' : 'ul';
  const listClass = {
    bullet: 'list-disc pl-6 marker:text-crust/60',
    number: 'list-decimal pl-7 marker:font-bold marker:text-crust',
    none: 'list-none',
  }[marker];
  // One numbered list across sub-headings: the steps keep counting.
  let number = 0;
  return (
    <div className="space-y-4">
      {groups.map((group, i) => {
        const start = number + 1;
        number += group.items.length;
        return (
          <div key={i}>
            {group.heading !== null &&
              (group.kind === 'bold' ? (
                <h4 className="font-display text-lg font-bold text-crust">{group.heading}</h4>
              ) : (
                <h4 className="font-sans text-sm font-bold tracking-wider text-cocoa uppercase">{group.heading}</h4>
              ))}
            {group.items.length > 0 && (
              <List className={`mt-2 space-y-2 ${listClass}`} start={marker === 'number' ? start : undefined}>
                {group.items.map((item, j) => (
                  <li key={j} className="pl-1 text-[17px] leading-relaxed">
                    <Lead text={item} lead={lead} />
                  </li>
                ))}
              </List>
            )}
          </div>
        );
      })}
    </div>
  );
}

function Lead({ text, lead }: { text: string; lead: readonly string[] }) {
  const name = lead.find((l) => text.startsWith(`${l}: `));
  if (!name) return <>{text}</>;
  return (
    <>
      <strong className="text-crust">{name}:</strong>
      {text.slice(name.length + 1)}
    </>
  );
}
