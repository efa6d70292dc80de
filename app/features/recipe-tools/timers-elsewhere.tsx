import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { InDock } from '../../components/layout/bottom-dock';
import type { KitchenTimer, SiftDb } from '../../data/db';
import { allTimers, timerRecipes } from '../../data/kitchen';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { namedTimers, useNow } from './kitchen-timers';
import { TimerTray, useTimerAlarm } from './timer-tray';

/** The recipe whose page is open: its own page shows (and rings) its timers. */
const recipeOnScreen = createStore<number | null>(() => null);

/** Called by the recipe page's tools while they show `recipeId`. */
export function useRecipeOnScreen(recipeId: number): void {
  useEffect(() => {
    recipeOnScreen.setState(recipeId);
    return () => recipeOnScreen.setState(null);
  }, [recipeId]);
}

interface RecipeTimers {
  recipeId: number;
  /** Where the recipe is, while the device still has it. */
  recipe?: { slug: string; title: string };
  /** Its title when the timers started, for a recipe deleted since. */
  startedFor?: string;
  timers: KitchenTimer[];
}

async function timersByRecipe(db: SiftDb): Promise<RecipeTimers[]> {
  const timers = await allTimers(db);
  if (!timers.length) return [];
  const ids = [...new Set(timers.map((t) => t.recipeId))];
  const recipes = await timerRecipes(db, ids);
  return ids.map((recipeId, i) => ({
    recipeId,
    recipe: recipes[i] && { slug: recipes[i].slug, title: recipes[i].title },
    startedFor: timers.find((t) => t.recipeId === recipeId && t.recipeTitle)?.recipeTitle,
    timers: namedTimers(
      timers.filter((t) => t.recipeId === recipeId),
      recipes[i]?.instructions,
    ),
  }));
}

/**
 * Timers keep running while the baker looks at another page (the frosting while the cake bakes):
 * they ring there too, and stay in view with a way back to their recipe, instead of ringing only
 * once the baker happens to open that recipe again. Mounted once, by the root layout.
 */
export function TimersElsewhere() {
  const onScreen = useStore(recipeOnScreen);
  const groups = useDeviceQuery(timersByRecipe, [], []);
  const all = groups.flatMap((g) => g.timers);
  const now = useNow(all.length > 0);
  const slugs = new Map(groups.map((g) => [g.recipeId, g.recipe?.slug]));
  useTimerAlarm(all, now, (timer) => {
    const slug = slugs.get(timer.recipeId);
    return slug ? `/recipes/${slug}` : '/';
  });
  const shown = groups.filter((g) => g.recipeId !== onScreen);
  if (!shown.length) return null;
  return (
    <InDock>
      <aside aria-label="Kitchen timers" className="grid max-h-[50dvh] gap-3 overflow-y-auto">
        {shown.map((group) => (
          <div key={group.recipeId} className="card grid gap-2 p-3 shadow-lg">
            {group.recipe ? (
              <Link
                to={`/recipes/${group.recipe.slug}`}
                className="font-semibold text-crust underline-offset-2 hover:underline"
              >
                {group.recipe.title}
              </Link>
            ) : (
              <p className="font-semibold">{group.startedFor ?? 'Kitchen timers'}</p>
            )}
            <TimerTray timers={group.timers} now={now} offer={false} />
          </div>
        ))}
      </aside>
    </InDock>
  );
}
