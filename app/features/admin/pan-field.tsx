import type { FieldErrors } from '../../../shared/recipe-form';
import { describedBy, FormField } from '../../components/form-field';

/** docs/product.md#recipe-tools: the pan the recipe is written for, which the baker's pan tool scales from. */
export function PanField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: FieldErrors['pan'];
  onChange(value: string): void;
}) {
  return (
    <FormField
      id="recipe-pan"
      label="Pan"
      className="sm:col-span-2"
      hint="Optional. The pan this recipe is written for, such as 9-inch round x 2, 8 1/2 x 4 1/2-inch loaf x 3, 12-cup muffin pan or 9x13-inch pan: bakers can then scale it to the pan they have."
      error={error}
    >
      <input
        id="recipe-pan"
        className="input"
        value={value}
        placeholder="9-inch round x 2"
        onChange={(e) => onChange(e.target.value)}
        {...describedBy('recipe-pan', { error, hint: true })}
      />
    </FormField>
  );
}
