import type { ComboCreated } from '../../shared/schemas/ai';
import type { Db } from './open';

export interface ComboAnalyticsRow {
  id: number;
  createdAt: string;
  timestamp: string;
  recipeIds: number[];
  recipeNames: string[];
  comboTitle: string;
  userId: number | null;
}

interface Row {
  id: number;
  created_at: string;
  combo_timestamp: string;
  recipe_ids: string;
  recipe_names: string;
  combo_title: string;
  user_id: number | null;
}

/** Personal combo statistics (docs/product.md#combos, combo-created). */
export function analyticsRepo(db: Db) {
  const insert = db.prepare(
    'INSERT INTO combo_analytics (created_at, combo_timestamp, recipe_ids, recipe_names, combo_title, user_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const recent = db.prepare<[number], Row>('SELECT * FROM combo_analytics ORDER BY id DESC LIMIT ?');
  const count = db.prepare<[], number>('SELECT COUNT(*) FROM combo_analytics').pluck();
  return {
    recordCombo(event: ComboCreated, userId: number | null): number {
      const result = insert.run(
        new Date().toISOString(),
        event.timestamp,
        JSON.stringify(event.recipeIds),
        JSON.stringify(event.recipeNames),
        event.comboTitle,
        userId,
      );
      return Number(result.lastInsertRowid);
    },
    recentCombos(limit = 50): ComboAnalyticsRow[] {
      return recent.all(limit).map((r) => ({
        id: r.id,
        createdAt: r.created_at,
        timestamp: r.combo_timestamp,
        recipeIds: JSON.parse(r.recipe_ids) as number[],
        recipeNames: JSON.parse(r.recipe_names) as string[],
        comboTitle: r.combo_title,
        userId: r.user_id,
      }));
    },
    comboCount: () => count.get() ?? 0,
  };
}
