import * as Dialog from '@radix-ui/react-dialog';
import type { AdminClass } from '../../../shared/schemas/business';
import { formatClassDate } from '../../../shared/dates';
import { closeOnEscape } from '../../components/ui/escape-closes';

/**
 * docs/product.md#admin (Classes tab): 'Print roster' opens the roster as a sheet to print: the
 * class, its date and place, the seats sold and who comes, with a box to tick at the door. On
 * paper only the sheet is printed (the `roster-sheet` rules in app/styles.css); on screen it
 * shows what will print, with 'Print' and 'Close'.
 */
export function RosterPrintView({ workshop, onClose }: { workshop: AdminClass; onClose: () => void }) {
  const seats = workshop.roster.reduce((sum, r) => sum + r.seats, 0);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="no-print fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onKeyDown={closeOnEscape(onClose)}
          data-roster-sheet=""
          className="roster-sheet fixed inset-0 z-50 overflow-y-auto bg-white text-ink sm:inset-6 sm:rounded-2xl sm:shadow-xl"
        >
          <div className="no-print sticky top-0 flex flex-wrap items-center justify-end gap-3 border-b border-oat bg-white px-4 py-3 sm:px-8">
            <p className="mr-auto text-sm text-cocoa">What will print: this sheet, nothing else.</p>
            <button type="button" className="btn-primary min-h-11" onClick={() => window.print()}>
              Print
            </button>
            <Dialog.Close className="btn-outline min-h-11">Close</Dialog.Close>
          </div>
          <div className="px-4 py-6 sm:px-8">
            <Dialog.Title className="font-display text-3xl">{workshop.title}</Dialog.Title>
            <Dialog.Description asChild>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
                <dt className="font-semibold">Date</dt>
                <dd>{formatClassDate(workshop.date, workshop.timeZone)}</dd>
                <dt className="font-semibold">Place</dt>
                <dd>{workshop.location}</dd>
                <dt className="font-semibold">Seats sold</dt>
                <dd>{seats}</dd>
              </dl>
            </Dialog.Description>
            {workshop.roster.length === 0 ? (
              <p className="mt-6">Nobody has booked this class yet.</p>
            ) : (
              <table className="mt-6 w-full border-collapse text-left text-[15px]">
                <caption className="sr-only">Attendees of {workshop.title}</caption>
                <thead>
                  <tr className="border-b-2 border-ink">
                    <th scope="col" className="w-10 py-2 pr-2">
                      <span className="sr-only">Arrived</span>
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Name
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Email
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Seats
                    </th>
                    <th scope="col" className="py-2">
                      Order
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {workshop.roster.map((guest) => (
                    <tr key={`${guest.orderId}:${guest.email}`} className="border-b border-oat">
                      <td className="py-2 pr-2">
                        <span aria-hidden="true" className="inline-block h-5 w-5 rounded border-2 border-ink" />
                      </td>
                      <td className="py-2 pr-4 font-semibold">{guest.name}</td>
                      <td className="py-2 pr-4 [overflow-wrap:anywhere]">{guest.email}</td>
                      <td className="py-2 pr-4 tabular-nums">{guest.seats}</td>
                      <td className="py-2 whitespace-nowrap">#{guest.orderId}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
