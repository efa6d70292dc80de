import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import {
  comboToRecipePayload,
  validateComboForm,
  type ComboFormValues,
  type FieldErrors,
} from '../../../shared/recipe-form';
import { autolinkStory } from '../../../shared/story-autolink';
import { parseStory } from '../../../shared/story-links';
import { usePageTitle } from '../../components/layout/use-page-title';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../data/api';
import { afterRecipeChange, createRecipe, isAuthFailure, toastSessionExpired } from './admin-api';
import { loginPathFor } from './admin-return';
import { getAdminToken } from './admin-session';
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
  const queryClient = useQueryClient();
  const linkTargets = useLinkTargets();
  const draft = useFormDraft(PATH, EMPTY, comboDraftSchema);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorBox = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
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
    if (!getAdminToken()) {
      toast({
        title: 'Authentication Required',
        description: "Please log in as admin first by clicking the 'k' in 'Baking' 5 times on the homepage.",
        variant: 'destructive',
      });
      setFormError('Admin authentication required');
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const created = await createRecipe(comboToRecipePayload({ ...values, story: linkedStory }));
      draft.forget();
      toast({ title: 'Success!', description: 'Your favorite combo has been added successfully.', variant: 'success' });
      await afterRecipeChange(queryClient);
      navigate(`/recipes/${created.slug}`);
    } catch (err) {
      if (isAuthFailure(err)) {
        // The form's draft is kept (form-draft.ts); logging in again comes back here with it.
        toastSessionExpired();
        navigate(loginPathFor(PATH), { replace: true });
        return;
      }
      // docs/product.md#admin: the status and body are logged; the admin sees the plain message (and a server reason, if any).
      console.error(err instanceof Error ? err.message : err);
      toast({ title: 'Error', description: 'Failed to add favorite combo. Please try again.', variant: 'destructive' });
      flushSync(() => {
        setSaving(false);
        setFormError(
          err instanceof ApiError && err.status < 500 && err.serverMessage
            ? err.serverMessage
            : 'Failed to add favorite combo. Please try again.',
        );
      });
      formErrorBox.current?.focus(); // the disabled button lost focus: the keyboard goes on from the message
    } finally {
      setSaving(false);
    }
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
