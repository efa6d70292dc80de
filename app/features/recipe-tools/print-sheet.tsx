import { createPortal } from 'react-dom';
import { useHydrated } from '../../components/use-browser-value';
import { stepSections } from '../../../shared/combo';
import { paragraphs, parseStory } from '../../../shared/story-links';
import { linkedRecipes } from './size-control';
import './print.css';

/** A heading line: '---For the Cake---' (recipes) or '**Vanilla Buttercream**' (personal combos). */
function headingOf(line: string): string | null {
  const dashes = /^\s*-{3,}\s*(.*?)\s*-{3,}\s*$/.exec(line);
  if (dashes) return dashes[1]!;
  const bold = /^\s*\*\*(.+)\*\*\s*$/.exec(line);
  return bold ? bold[1]! : null;
}

export interface PrintableRecipe {
  title: string;
  /** Short facts under the title: 'Serves 24 (Double)', 'Prep 20 minutes'. */
  facts: string[];
  description?: string;
  /**
   * A Favorite Combo's story: its ingredients and steps only point to the recipes it links, so the
   * sheet prints the story (links as their text) and, as the page's 'This combo uses' does, those recipes.
   */
  story?: string;
  ingredients: readonly string[];
  instructions: readonly string[];
  /** Steps already carry their numbers ('1. Mix'), as personal combos do. */
  numbered?: boolean;
  notes?: readonly string[];
  /** 'Tips & Notes' for a combination; 'Notes' otherwise. */
  notesHeading?: string;
  /** The page's path ('/recipes/lemon-bars'), printed after the site's address at the bottom. */
  footerPath?: string;
}

/**
 * docs/product.md#recipe-tools: what window.print() puts on paper. Rendered into <body> beside the app and shown
 * only by the print stylesheet, which hides the app itself: title, the facts at the current size, the
 * scaled ingredients (two columns when long), the steps and the notes; no header, footer, buttons or photos.
 */
export function PrintSheet({ recipe }: { recipe: PrintableRecipe }) {
  // A portal into <body> exists only in the browser: not in the server's render of the page.
  const hydrated = useHydrated();
  const longList = recipe.ingredients.length > 10;
  if (!hydrated) return null;
  return createPortal(
    <div className="print-sheet">
      <h1 className="print-title">{recipe.title}</h1>
      {recipe.facts.length > 0 && <p className="print-facts">{recipe.facts.join('  ·  ')}</p>}
      {recipe.description && <p className="print-description">{recipe.description}</p>}
      {recipe.story && <ComboStory story={recipe.story} />}
      <h2 className="print-heading">Ingredients</h2>
      <ul className={`print-ingredients${longList ? ' print-two-columns' : ''}`}>
        {recipe.ingredients.map((line, i) => {
          const heading = headingOf(line);
          return heading !== null ? (
            <li key={i} className="print-subheading">
              {heading}
            </li>
          ) : (
            <li key={i}>{line}</li>
          );
        })}
      </ul>
      <h2 className="print-heading">Instructions</h2>
      {/* One list per '**Section**' (a combo's linked recipes), each numbered from 1. */}
      {stepSections(recipe.instructions).map((section, s) => (
        <div key={s} className="print-step-section">
          {section.heading !== null && <h3 className="print-subheading">{section.heading}</h3>}
          <ol className={recipe.numbered ? 'print-steps print-steps-plain' : 'print-steps'}>
            {section.steps.map((step, i) => {
              const heading = headingOf(step);
              return heading !== null ? (
                <li key={i} className="print-subheading">
                  {heading}
                </li>
              ) : (
                <li key={i}>{step}</li>
              );
            })}
          </ol>
        </div>
      ))}
      {recipe.notes && recipe.notes.length > 0 && (
        <>
          <h2 className="print-heading">{recipe.notesHeading ?? 'Notes'}</h2>
          {recipe.notes.map((p, i) => (
            <p key={i} className="print-note">
              {p}
            </p>
          ))}
        </>
      )}
      {recipe.footerPath && <p className="print-footer">{window.location.host + recipe.footerPath}</p>}
    </div>,
    document.body,
  );
}

/** A combo's recipes and story, above the steps that say 'Follow the story above'. */
function ComboStory({ story }: { story: string }) {
  const uses = linkedRecipes(story);
  return (
    <>
      {uses.length > 0 && (
        <>
          <h2 className="print-heading">This combo uses</h2>
          <ul className="print-ingredients">
            {uses.map((link) => (
              <li key={link.to}>{link.text}</li>
            ))}
          </ul>
        </>
      )}
      <h2 className="print-heading">The story</h2>
      {paragraphs(story).map((p, i) => (
        <p key={i} className="print-note">
          {parseStory(p)
            .map((segment) => segment.text)
            .join('')}
        </p>
      ))}
    </>
  );
}
