import type { AdminClass } from '../../../shared/schemas/business';
import { TableHead } from './tab-states';

/** Who comes to a class: name, e-mail, seats and order, as a table (cards on a phone). */
export function ClassRoster({ workshop, headingId }: { workshop: AdminClass; headingId: string }) {
  if (workshop.roster.length === 0)
    return <p className="card mt-3 p-4 text-cocoa">Nobody has booked this class yet.</p>;
  return (
    <>
      <ul className="card mt-3 divide-y divide-oat/70 sm:hidden" aria-labelledby={headingId}>
        {workshop.roster.map((guest) => (
          <li key={`${guest.orderId}:${guest.email}`} className="px-4 py-3 text-[15px]">
            <span className="block font-semibold">{guest.name}</span>
            <span className="block [overflow-wrap:anywhere]">{guest.email}</span>
            <span className="text-sm text-cocoa">
              {guest.seats} {guest.seats === 1 ? 'seat' : 'seats'} · Order #{guest.orderId}
            </span>
          </li>
        ))}
      </ul>
      <div className="card mt-3 hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-[15px]" aria-labelledby={headingId}>
          <TableHead columns={['Name', 'Email', 'Seats', 'Order']} />
          <tbody>
            {workshop.roster.map((guest) => (
              <tr key={`${guest.orderId}:${guest.email}`} className="border-b border-oat/70 last:border-0">
                <td className="px-4 py-3 font-semibold">{guest.name}</td>
                <td className="px-4 py-3 break-all">{guest.email}</td>
                <td className="px-4 py-3 tabular-nums">{guest.seats}</td>
                <td className="px-4 py-3 whitespace-nowrap">#{guest.orderId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
