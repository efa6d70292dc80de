import type { ComboFormValues, FieldErrors } from '../../../shared/recipe-form';
import type { StorySegment } from '../../../shared/story-links';
import { describedBy, FormField } from '../../components/form-field';
import { ImageField } from './image-field';

type StoryLink = Extract<StorySegment, { kind: 'link' }>;

/** docs/product.md#admin (Add Favorite Combo): the combo's fields, and the links its story will carry. */
export function ComboFields({
  values,
  errors,
  set,
  links,
  onImageBusyChange,
}: {
  values: ComboFormValues;
  errors: FieldErrors;
  set: <K extends keyof ComboFormValues>(key: K, value: ComboFormValues[K]) => void;
  links: StoryLink[];
  onImageBusyChange: (busy: boolean) => void;
}) {
  return (
    <section className="card space-y-5 p-5 sm:p-6">
      <FormField id="combo-title" label="Title" error={errors.title}>
        <input
          id="combo-title"
          className="input"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          {...describedBy('combo-title', { error: errors.title })}
        />
      </FormField>
      <ImageField
        id="combo-image"
        value={values.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        onBusyChange={onImageBusyChange}
        error={errors.imageUrl}
      />
      <FormField id="combo-description" label="Description" error={errors.description}>
        <textarea
          id="combo-description"
          className="input min-h-24"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          {...describedBy('combo-description', { error: errors.description })}
        />
      </FormField>
      <FormField
        id="combo-story"
        label="Recipe Story & Instructions"
        hint="Mention recipes by name, for example Soft Sugar Cookie, Coconut Buttercream or Raspberry Filling: they become links."
        error={errors.story}
      >
        <textarea
          id="combo-story"
          className="input min-h-48"
          value={values.story}
          onChange={(e) => set('story', e.target.value)}
          {...describedBy('combo-story', { error: errors.story, hint: true })}
        />
      </FormField>
      {links.length > 0 && (
        <div className="rounded-xl bg-cream px-4 py-3 text-[15px]">
          <p className="font-semibold">Links in your story</p>
          <ul className="mt-1 list-disc pl-5 text-cocoa">
            {links.map((link, i) => (
              <li key={i}>
                {link.text} <span aria-hidden="true">→</span> <code>{link.to}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex items-center gap-3">
        <input
          id="combo-featured"
          type="checkbox"
          className="h-6 w-6 shrink-0 accent-crust"
          checked={values.featured}
          onChange={(e) => set('featured', e.target.checked)}
        />
        <label htmlFor="combo-featured" className="font-semibold">
          Featured
          <span className="block text-sm font-normal text-cocoa">
            Show this combo in Featured Recipes on the home page.
          </span>
        </label>
      </div>
    </section>
  );
}
