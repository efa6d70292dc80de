import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { describedBy, FieldError } from '../../components/form-field';
import { ListEntries } from './list-entries';

interface ListEditorProps {
  id: string;
  label: string;
  /** Used in control names: 'Add ingredient', 'Remove ingredient 2'. */
  itemName: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** What is typed in the new-entry box, kept by the form so a save can include it. */
  draft: string;
  onDraftChange: (draft: string) => void;
  placeholder?: string;
  /** Instructions: a text area, added with Ctrl+Enter (docs/product.md#admin). */
  multiline?: boolean;
  /** Edit form: each entry is editable in place, saved on blur or Enter. */
  editable?: boolean;
  hint?: string;
  error?: string;
  suggestions?: readonly string[];
}

/**
 * docs/product.md#admin: list entries (ingredients, instructions, tags, dietary info) are trimmed,
 * blank ones ignored, each removable by its position.
 */
export function ListEditor({
  id,
  label,
  itemName,
  items,
  onChange,
  draft,
  onDraftChange: setDraft,
  placeholder,
  multiline = false,
  editable = false,
  hint,
  error,
  suggestions,
}: ListEditorProps) {
  const list = useRef<HTMLOListElement & HTMLUListElement>(null);
  const inputId = `${id}-new`;
  const { add, removeAt, replaceAt } = useListEdits({ items, onChange, draft, setDraft, list, inputId });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    if (multiline && !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    add();
  };
  // On the new-entry box, which takes focus when the list is refused: its message is read there.
  const box = {
    id: inputId,
    'aria-label': `New ${itemName}`,
    placeholder,
    value: draft,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
    onKeyDown,
    ...describedBy(id, { error, hint }),
  };

  return (
    <fieldset className="min-w-0">
      <legend className="label">{label}</legend>
      {items.length > 0 && (
        <ListEntries
          listRef={list}
          label={label}
          itemName={itemName}
          items={items}
          multiline={multiline}
          editable={editable}
          onRemove={(index) => removeAt(index, true)}
          onReplace={replaceAt}
        />
      )}
      {multiline ? (
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-start">
          <textarea className="input min-h-24" {...box} />
          <button type="button" className="btn-outline shrink-0 self-end px-4 sm:self-start" onClick={add}>
            Add {itemName[0]!.toUpperCase() + itemName.slice(1)}
          </button>
        </div>
      ) : (
        <div className="flex items-start gap-2">
          <input className="input" list={suggestions ? `${id}-suggestions` : undefined} {...box} />
          <button
            type="button"
            className="icon-btn shrink-0 border-2 border-crust/30 bg-white"
            aria-label={`Add ${itemName}`}
            onClick={add}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              +
            </span>
          </button>
        </div>
      )}
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-cocoa">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}

/** Adding the draft, and replacing or removing an entry, with focus kept in the list from the keyboard. */
function useListEdits({
  items,
  onChange,
  draft,
  setDraft,
  list,
  inputId,
}: {
  items: string[];
  onChange: (items: string[]) => void;
  draft: string;
  setDraft: (draft: string) => void;
  list: RefObject<HTMLElement | null>;
  inputId: string;
}) {
  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    onChange([...items, entry]);
    setDraft('');
  };
  /**
   * From the keyboard (a Remove button, or an entry emptied with Enter) focus stays at the same
   * place in the list: the entry that moved up, else the one before, else the new-entry box.
   * After a blur the admin has already moved on, so focus is left alone.
   */
  const removeAt = (index: number, keepFocus: boolean) => {
    const remaining = items.filter((_, i) => i !== index);
    if (!keepFocus) return onChange(remaining);
    flushSync(() => onChange(remaining));
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove-entry]');
    (buttons?.[Math.min(index, remaining.length - 1)] ?? document.getElementById(inputId))?.focus();
  };
  const replaceAt = (index: number, value: string, keepFocus: boolean) => {
    const entry = value.trim();
    if (!entry) return removeAt(index, keepFocus);
    if (entry !== items[index]) onChange(items.map((item, i) => (i === index ? entry : item)));
  };
  return { add, removeAt, replaceAt };
}
