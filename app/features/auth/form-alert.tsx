/**
 * A form's last refusal, inside the dialog. The spec's toasts still show, but a modal dialog
 * hides everything outside it (the toasts too) from screen readers: this says it to them.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p
      role="alert"
      className={message ? 'rounded-xl bg-berry/10 px-4 py-2 text-[15px] font-semibold text-berry-dark' : 'sr-only'}
    >
      {message}
    </p>
  );
}
