/**
 * The 'Offline' badge. On the narrowest phones the header row has no room for the word beside the
 * cart and menu buttons (at 320 px the menu button was pushed off the screen), so there it is a
 * crossed-out cloud; the word is still read out, and shown from 360 px up.
 */
export function OfflineBadge({ withCount = false }: { withCount?: boolean }) {
  // With the count of waiting changes on its right edge, the badge leaves room for it.
  const right = withCount ? 'pr-4 min-[360px]:pr-5' : 'min-[360px]:pr-3';
  return (
    <span
      title="Offline"
      className={`inline-flex items-center rounded-full bg-cocoa p-1 text-xs font-bold text-white min-[360px]:py-1 min-[360px]:pl-3 ${right}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4 min-[360px]:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 10a4 4 0 0 1-.5 8H7z" />
        <path d="M4 4l16 16" />
      </svg>
      <span className="sr-only min-[360px]:not-sr-only">Offline</span>
    </span>
  );
}
