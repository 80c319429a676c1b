import { HeartPulseIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/router';
import { pulsePromptTexts } from './dashboard-texts';

// The period's last day is a calendar day: formatted in UTC, it reads the same in every time zone.
const closingDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** The pulse open now, while the person has not answered it: five questions, a link to them. */
export function PulsePromptCard({ endsOn }: { endsOn: string }) {
  return (
    <Card>
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <HeartPulseIcon aria-hidden className="size-4 text-primary" />
            {pulsePromptTexts.title}
          </CardTitle>
          <CardDescription>
            {pulsePromptTexts.description(closingDay.format(new Date(`${endsOn}T00:00:00Z`)))}
          </CardDescription>
        </div>
        <Link to="/wellbeing?tab=pulse" className={buttonVariants()}>
          {pulsePromptTexts.answer}
        </Link>
      </CardHeader>
    </Card>
  );
}
