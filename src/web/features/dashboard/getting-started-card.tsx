import { BotIcon, ChevronRightIcon, TargetIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { dashboardTexts } from './dashboard-texts';

/**
 * First steps. "Set Your First Goal" opens the goal creation form; the team one depends on the role:
 * admins open the team creation form, everyone else the open teams they can join. The companion has no
 * action yet.
 */
interface GettingStartedCardProps {
  isAdmin: boolean;
  /** The card spans the page (no Join Requests beside it): the steps sit side by side. */
  wide?: boolean;
  className?: string;
}

export function GettingStartedCard({ isAdmin, wide = false, className }: GettingStartedCardProps) {
  const navigate = useNavigate();
  const steps: { label: string; icon: typeof TargetIcon; to?: string }[] = [
    { label: dashboardTexts.setFirstGoal, icon: TargetIcon, to: '/accountability?create=1' },
    isAdmin
      ? { label: dashboardTexts.createFirstTeam, icon: UsersIcon, to: '/teams?create=1' }
      : { label: dashboardTexts.joinTeam, icon: UserPlusIcon, to: '/teams?open=1' },
    { label: dashboardTexts.chatWithCompanion, icon: BotIcon },
  ];
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{dashboardTexts.gettingStarted}</CardTitle>
        <CardDescription>{dashboardTexts.gettingStartedDescription}</CardDescription>
      </CardHeader>
      <CardContent className={cn('grid gap-2', wide && 'md:grid-cols-3')}>
        {steps.map(({ label, icon: Icon, to }, index) => (
          <Button
            key={label}
            type="button"
            variant={index === 0 ? 'default' : 'outline'}
            size="lg"
            className={cn('h-12 justify-start text-sm', index === 0 && 'shadow-sm')}
            onClick={to ? () => void navigate(to) : undefined}
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
