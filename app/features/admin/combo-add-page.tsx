import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { validateComboForm, type ComboFormValues, type FieldErrors } from '../../../shared/recipe-form';
import { autolinkStory } from '../../../shared/story-autolink';
import { parseStory } from '../../../shared/story-links';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useCreateCombo } from './api/create-combo';
import { FormErrorBanner } from './form-controls';
import { DraftNotice } from './draft-notice';
import { ComboFields } from './combo-fields';
import { comboDraftSchema, useFormDraft } from './form-draft';
import { AccessDenied, useAdminGuard } from './use-admin-guard';
import { useLinkTargets } from './use-link-targets';

const EMPTY: ComboFormValues = { title: '', description: '', story: '', imageUrl: null, featured: false };
const PATH = '/recipes/add-combo';

/** docs/product.md#admin (Add Favorite Combo): a recipe made of other recipes, linked from its story. */
export function ComboAddPage() {
  usePageTitle('Add Favorite Combo');
  const allowed = useAdminGuard('You must be logged in as admin to add recipes.');
  const navigate = useNavigate();
  const linkTargets = useLinkTargets();
  const draft = useFormDraft(PATH, EMPTY, comboDraftSchema);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorBox = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const { add } = useCreateCombo(PATH, draft.forget);
  const [imageBusy, setImageBusy] = useState(false);
  if (!allowed) return <AccessDenied />;

  const linkedStory = autolinkStory(values.story.trim(), linkTargets, { comboPhrases: true });
  const links = parseStory(linkedStory).flatMap((s) => (s.kind === 'link' ? [s] : []));

  const set = <K extends keyof ComboFormValues>(key: K, value: ComboFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateComboForm(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first === 'imageUrl' ? 'combo-image-url' : `combo-${first}`)?.focus();
      return;
    }
    setSaving(true);
    setFormError(null);
    const message = await add({ ...values, story: linkedStory });
    if (message === null) return;
    flushSync(() => {
      setSaving(false);
      setFormError(message);
    });
    formErrorBox.current?.focus(); // the disabled button lost focus: the keyboard goes on from the message
  }

  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <Link to="/admin/dashboard" className="btn-ghost -ml-4">
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <h1 className="mt-2 text-3xl sm:text-4xl">Add Favorite Combo</h1>
      <p className="mt-2 text-cocoa">
        A favorite combo brings recipes together. Tell the story of how they combine; recipe names in it become links to
        those recipes.
      </p>

      <form onSubmit={submit} noValidate className="mt-8 space-y-6">
        {draft.restored && (
          <DraftNotice
            onDiscard={() => {
              draft.discard();
              setErrors({});
              setFormError(null);
              document.getElementById('combo-title')?.focus(); // the notice that held focus is gone
            }}
          />
        )}
        <FormErrorBanner ref={formErrorBox} message={formError} />
        <ComboFields values={values} errors={errors} set={set} links={links} onImageBusyChange={setImageBusy} />

        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              draft.forget();
              navigate('/admin/dashboard');
            }}
          >
            Cancel
          </button>
          <button type="submit" className="btn-accent min-w-48" disabled={saving || imageBusy}>
            {saving ? 'Adding Combo...' : 'Add Favorite Combo'}
          </button>
        </div>
      </form>
    </div>
  );
}
