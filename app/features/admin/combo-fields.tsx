import type { ComboFormValues, FieldErrors } from '../../../shared/recipe-form';
import type { StorySegment } from '../../../shared/story-links';
import { FeaturedCheckbox, TextBox } from './form-controls';
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
      <TextBox
        id="combo-title"
        label="Title"
        value={values.title}
        error={errors.title}
        onChange={(v) => set('title', v)}
      />
      <ImageField
        id="combo-image"
        value={values.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        onBusyChange={onImageBusyChange}
        error={errors.imageUrl}
      />
      <TextBox
        id="combo-description"
        label="Description"
        area="min-h-24"
        value={values.description}
        error={errors.description}
        onChange={(v) => set('description', v)}
      />
      <TextBox
        id="combo-story"
        label="Recipe Story & Instructions"
        hint="Mention recipes by name, for example Soft Sugar Cookie, Coconut Buttercream or Raspberry Filling: they become links."
        area="min-h-48"
        value={values.story}
        error={errors.story}
        onChange={(v) => set('story', v)}
      />
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
      <FeaturedCheckbox
        id="combo-featured"
        what="combo"
        checked={values.featured}
        onChange={(v) => set('featured', v)}
      />
    </section>
  );
}
