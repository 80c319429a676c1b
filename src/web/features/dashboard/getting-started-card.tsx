import { BotIcon, ChevronRightIcon, TargetIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { dashboardTexts } from './dashboard-texts';

/**
 * First steps. The spec gives the three buttons no actions yet; the team one depends on the role:
 * admins create teams, everyone else joins one.
 */
interface GettingStartedCardProps {
  isAdmin: boolean;
  /** The card spans the page (no Join Requests beside it): the steps sit side by side. */
  wide?: boolean;
  className?: string;
}

export function GettingStartedCard({ isAdmin, wide = false, className }: GettingStartedCardProps) {
  const steps = [
    { label: dashboardTexts.setFirstGoal, icon: TargetIcon },
    isAdmin
      ? { label: dashboardTexts.createFirstTeam, icon: UsersIcon }
      : { label: dashboardTexts.joinTeam, icon: UserPlusIcon },
    { label: dashboardTexts.chatWithCompanion, icon: BotIcon },
  ];
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{dashboardTexts.gettingStarted}</CardTitle>
        <CardDescription>{dashboardTexts.gettingStartedDescription}</CardDescription>
      </CardHeader>
      <CardContent className={cn('grid gap-2', wide && 'md:grid-cols-3')}>
        {steps.map(({ label, icon: Icon }, index) => (
          <Button
            key={label}
            type="button"
            variant={index === 0 ? 'default' : 'outline'}
            size="lg"
            className={cn('h-12 justify-start text-sm', index === 0 && 'shadow-sm')}
          >
            <Icon aria-hidden />
            <span className="flex-1 text-left">{label}</span>
            <ChevronRightIcon aria-hidden className="opacity-60" />
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
