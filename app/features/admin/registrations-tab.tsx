import { z } from 'zod';
import { workshopInterestGroupSchema } from '../../../shared/schemas/admin';
import { adminKeys } from './admin-api';
import { formatDate, TabEmpty, TabError, TabLoading, TabStale } from './tab-states';
import { useAdminQuery } from './use-admin-query';

const groupList = z.array(workshopInterestGroupSchema);

/** spec admin 2 (Workshop Registrations tab): per workshop 'title - n Registration(s)'. */
export function RegistrationsTab() {
  const groups = useAdminQuery(adminKeys.interests, '/api/admin/workshop-interests', (raw) => groupList.parse(raw));
  if (groups.isPending) return <TabLoading label="Loading workshop registrations" />;
  // Nothing loaded at all; a failed refresh of a loaded list keeps it, with TabStale's note.
  if (groups.data === undefined)
    return (
      <TabError
        message="Failed to load workshop registrations. Please try again."
        onRetry={() => void groups.refetch()}
      />
    );
  const stale = <TabStale query={groups} what="workshop registrations" />;
  if (groups.data.length === 0) {
    return (
      <>
        {stale}
        <TabEmpty title="No workshop registrations yet.">
          E-mails left on workshop cards in the shop will appear here.
        </TabEmpty>
      </>
    );
  }

  return (
    <div className="space-y-8">
      {stale}
      {groups.data.map((group) => {
        const n = group.interests.length;
        const headingId = `workshop-${group.workshopId}`;
        return (
          <section key={group.workshopId} aria-labelledby={headingId}>
            {/* h2: the tab's content comes straight under the page's h1. */}
            <h2 id={headingId} className="text-xl">
              {group.workshopTitle} - {n} {n === 1 ? 'Registration' : 'Registrations'}
            </h2>
            {/* On a phone, one entry per row: beside the date, an e-mail address had room for a few letters a line. */}
            <ul className="card mt-3 divide-y divide-oat/70 sm:hidden" aria-labelledby={headingId}>
              {group.interests.map((interest) => (
                <li key={interest.id} className="px-4 py-3 text-[15px]">
                  <span className="block [overflow-wrap:anywhere]">{interest.email}</span>
                  <span className="text-sm text-cocoa">Date Submitted: {formatDate(interest.createdAt)}</span>
                </li>
              ))}
            </ul>
            <div className="card mt-3 hidden overflow-x-auto sm:block">
              <table className="w-full text-left text-[15px]">
                <thead className="border-b border-oat bg-cream/60 text-sm text-cocoa">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Date Submitted
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.interests.map((interest) => (
                    <tr key={interest.id} className="border-b border-oat/70 last:border-0">
                      <td className="px-4 py-3 break-all">{interest.email}</td>
                      <td className="px-4 py-3 whitespace-nowrap text-cocoa">{formatDate(interest.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
