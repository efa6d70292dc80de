import type { InputHTMLAttributes, ReactNode } from 'react';

/** The card each of the auth dialog's forms sits in (Sign In, Create Account, Forgot password?), named by its heading. */
export function AuthCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="card p-5">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'children'>;

/** A labelled input of the auth forms; `children` follow the input (the 'Forgot password?' link). */
export function AuthInput({
  id,
  label,
  children,
  ...input
}: InputProps & { id: string; label: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" {...input} />
      {children}
    </div>
  );
}

/** The line under a form that leads to another one: 'Don't have an account? Create one'. */
export function SwitchPrompt({ prompt, action, onClick }: { prompt?: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-4 text-center text-[15px] text-cocoa">
      {prompt && `${prompt} `}
      <button
        type="button"
        className="min-h-11 font-semibold text-crust underline underline-offset-4 hover:text-crust-dark"
        onClick={onClick}
      >
        {action}
      </button>
    </p>
  );
}
