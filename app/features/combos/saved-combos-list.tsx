import type { TemporaryCombo } from '../../../shared/combo';
import { createdDate, deleteCombo, type SavedComboView } from './saved-combos';

/** The combos saved on this device (docs/product.md#combos): open one in the preview, or delete it. */
export function SavedCombos({
  saved,
  onOpen,
}: {
  saved: SavedComboView[] | undefined;
  onOpen(combo: TemporaryCombo, savedId: string): void;
}) {
  if (!saved || saved.length === 0) return null;
  return (
    <section aria-labelledby="saved-combos-heading" className="mt-14 border-t border-oat pt-10">
      <h2 id="saved-combos-heading" className="text-2xl">
        My saved combos
      </h2>
      <p className="mt-1 text-cocoa">Kept on this device, ready even when you are offline.</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {saved.map(({ id, combo }) => (
          <li key={id} className="card flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-display text-lg leading-snug font-semibold">{combo.title}</p>
              <p className="text-sm text-cocoa">
                Created {createdDate(combo.createdAt)} · Serves {combo.servings}
              </p>
            </div>
            <button
              type="button"
              className="btn-outline"
              onClick={() => onOpen(combo, id)}
              aria-label={`Open ${combo.title}`}
            >
              Open
            </button>
            <button
              type="button"
              className="btn-ghost"
              onClick={() => void deleteCombo(id)}
              aria-label={`Delete ${combo.title}`}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
