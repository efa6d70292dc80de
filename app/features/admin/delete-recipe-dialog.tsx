import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { RefObject } from 'react';
import { closeOnEscape } from '../../components/ui/escape-closes';
import type { Recipe } from '../../../shared/schemas/recipe';
import { combosWarning } from './combos-using';

/**
 * Where focus goes once the delete confirmation closes. The dialog is opened from state, so
 * Radix does not know its trigger: Cancel and Esc return to the Delete button that opened it;
 * a confirmed delete moves on to the next recipe's Delete button in the same list (the
 * previous one for the last row), or to the tab panel when no recipe is left.
 */
function focusAfterDelete(opener: Opener, list: Recipe[], deleted: Recipe) {
  const index = list.findIndex((r) => r.id === deleted.id);
  const neighbour = list[index + 1] ?? list[index - 1];
  const next =
    neighbour && opener.list?.querySelector<HTMLElement>(`[data-delete-for="${CSS.escape(neighbour.slug)}"]`);
  if (next?.isConnected) return next.focus();
  opener.panel?.focus();
}

/** The Delete button that opened the dialog, with its list and tab panel (kept: the row may go first). */
export interface Opener {
  button: HTMLElement;
  list: HTMLElement | null;
  panel: HTMLElement | null;
}

/** docs/product.md#admin: the confirmation before a recipe is deleted. */
export function DeleteRecipeDialog({
  target,
  onClose,
  onConfirm,
  opener,
  confirmed,
  shown,
  usedBy = [],
}: {
  target: Recipe | null;
  onClose: () => void;
  onConfirm: (recipe: Recipe) => void;
  opener: RefObject<Opener | null>;
  /** The recipe whose delete was confirmed (focus moves on from its row). */
  confirmed: RefObject<Recipe | null>;
  /** The recipes on screen, in order. */
  shown: Recipe[];
  /** The favorite combos whose story links the recipe (./combos-using.ts). */
  usedBy?: readonly Recipe[];
}) {
  const warning = combosWarning(usedBy);
  return (
    <AlertDialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content
          onKeyDown={closeOnEscape(onClose)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!opener.current) return;
            if (confirmed.current) focusAfterDelete(opener.current, shown, confirmed.current);
            else opener.current.button.focus();
          }}
          className="card fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-2xl">Are you absolutely sure?</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-cocoa">
            This action cannot be undone. This will permanently delete the recipe &ldquo;{target?.title}&rdquo;.
            {warning && ` ${warning}`}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="btn-outline">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className="btn-accent" onClick={() => target && onConfirm(target)}>
              Delete Recipe
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
