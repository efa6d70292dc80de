import { z } from 'zod';
import { workshopInterestGroupSchema } from '../../../shared/schemas/admin';
import { adminApi } from '../../../shared/contracts/admin';
import { adminKeys } from './admin-api';
import { NotifyButton } from './notify-button';
import { formatDate, ListTab, MorePages, TableHead } from './tab-states';
import { useAdminPages } from './use-admin-query';

const groupList = z.array(workshopInterestGroupSchema);
type InterestGroup = z.infer<typeof workshopInterestGroupSchema>;

/**
 * docs/product.md#admin (Workshop Registrations tab): per workshop 'title - n Registration(s)',
 * a page of registrations at a time.
 */
export function RegistrationsTab() {
  const groups = useAdminPages(adminKeys.interests, adminApi.workshopInterests.path, (raw) => groupList.parse(raw));
  return (
    <ListTab
      query={{ ...groups, data: groups.data && joinGroups(groups.data.pages.map((page) => page.rows)) }}
      what="workshop registrations"
      empty={{
        title: 'No workshop registrations yet.',
        body: 'E-mails left on workshop cards in the shop will appear here.',
      }}
    >
      {(rows, stale) => (
        <div className="space-y-8">
          {stale}
          {rows.map((group) => (
            <WorkshopRegistrations key={group.workshopId} group={group} />
          ))}
          <MorePages query={groups} what="registrations" />
        </div>
      )}
    </ListTab>
  );
}

/**
 * The pages' groups as one list: a workshop whose registrations went on into the next page is
 * one group, its registrations in order.
 */
export function joinGroups(pages: InterestGroup[][]): InterestGroup[] {
  const joined = new Map<number, InterestGroup>();
  for (const group of pages.flat()) {
    const kept = joined.get(group.workshopId);
    if (kept) kept.interests.push(...group.interests);
    else joined.set(group.workshopId, { ...group, interests: [...group.interests] });
  }
  return [...joined.values()];
}

function WorkshopRegistrations({ group }: { group: InterestGroup }) {
  // All its registrations, loaded or not yet (the rest follow with 'Load more').
  const n = group.registrations ?? group.interests.length;
  const headingId = `workshop-${group.workshopId}`;
  return (
    <section aria-labelledby={headingId}>
      {/* h2: the tab's content comes straight under the page's h1. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {group.workshopTitle} - {n} {n === 1 ? 'Registration' : 'Registrations'}
        </h2>
        <NotifyButton workshopId={group.workshopId} title={group.workshopTitle} />
      </div>
      {/* On a phone, one entry per row: beside the date, an e-mail address had room for a few letters a line. */}
      <ul className="card mt-3 divide-y divide-oat/70 sm:hidden" aria-labelledby={headingId}>
        {group.interests.map((interest) => (
          <li key={interest.id} className="px-4 py-3 text-[15px]">
            <span className="block [overflow-wrap:anywhere]">
              <span>{interest.email}</span>
              <Unconfirmed confirmed={interest.confirmed} />
            </span>
            <span className="text-sm text-cocoa">Date Submitted: {formatDate(interest.createdAt)}</span>
          </li>
        ))}
      </ul>
      <div className="card mt-3 hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-[15px]">
          <TableHead columns={['Email', 'Date Submitted']} />
          <tbody>
            {group.interests.map((interest) => (
              <tr key={interest.id} className="border-b border-oat/70 last:border-0">
                <td className="px-4 py-3 break-all">
                  <span>{interest.email}</span>
                  <Unconfirmed confirmed={interest.confirmed} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-cocoa">{formatDate(interest.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * A sign-up whose address has not answered its confirmation mail: it is not told when registration
 * opens (docs/decisions/030-mail-outbox-and-opt-in.md), and anyone may have typed it.
 */
function Unconfirmed({ confirmed }: { confirmed: boolean }) {
  if (confirmed) return null;
  return (
    <span className="ml-2 rounded bg-oat/60 px-1.5 py-0.5 text-xs whitespace-nowrap text-cocoa">Not confirmed</span>
  );
}
