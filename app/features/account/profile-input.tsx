import { describedBy, FormField } from '../../components/form-field';

/** One field of the profile form: its label, hint and message tied to the input for screen readers. */
export function ProfileInput({
  id,
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  required,
  hint,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  autoComplete: string;
  required?: boolean;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        className="input aria-[invalid=true]:border-berry-dark"
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(id, { error, hint })}
      />
    </FormField>
  );
}
