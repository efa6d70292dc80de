/** Shown above a form that was filled in again from its stored draft (see form-draft.ts). */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-sage/40 bg-sage/10 px-4 py-3 text-ink"
    >
      <p className="min-w-0 flex-1">Your unsaved changes are back: the form is as you left it.</p>
      <button type="button" className="btn-outline min-h-11 px-4" onClick={onDiscard}>
        Discard changes
      </button>
    </div>
  );
}
