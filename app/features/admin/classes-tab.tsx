import { useState } from 'react';
import type { AdminClass } from '../../../shared/schemas/business';
import { formatClassDate } from '../../../shared/dates';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { isAuthFailure, toastSessionExpired } from './admin-api';
import { ClassCancelDialog } from './class-cancel-dialog';
import { ClassChangesList } from './class-changes-list';
import { ClassRoster } from './class-roster';
import { RosterPrintView } from './roster-print';
import { formatDate, ListTab } from './tab-states';
import { downloadRosterCsv } from './api/roster-csv';
import { useAdminClasses } from './use-admin-orders';

/** docs/product.md#admin (Classes tab): per class its date in the bakery's zone, seats, and roster to print or download. */
export function ClassesTab() {
  const classes = useAdminClasses();
  const [cancelling, setCancelling] = useState<AdminClass | null>(null);
  return (
    <>
      <ListTab
        query={classes}
        what="classes"
        empty={{ title: 'No classes scheduled.', body: 'Classes and workshops with a date will appear here.' }}
      >
        {(rows, stale) => (
          <div className="space-y-8">
            {stale}
            {rows.map((c) => (
              <ClassSection key={c.id} workshop={c} onCancel={() => setCancelling(c)} />
            ))}
          </div>
        )}
      </ListTab>
      <ClassCancelDialog workshop={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

function ClassSection({ workshop, onCancel }: { workshop: AdminClass; onCancel: () => void }) {
  const headingId = `admin-class-${workshop.id}`;
  const [printing, setPrinting] = useState(false);
  return (
    <section aria-labelledby={headingId} data-class-id={workshop.id}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl">
            {workshop.title}
          </h2>
          <p className="text-[15px] text-cocoa">
            {formatClassDate(workshop.date, workshop.timeZone)} · {workshop.location}
          </p>
          {workshop.cancelledAt ? (
            <p className="mt-1 text-[15px]">Cancelled on {formatDate(workshop.cancelledAt)}: no seats are sold.</p>
          ) : (
            <p className="mt-1 text-[15px]" data-testid="class-seats">
              <span className="font-semibold">{workshop.spotsSold}</span> sold ·{' '}
              <span className="font-semibold">{workshop.spotsLeft}</span> left
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {!workshop.cancelledAt && (
            <button
              type="button"
              className="btn-outline min-h-11"
              aria-label={`Print roster of ${workshop.title}`}
              onClick={() => setPrinting(true)}
            >
              Print roster
            </button>
          )}
          <RosterCsvLink workshop={workshop} />
          {workshop.cancelledAt ? (
            <p className="self-center rounded-full bg-oat px-3 py-1 text-sm font-semibold text-ink">Cancelled</p>
          ) : (
            <button
              type="button"
              className="btn min-h-11 border-2 border-berry/30 bg-white text-berry-dark hover:border-berry hover:bg-berry/5"
              aria-label={`Cancel class ${workshop.title}, ${formatClassDate(workshop.date, workshop.timeZone)}`}
              onClick={onCancel}
            >
              Cancel class
            </button>
          )}
        </div>
      </div>
      {/* A cancelled class's bookings are its customers' choices; its roster is theirs no more. */}
      {workshop.cancelledAt ? (
        <ClassChangesList changes={workshop.changes ?? []} by="buyer" />
      ) : (
        <ClassRoster workshop={workshop} headingId={headingId} />
      )}
      {printing && <RosterPrintView workshop={workshop} onClose={() => setPrinting(false)} />}
    </section>
  );
}

/** 'Download roster (CSV)': the roster as a file for a spreadsheet or a mail merge (downloadRosterCsv). */
function RosterCsvLink({ workshop }: { workshop: AdminClass }) {
  const navigate = useNavigate();
  const download = async () => {
    try {
      await downloadRosterCsv(workshop.id);
    } catch (err) {
      if (isAuthFailure(err)) {
        toastSessionExpired();
        return navigate('/admin/login', { replace: true });
      }
      toast({
        title: 'Download failed',
        description: messageOf(err, 'The roster could not be downloaded. Please check the connection and try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <button
      type="button"
      className="btn-outline min-h-11"
      aria-label={`Download roster of ${workshop.title} (CSV)`}
      onClick={() => void download()}
    >
      Download roster (CSV)
    </button>
  );
}
