import type { Ref } from 'react';
import { describedBy, FormField } from '../../components/form-field';

/** The admin's recipe and combo forms' text boxes: a labelled input, or a text area, with its hint and message. */
export function TextBox({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  area,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  /** A text area's own classes (its height); without them, a one-line input. */
  area?: string;
}) {
  const control = {
    id,
    value,
    placeholder,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    ...describedBy(id, { error, hint }),
  };
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {area ? <textarea className={`input ${area}`} {...control} /> : <input className="input" {...control} />}
    </FormField>
  );
}

/** The Featured box of a recipe or combo: `what` shows in Featured Recipes on the home page. */
export function FeaturedCheckbox({
  id,
  what,
  checked,
  onChange,
}: {
  id: string;
  what: 'recipe' | 'combo';
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        className="h-6 w-6 shrink-0 accent-crust"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="font-semibold">
        Featured
        <span className="block text-sm font-normal text-cocoa">{`Show this ${what} in Featured Recipes on the home page.`}</span>
      </label>
    </div>
  );
}

/** A form's refusal, above its fields; focusable, so the keyboard goes on from it after a failed save. */
export function FormErrorBanner({ message, ref }: { message: string | null; ref: Ref<HTMLDivElement> }) {
  if (!message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-berry/40 bg-berry/5 px-4 py-3 font-medium text-berry-dark"
    >
      {message}
    </div>
  );
}
