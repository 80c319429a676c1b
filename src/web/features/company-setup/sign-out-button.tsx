import { LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';

/** A way out for someone who has no company yet, and so no sidebar with its Sign Out. */
export function SignOutButton() {
  const { signOut } = useAuth();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={async () => {
        await signOut();
        toast(toasts.signedOut);
      }}
    >
      <LogOutIcon aria-hidden />
      Sign Out
    </Button>
  );
}
