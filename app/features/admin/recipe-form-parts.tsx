import type { ReactNode } from 'react';
import type { FieldErrors, RecipeFormValues } from '../../../shared/recipe-form';

export type ListField = 'tags' | 'ingredients' | 'instructions' | 'dietaryInfo';

/** What each section of the recipe form reads and changes (the form keeps the state). */
export interface SectionProps {
  mode: 'add' | 'edit';
  values: RecipeFormValues;
  errors: FieldErrors;
  set: <K extends keyof RecipeFormValues>(key: K, value: RecipeFormValues[K]) => void;
  listProps: (field: ListField) => {
    items: string[];
    onChange: (list: string[]) => void;
    draft: string;
    onDraftChange: (text: string) => void;
  };
}

/** A card of the recipe form, named by its heading. */
export function FormSection({
  id,
  heading,
  className = 'space-y-5',
  children,
}: {
  id: string;
  heading: string;
  /** The space between its fields. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`card ${className} p-5 sm:p-6`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** docs/product.md#admin: what a recipe with the FavoriteCombos tag asks for. */
export function ComboModeNote() {
  return (
    <div role="note" className="rounded-xl border border-sage/40 bg-sage/10 px-4 py-3 text-ink">
      <p className="font-semibold">Favorite Combo mode</p>
      <p className="mt-1 text-[15px] text-cocoa">
        Use the story section to reference other recipes: recipe names in the story become links. Prep time, cook time,
        servings, difficulty, ingredients and instructions are optional.
      </p>
    </div>
  );
}
