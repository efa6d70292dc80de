import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

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
  // On the new-entry box, which takes focus when the list is refused: its message is read there.
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const capitalised = itemName[0]!.toUpperCase() + itemName.slice(1);

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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    if (multiline && !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    add();
  };

  const ListTag = multiline ? 'ol' : 'ul';
  return (
    <fieldset className="min-w-0">
      <legend className="label">{label}</legend>
      {items.length > 0 && (
        <ListTag ref={list} className="mb-3 space-y-2" aria-label={`${label} added`}>
          {/* Keyed by position (entries may repeat): an entry saved with Enter stays mounted and keeps focus. */}
          {items.map((item, index) => (
            <li key={index} className="flex items-start gap-2 rounded-xl border border-oat bg-flour py-1 pr-1 pl-3">
              {multiline && <span className="pt-2 text-sm font-bold text-crust">{index + 1}.</span>}
              {editable ? (
                <EditableEntry
                  value={item}
                  multiline={multiline}
                  label={`${capitalised} ${index + 1}`}
                  onCommit={(value, keepFocus) => replaceAt(index, value, keepFocus)}
                />
              ) : (
                <span className="min-w-0 flex-1 py-2 break-words whitespace-pre-line">{item}</span>
              )}
              <button
                type="button"
                className="icon-btn shrink-0 text-berry-dark"
                aria-label={`Remove ${itemName} ${index + 1}`}
                data-remove-entry
                onClick={() => removeAt(index, true)}
              >
                <span aria-hidden="true" className="text-xl leading-none">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ListTag>
      )}
      <div
        className={
          multiline ? 'flex flex-col items-stretch gap-2 sm:flex-row sm:items-start' : 'flex items-start gap-2'
        }
      >
        {multiline ? (
          <textarea
            id={inputId}
            className="input min-h-24"
            aria-label={`New ${itemName}`}
            placeholder={placeholder}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        ) : (
          <input
            id={inputId}
            className="input"
            aria-label={`New ${itemName}`}
            placeholder={placeholder}
            value={draft}
            list={suggestions ? `${id}-suggestions` : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
        {multiline ? (
          <button type="button" className="btn-outline shrink-0 self-end px-4 sm:self-start" onClick={add}>
            Add {capitalised}
          </button>
        ) : (
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
        )}
      </div>
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
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** An entry edited in place: saved on blur or Enter; emptied, it is removed. */
function EditableEntry({
  value,
  multiline,
  label,
  onCommit,
}: {
  value: string;
  multiline: boolean;
  label: string;
  onCommit: (value: string, keepFocus: boolean) => void;
}) {
  const [text, setText] = useState(value);
  // Entries are keyed by position: when the one above is removed, this one shows the next value.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      onCommit(text, true);
    }
  };
  const className =
    'min-h-11 min-w-0 flex-1 rounded-lg border border-transparent bg-transparent px-2 py-2 text-base hover:border-oat focus:border-crust focus:bg-white';
  return multiline ? (
    <textarea
      aria-label={label}
      className={`${className} field-sizing-content`}
      rows={2}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => onCommit(text, false)}
      onKeyDown={onKeyDown}
    />
  ) : (
    <input
      aria-label={label}
      className={className}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => onCommit(text, false)}
      onKeyDown={onKeyDown}
    />
  );
}
