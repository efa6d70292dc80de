import { useMemo, useRef, useState } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import { factorText } from '../../../shared/bakers-tools/factor';
import type { MethodModel, MethodPlan } from '../../../shared/method';
import { sizeControlFor, type SizeControl, type StepDirection } from '../../../shared/recipe-size';
import { timesAt, type RecipeTimesShown } from '../../../shared/total-time';
import { saveRecipeSize } from '../../data/recipe-prefs';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { useMethodModule } from './use-method';
import { sayPreferenceNotKept } from './preference-not-kept';
import { readToolScale, type ToolScale } from './tool-scale';

/**
 * The recipe size the page shows (docs/product.md#recipe-size-and-units): one factor for the whole
 * page. The size control's plus and minus move through its sizes; a baker's tool
 * (docs/product.md#recipe-tools) sets any factor with the reason for it, until the baker steps the
 * size or goes back to the recipe as written (docs/decisions/014-bakers-tools.md). Whichever was
 * chosen last is kept per recipe and follows the account: the recipe opens at it again, here and on
 * the baker's other devices (docs/decisions/017-recipe-size-kept.md).
 */
export interface RecipeSize {
  control: SizeControl;
  value: number;
  /** The factor every ingredient line is scaled by. */
  factor: number;
  /** 'Double', '4 loaves', '24 servings', or 'x 1.84' when a tool set the factor. */
  label: string;
  /** Servings at this size, as the page shows them. */
  servings: string;
  canDecrease: boolean;
  canIncrease: boolean;
  step(direction: StepDirection): void;
  /** The tool that set the factor, with its reason; null at the control's own sizes. */
  scaledBy: ToolScale | null;
  /** Scales the recipe from a tool (null: back to as written). */
  scaleBy(scale: ToolScale | null): void;
  /**
   * The recipe's method at this size: the pans, pieces and servings its steps are written for
   * (docs/decisions/034-the-method-follows-the-amounts.md); null for a Favorite Combo, fixed at its size,
   * and until the method has loaded (use-method.ts).
   */
  method: { model: MethodModel; plan: MethodPlan } | null;
  /**
   * The total and cook times at this size, as 'Ready at' plans the steps at this size (a layer cake
   * baked as a loaf bakes longer: shared/total-time.ts); null for a combination, which says its own.
   */
  times: RecipeTimesShown | null;
}

export function scaledServings(servings: number, factor: number): number {
  return Math.max(1, Math.round(servings * factor));
}

interface SizeState {
  recipeId: number;
  value: number;
  scale: ToolScale | null;
  /** Once the baker changed the size here, this state wins over what the device answers. */
  touched: boolean;
}

export function useRecipeSize(recipe: Recipe): RecipeSize {
  const control = useMemo(() => sizeControlFor(recipe), [recipe]);
  const methods = useMethodModule(control.kind !== 'fixed');
  const model = useMemo(() => methods?.readMethod(recipe) ?? null, [methods, recipe]);
  // The query keeps its last answer while it reads another recipe's row: only this recipe's counts.
  const answer = useDeviceQuery((db) => db.recipePrefs.get(recipe.id), [recipe.id]);
  const stored = answer?.recipeId === recipe.id ? answer : undefined;
  const requested = useRef<SizeState | null>(null);
  const [state, setState] = useState<SizeState>({
    recipeId: recipe.id,
    value: control.initial,
    scale: null,
    touched: false,
  });
  // Another recipe loaded in the same page (a story link): start again at the size kept for it.
  let current = state;
  if (state.recipeId !== recipe.id) {
    current = { recipeId: recipe.id, value: control.initial, scale: null, touched: false };
    setState(current);
  }
  // A Favorite Combo is fixed at its 24 servings: no tool scales it.
  const scale = control.kind === 'fixed' ? null : current.touched ? current.scale : readToolScale(stored?.scale);
  const chosen = current.touched ? current.value : keptSize(control, stored?.size);
  const value = scale ? scale.factor * (control.kind === 'loaves' ? control.baseLoaves : 1) : chosen;
  const factor = scale ? scale.factor : control.factor(value);
  const stepTo = (direction: StepDirection, from = value) =>
    control.kind === 'fixed' ? from : control.next(from, direction);
  // The size changes on the page once the device has stored it (a reload shows the same); one
  // the device could not store leaves the page as it was and says so. Steps taken while a write
  // is on its way count on from the size asked for last.
  const set = (next: Omit<SizeState, 'recipeId' | 'touched'>) => {
    const asked: SizeState = { recipeId: recipe.id, touched: true, ...next };
    requested.current = asked;
    const size = next.scale || next.value === control.initial ? null : next.value;
    saveRecipeSize(recipe.id, size, next.scale).then(
      () => {
        if (requested.current === asked) requested.current = null;
        setState(asked);
      },
      (err: unknown) => {
        if (requested.current === asked) requested.current = null;
        sayPreferenceNotKept('size', err);
      },
    );
  };
  /** The size a step counts from: the one asked for last while its write is on its way. */
  const stepFrom = () => {
    const asked = requested.current;
    return asked?.recipeId === recipe.id && !asked.scale ? asked.value : value;
  };
  const scaleKey = scale ? JSON.stringify(scale) : '';
  const plan = useMemo(
    () =>
      control.kind === 'fixed' || !model || !methods
        ? null
        : methods.planMethod(
            model,
            methods.methodTarget(factor, scaleKey ? readToolScale(JSON.parse(scaleKey)) : null),
          ),
    [control.kind, methods, model, factor, scaleKey],
  );
  const method = useMemo(() => (plan && model ? { model, plan } : null), [model, plan]);
  const times = useMemo(() => {
    if (!method || !methods) return timesAt(recipe);
    const steps = methods.rewriteSteps(method.model, method.plan, recipe.instructions, 'us');
    return timesAt(recipe, steps.map(methods.plannedStep));
  }, [method, methods, recipe]);
  return {
    control,
    value,
    factor,
    label: scale ? factorText(scale.factor) : control.label(value),
    // The servings follow the pieces where the recipe serves one a piece (30 squares from a 9x13, 30 servings).
    servings: String(
      plan ? plan.servings : control.kind === 'fixed' ? control.servings : scaledServings(recipe.servings, factor),
    ),
    canDecrease: stepTo(-1) !== value,
    canIncrease: stepTo(1) !== value,
    step: (direction) => set({ value: stepTo(direction, stepFrom()), scale: null }),
    scaledBy: scale,
    scaleBy: (next) => set({ value: control.initial, scale: next }),
    method,
    times,
  };
}

/** The kept size when this recipe's control offers it (a recipe whose sizes changed starts as written). */
function keptSize(control: SizeControl, size: number | undefined): number {
  if (control.kind === 'fixed' || size === undefined) return control.initial;
  return control.steps.includes(size) ? size : control.initial;
}
