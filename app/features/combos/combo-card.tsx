import type { ReactNode, Ref } from 'react';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { ComboLines } from './combo-lines';

export interface ComboCardProps {
  /** Prefix of the card's ids: 'combination' (AI result) or 'combo' (personal combo). */
  idPrefix: string;
  title: string;
  /** The title, focused when a new result opens (reveal.ts). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** Shown above the title (the personal combo's badges). */
  badges?: ReactNode;
  description?: string | undefined;
  figures: { label: string; value: string }[];
  image?: { url: string; alt: string } | undefined;
  ingredients: readonly string[];
  instructions: readonly string[];
  /** 'number' to number the steps, 'none' for steps that carry their own numbers. */
  marker: 'number' | 'none';
  /** Recipe names a step may start with ('Raspberry Filling: ...'), shown in bold. */
  lead?: readonly string[];
  /** The size and units controls, between the card's head and its ingredients. */
  toolbar?: ReactNode;
  /** Sections below the ingredients and steps. */
  children?: ReactNode;
}

/** A combined recipe on screen: the AI Recipe Combiner's result and the Personal Combo's preview (docs/product.md#combos). */
export function ComboCard(props: ComboCardProps) {
  const { idPrefix: id } = props;
  return (
    <article className="card scroll-mt-24 overflow-hidden" aria-labelledby={`${id}-title`}>
      <div className="grid gap-6 bg-cream/70 p-6 sm:p-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center">
        <div>
          {props.badges}
          <h2
            id={`${id}-title`}
            ref={props.headingRef}
            tabIndex={-1}
            className={`text-3xl font-semibold sm:text-4xl ${props.badges ? 'mt-4' : ''}`}
          >
            {props.title}
          </h2>
          {props.description && <p className="mt-3 text-lg text-cocoa">{props.description}</p>}
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {props.figures.map((f) => (
              <Figure key={f.label} label={f.label} value={f.value} />
            ))}
          </dl>
        </div>
        {props.image && (
          <RecipeImage
            url={props.image.url}
            alt={props.image.alt}
            sizes="(min-width: 768px) 40vw, 100vw"
            className="aspect-[4/3] w-full rounded-2xl"
          />
        )}
      </div>
      {props.toolbar}
      <div className="grid gap-10 p-6 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby={`${id}-ingredients`}>
          <h3 id={`${id}-ingredients`} className="text-2xl">
            Ingredients
          </h3>
          <div className="mt-4">
            <ComboLines lines={props.ingredients} />
          </div>
        </section>
        <section aria-labelledby={`${id}-instructions`}>
          <h3 id={`${id}-instructions`} className="text-2xl">
            Instructions
          </h3>
          <div className="mt-4">
            <ComboLines lines={props.instructions} marker={props.marker} lead={props.lead ?? []} />
          </div>
        </section>
      </div>
      {props.children}
    </article>
  );
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white px-3 py-2">
      <dt className="text-xs font-bold tracking-wider text-cocoa uppercase">{label}</dt>
      <dd className="font-semibold">{value || '—'}</dd>
    </div>
  );
}
