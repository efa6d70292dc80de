import type { LineChange } from '../../../shared/journal-diff';
import { isSnapshotHeader, snapshotHeaderText } from '../../../shared/journal-text';
import type { BakeComparison } from './use-bake-changes';

const shown = (line: string) => (isSnapshotHeader(line) ? snapshotHeaderText(line) : line);

/** "Changed since you baked it", with the ingredient lines and steps added, removed and changed. */
export function BakeChanges({ comparison, headingId }: { comparison: BakeComparison; headingId: string }) {
  if (comparison.kind === 'gone')
    return <p className="text-sm text-cocoa">This recipe is no longer on the site: your bake keeps it as it was.</p>;
  if (comparison.kind !== 'changed') return null;
  const { lines, steps } = comparison.changes;
  return (
    <div className="rounded-2xl border border-berry/40 bg-berry/5 p-4" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="font-semibold text-berry-dark">
        Changed since you baked it
      </p>
      <ChangeList title="Ingredients" changes={lines} />
      <ChangeList title="Steps" changes={steps} />
    </div>
  );
}

function ChangeList({ title, changes }: { title: string; changes: LineChange[] }) {
  if (!changes.length) return null;
  return (
    <>
      <p className="mt-3 text-sm font-bold tracking-wider text-cocoa uppercase">{title}</p>
      <ul className="mt-1 grid gap-2">
        {changes.map((change, i) => (
          <li key={i} className="break-words">
            {change.kind === 'changed' ? (
              <>
                <span className="font-semibold">Changed: </span>
                <del className="text-cocoa">{shown(change.before)}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> now </span>
                <ins className="no-underline">{shown(change.after)}</ins>
              </>
            ) : change.kind === 'added' ? (
              <>
                <span className="font-semibold">Added: </span>
                <ins className="no-underline">{shown(change.after)}</ins>
              </>
            ) : (
              <>
                <span className="font-semibold">Removed: </span>
                <del className="text-cocoa">{shown(change.before)}</del>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
