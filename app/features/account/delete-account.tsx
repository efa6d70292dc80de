import { lazy, Suspense, useState } from 'react';

const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

const GOES = [
  'your reviews and their photos',
  'your favorites, journal of bakes, saved combos, notes, shopping list and cart',
  'your sign-in on every device',
];
const STAYS = 'the record of your orders and booked classes, with the name and e-mail given at checkout';

/**
 * docs/product.md#accounts (Account tab): the baker deletes her account. What goes and what
 * stays, in plain words; a dialog (delete-account-dialog.tsx) asks for her password.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-account" className="card p-6 md:col-span-2">
      <h2 id="delete-account" className="text-2xl">
        Delete account
      </h2>
      <p className="mt-3 text-cocoa">Deleting your account removes, for good:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-cocoa">
        {GOES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-cocoa">The bakery keeps {STAYS}. Classes you booked still take place.</p>
      <button type="button" className="btn-outline mt-5" onClick={() => setOpen(true)}>
        Delete account
      </button>
      {open && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
