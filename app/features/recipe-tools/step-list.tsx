import { stepSections } from '../../../shared/combo';

/**
 * The numbered steps. Steps under a '**Heading**' line (a Favorite Combo's linked recipes) sit under
 * that heading and are numbered from 1 in each section, as each recipe is written.
 */
export function StepList({ steps }: { steps: readonly string[] }) {
  return (
    <div className="mt-4 space-y-8">
      {stepSections(steps).map((section, s) => (
        <div key={s}>
          {section.heading !== null && <h3 className="mb-4 text-xl text-crust">{section.heading}</h3>}
          <ol className="space-y-5">
            {section.steps.map((step, i) => (
              <li key={i} className="flex gap-4">
                <span
                  className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-crust font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <p className="pt-1 text-[17px] leading-relaxed">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
