import { useState, type KeyboardEvent, type Ref } from 'react';

/** The entries added so far, each editable in place (edit form) and removable by its position. */
export function ListEntries({
  listRef,
  label,
  itemName,
  items,
  multiline,
  editable,
  onRemove,
  onReplace,
}: {
  listRef: Ref<HTMLOListElement & HTMLUListElement>;
  label: string;
  itemName: string;
  items: string[];
  multiline: boolean;
  editable: boolean;
  onRemove: (index: number) => void;
  onReplace: (index: number, value: string, keepFocus: boolean) => void;
}) {
  const capitalised = itemName[0]!.toUpperCase() + itemName.slice(1);
  const ListTag = multiline ? 'ol' : 'ul';
  return (
    <ListTag ref={listRef} className="mb-3 space-y-2" aria-label={`${label} added`}>
      {/* Keyed by position (entries may repeat): an entry saved with Enter stays mounted and keeps focus. */}
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-2 rounded-xl border border-oat bg-flour py-1 pr-1 pl-3">
          {multiline && <span className="pt-2 text-sm font-bold text-crust">{index + 1}.</span>}
          {editable ? (
            <EditableEntry
              value={item}
              multiline={multiline}
              label={`${capitalised} ${index + 1}`}
              onCommit={(value, keepFocus) => onReplace(index, value, keepFocus)}
            />
          ) : (
            <span className="min-w-0 flex-1 py-2 break-words whitespace-pre-line">{item}</span>
          )}
          <button
            type="button"
            className="icon-btn shrink-0 text-berry-dark"
            aria-label={`Remove ${itemName} ${index + 1}`}
            data-remove-entry
            onClick={() => onRemove(index)}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        </li>
      ))}
    </ListTag>
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
  const props = {
    'aria-label': label,
    value: text,
    onChange: (e: { target: { value: string } }) => setText(e.target.value),
    onBlur: () => onCommit(text, false),
    onKeyDown,
  };
  const className =
    'min-h-11 min-w-0 flex-1 rounded-lg border border-transparent bg-transparent px-2 py-2 text-base hover:border-oat focus:border-crust focus:bg-white';
  return multiline ? (
    <textarea className={`${className} field-sizing-content`} rows={2} {...props} />
  ) : (
    <input className={className} {...props} />
  );
}
