import type { WeeklyTip as Tip } from '@shared/contract/growth';
import { LightbulbIcon } from 'lucide-react';
import { Link } from '@/lib/router';
import { todayTexts as t } from './today-texts';

/**
 * This week's tip for a competency the person's growth plan names (decision 040): read with Today
 * (GET /api/today's `tip`), nothing when there is none.
 */
export function WeeklyTip({ tip }: { tip: Tip }) {
  if (!tip) return null;
  return (
    // Drawn as the Focus and Habits panels below it are.
    <aside aria-labelledby="weekly-tip-heading" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="weekly-tip-heading" className="flex items-center gap-2 text-lg font-semibold">
        <LightbulbIcon aria-hidden className="size-4" />
        {t.tipHeading(tip.competency)}
      </h2>
      <p className="whitespace-pre-line break-words">{tip.text}</p>
      <Link
        to="/learning?tab=plan"
        className="w-fit rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {t.tipPlan}
      </Link>
    </aside>
  );
}
