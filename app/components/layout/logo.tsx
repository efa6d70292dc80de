/** A whisk over a bowl: the mark beside the name, also the app icon's drawing. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="#7a3b2e" />
      <path d="M11 25h26a13 11 0 0 1-26 0z" fill="#f3e9d8" />
      <path d="M15 25c2-6 16-6 18 0" fill="none" stroke="#f5d98b" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M27 9l-5 14M24 8.5c3 1 4 5 2 10" fill="none" stroke="#fbf6ee" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
