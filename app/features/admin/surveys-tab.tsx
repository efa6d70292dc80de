import type { ReactNode } from 'react';
import { z } from 'zod';
import { workshopSurveyRowSchema } from '../../../shared/schemas/admin';
import { adminApi } from '../../../shared/contracts/admin';
import { adminKeys } from './admin-api';
import { formatDate, ListTab, MorePages, TableHead } from './tab-states';
import { useAdminPages } from './use-admin-query';

const surveyList = z.array(workshopSurveyRowSchema);
type SurveyRow = z.infer<typeof workshopSurveyRowSchema>;

const COLUMNS = ['Email', 'Classes Interested In', 'Other Suggestions', 'Date Submitted'];

/**
 * docs/product.md#admin (Workshop Survey Results tab); loaded only while the tab is open, newest
 * first, a page at a time.
 */
export function SurveysTab() {
  const surveys = useAdminPages(adminKeys.surveys, adminApi.workshopSurveys.path, (raw) => surveyList.parse(raw));
  return (
    <ListTab
      query={{ ...surveys, data: surveys.data?.pages.flatMap((page) => page.rows) }}
      what="workshop surveys"
      empty={{
        title: 'No survey responses yet.',
        body: 'Answers to the class survey in the shop will appear here.',
      }}
    >
      {(rows, stale) => (
        <>
          {stale}
          <SurveyList rows={rows} />
          <MorePages query={surveys} what="survey responses" />
        </>
      )}
    </ListTab>
  );
}

const suggestionOf = (survey: SurveyRow) => (survey.otherSuggestion?.trim() ? survey.otherSuggestion : 'None');

function SurveyList({ rows }: { rows: SurveyRow[] }) {
  return (
    <>
      {/* On a phone each response is a card: four columns do not fit, and a table scrolled sideways hides its last ones. */}
      <ul className="space-y-3 sm:hidden" aria-label="Workshop survey results">
        {rows.map((survey) => (
          <li key={survey.id} className="card p-4">
            <dl className="grid gap-2 text-[15px]">
              <SurveyField term="Email">
                <span className="[overflow-wrap:anywhere]">{survey.email}</span>
              </SurveyField>
              <SurveyField term="Classes Interested In">{survey.classInterests.join(', ')}</SurveyField>
              <SurveyField term="Other Suggestions">{suggestionOf(survey)}</SurveyField>
              <SurveyField term="Date Submitted">{formatDate(survey.createdAt)}</SurveyField>
            </dl>
          </li>
        ))}
      </ul>
      <div className="card hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[640px] text-left text-[15px]">
          <caption className="sr-only">Workshop survey results</caption>
          <TableHead columns={COLUMNS} />
          <tbody>
            {rows.map((survey) => (
              <tr key={survey.id} className="border-b border-oat/70 last:border-0">
                <td className="px-4 py-3 align-top break-all">{survey.email}</td>
                <td className="px-4 py-3 align-top">{survey.classInterests.join(', ')}</td>
                <td className="px-4 py-3 align-top text-cocoa">{suggestionOf(survey)}</td>
                <td className="px-4 py-3 align-top whitespace-nowrap text-cocoa">{formatDate(survey.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function SurveyField({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-wider text-cocoa uppercase">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
