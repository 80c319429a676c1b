import type { Me } from '@shared/api';
import { ChevronRightIcon, ClockIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/lib/router';
import { dueForCheckInTexts } from './dashboard-texts';

const checkInDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The person's own goals waiting for their weekly check-in, the longest waiting first. */
export function DueForCheckInCard({ goals }: { goals: Me['goals']['dueForCheckIn'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClockIcon aria-hidden className="size-4 text-muted-foreground" />
          {dueForCheckInTexts.title}
        </CardTitle>
        <CardDescription>{dueForCheckInTexts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={dueForCheckInTexts.title} className="-my-2 divide-y">
          {goals.map((goal) => (
            <li key={goal.id}>
              <Link
                to={`/goals/${goal.id}`}
                className="flex items-center gap-3 rounded-md py-2 hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{goal.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {goal.lastCheckInAt ? (
                      <time dateTime={goal.lastCheckInAt}>
                        {dueForCheckInTexts.last(checkInDate.format(new Date(goal.lastCheckInAt)))}
                      </time>
                    ) : (
                      dueForCheckInTexts.never
                    )}
                  </span>
                </span>
                <ChevronRightIcon aria-hidden className="size-4 opacity-60" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
