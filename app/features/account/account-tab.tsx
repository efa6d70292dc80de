import { Link } from 'react-router-dom';
import type { User } from '../../../shared/schemas/auth';
import { fullName } from '../auth';
import { DeleteAccountSection } from './delete-account';
import { formatMemberSince } from './use-signed-in-page';

const NOT_PROVIDED = 'Not provided';

/**
 * docs/product.md#accounts (User dashboard, Account): the profile, a summary of counts, and deleting the account. Purchases and
 * classes are undefined while the orders are not loaded (offline, a failed load): shown as unknown.
 */
export function AccountTab({
  user,
  favoriteCount,
  purchaseCount,
  classCount,
}: {
  user: User;
  favoriteCount: number;
  purchaseCount?: number;
  classCount?: number;
}) {
  const details = [
    ['Username', user.username],
    ['Email', user.email || NOT_PROVIDED],
    ['Member since', formatMemberSince(user.createdAt)],
    ['Name', fullName(user) || NOT_PROVIDED],
  ];
  const summary = [
    ['Favorite recipes', favoriteCount],
    ['Purchases', purchaseCount],
    ['Classes', classCount],
  ] as const;
  return (
    <div className="grid gap-6 md:grid-cols-[1.4fr_1fr]">
      <section aria-labelledby="account-details" className="card p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="account-details" className="text-2xl">
            Account details
          </h2>
          <Link to="/profile/edit" className="btn-outline">
            Edit Profile
          </Link>
        </div>
        <dl className="mt-4 divide-y divide-oat">
          {details.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-cocoa">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="account-summary" className="card p-6">
        <h2 id="account-summary" className="text-2xl">
          Summary
        </h2>
        <dl className="mt-4 grid gap-3">
          {summary.map(([label, count]) => (
            <div key={label} className="flex items-center justify-between rounded-xl bg-cream/70 px-4 py-3">
              <dt className="font-semibold text-cocoa">{label}</dt>
              <dd className="font-display text-2xl font-semibold text-crust">{count ?? <Unknown />}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DeleteAccountSection />
    </div>
  );
}

/** A dash on screen; screen readers hear why there is no number. */
function Unknown() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">Not available right now</span>
    </>
  );
}
