import type { AdminClass } from '../../../shared/schemas/business';
import { formatClassDate } from '../../../shared/dates';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { isAuthFailure, toastSessionExpired } from './admin-api';
import { ClassRoster } from './class-roster';
import { ListTab } from './tab-states';
import { downloadRosterCsv } from './api/roster-csv';
import { useAdminClasses } from './use-admin-orders';

/** docs/product.md#admin (Classes tab): per class its date in the bakery's zone, seats, and roster. */
export function ClassesTab() {
  const classes = useAdminClasses();
  return (
    <ListTab
      query={classes}
      what="classes"
      empty={{ title: 'No classes scheduled.', body: 'Classes and workshops with a date will appear here.' }}
    >
      {(rows, stale) => (
        <div className="space-y-8">
          {stale}
          {rows.map((c) => (
            <ClassSection key={c.id} workshop={c} />
          ))}
        </div>
      )}
    </ListTab>
  );
}

function ClassSection({ workshop }: { workshop: AdminClass }) {
  const headingId = `admin-class-${workshop.id}`;
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
          <p className="mt-1 text-[15px]" data-testid="class-seats">
            <span className="font-semibold">{workshop.spotsSold}</span> sold ·{' '}
            <span className="font-semibold">{workshop.spotsLeft}</span> left
          </p>
        </div>
        <RosterCsvLink workshop={workshop} />
      </div>
      <ClassRoster workshop={workshop} headingId={headingId} />
    </section>
  );
}

/**
 * 'Print roster': the roster as a CSV file (downloadRosterCsv).
 */
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
      aria-label={`Print roster of ${workshop.title} (CSV)`}
      onClick={() => void download()}
    >
      Print roster (CSV)
    </button>
  );
}
