import type { InputHTMLAttributes, ReactNode } from 'react';

/*
 * The one kit for form fields, the buyer's forms (Notify Me, the class survey, checkout) and the
 * admin's alike. Each field's message sits under it and is announced with it (aria-invalid,
 * aria-describedby), besides the toasts the forms show (docs/product.md#messages); a required field
 * says so to the eye (an asterisk, explained by RequiredNote) and to assistive tech (`required`).
 * The forms keep `noValidate`, so the browser's own bubbles never stand in for the product's
 * messages.
 */

const errorIdOf = (fieldId: string) => `${fieldId}-error`;
const hintIdOf = (fieldId: string) => `${fieldId}-hint`;

/** The aria props that tie a control to its hint and to its message while it has one. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: unknown }) {
  const ids = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(fieldId)} className="field-error">
      {error}
    </p>
  );
}

/** A labelled field with its hint and error, wired up for screen readers (pass describedBy to the control). */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintIdOf(id)} className="mt-1 text-sm text-cocoa">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** The visible mark of a required field; screen readers hear "required" from the control itself. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-berry-dark">
      *
    </span>
  );
}

/** Explains the asterisk, once, at the top of a form. */
export function RequiredNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-cocoa ${className}`}>
      Fields marked <span className="font-semibold text-berry-dark">*</span> are required.
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: ReactNode;
  error: string | undefined;
  /** Classes of the wrapper (its place in the form's grid). */
  className?: string;
}

/** A labelled input whose error sits under it and is announced with it. */
export function TextField({ id, label, error, required, className = '', ...input }: TextFieldProps) {
  return (
    <div className={className}>
      {/* The mark sits beside the label, not in it: the field's name stays its label's text. */}
      <div className="label">
        <label htmlFor={id}>{label}</label>
        {required && <RequiredMark />}
      </div>
      <input
        id={id}
        required={required}
        className={`input ${error ? 'border-berry' : ''}`}
        {...input}
        {...describedBy(id, { error })}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/**
 * Takes the visitor to the first field to fix: focus (keyboard and screen readers) and a scroll to
 * the middle of the screen, so on a phone it sits clear of the sticky header and of the toast at
 * the bottom. Call it once the messages are rendered (flushSync), so the field is read out with its
 * message. The scroll is immediate, as the browser's own form validation does: a smooth scroll
 * aims at where the field was when it began, so content above that grows meanwhile (a list
 * refreshed from the server) left the focused field off screen; the browser keeps it in view after.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center' });
}
