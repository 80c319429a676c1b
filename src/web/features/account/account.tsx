import {
  type AccountSession,
  changePasswordSchema,
  deleteAccountSchema,
  updateProfileSchema,
} from '@shared/contract/account';
import { DownloadIcon, LogOutIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { CalendarFeedCard } from '@/components/calendar-feed/calendar-feed-card';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { useNavigate } from '@/lib/router';
import { toast, toastError } from '@/lib/toast';
import { onValidSubmit, validateForm } from '@/lib/validate-form';
import { accountTexts as texts, accountToasts } from './account-texts';
import {
  useChangePassword,
  useDeleteAccount,
  useDownloadData,
  useSessions,
  useSignOutSessions,
  useUpdateName,
} from './api/account-api';
import { SlackCard } from './slack-card';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The signed-in person's own account: name, password, sessions, their data, deletion. */
export function Account() {
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{texts.title}</h1>
        <p className="text-muted-foreground">{texts.description}</p>
      </header>
      <ProfileSection />
      <PasswordSection />
      <SessionsSection />
      <CalendarFeedCard headingLevel={2} />
      <SlackCard />
      <DataSection />
      <DeleteSection />
    </main>
  );
}

function Section({
  title,
  help,
  danger,
  children,
}: {
  title: string;
  help?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`grid gap-4 rounded-lg border bg-card p-4 text-card-foreground sm:p-6 ${danger ? 'border-destructive/60' : ''}`}
    >
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {help && <p className="text-sm text-muted-foreground">{help}</p>}
      </div>
      {children}
    </section>
  );
}

function ProfileSection() {
  const me = useMe();
  const { user } = useAuth();
  const update = useUpdateName();
  const fullName = me.data?.user.fullName ?? user?.fullName ?? '';
  return (
    <Section title={texts.profile}>
      <form onSubmit={onValidSubmit(updateProfileSchema, update.mutate)} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="account-email">{texts.email}</Label>
          <Input id="account-email" value={me.data?.user.email ?? user?.email ?? ''} readOnly />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="account-full-name">{texts.fullName}</Label>
          <Input
            key={fullName}
            id="account-full-name"
            name="fullName"
            autoComplete="name"
            defaultValue={fullName}
          />
        </div>
        <SubmitButton busy={update.isPending} busyLabel={texts.saving} className="sm:w-fit">
          {texts.saveName}
        </SubmitButton>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const form = useRef<HTMLFormElement>(null);
  const change = useChangePassword(() => form.current?.reset());
  return (
    <Section title={texts.password} help={texts.passwordHelp}>
      <form ref={form} onSubmit={onValidSubmit(changePasswordSchema, change.mutate)} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="account-current-password">{texts.currentPassword}</Label>
          <Input
            id="account-current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="account-new-password">{texts.newPassword}</Label>
          <Input id="account-new-password" name="newPassword" type="password" autoComplete="new-password" />
        </div>
        <SubmitButton busy={change.isPending} busyLabel={texts.changing} className="sm:w-fit">
          {texts.changePassword}
        </SubmitButton>
      </form>
    </Section>
  );
}

function SessionsSection() {
  const sessions = useSessions();
  const signOutSessions = useSignOutSessions();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const signOutEverywhere = async () => {
    try {
      await signOut('all');
      toast(accountToasts.everywhereSignedOut);
      void navigate('/auth', { replace: true });
    } catch (error) {
      toastError(error as Error);
    }
  };
  return (
    <Section title={texts.sessions} help={texts.sessionsHelp}>
      <QueryState query={sessions} loadFailed={texts.sessionsLoadFailed} layout="card">
        {(items) => {
          const others = items.filter((session) => !session.current);
          return (
            <>
              <ul aria-label={texts.sessions} className="divide-y rounded-md border">
                {items.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    busy={signOutSessions.isPending}
                    onSignOut={() => signOutSessions.mutate([session.id])}
                  />
                ))}
              </ul>
              {others.length === 0 && (
                <p className="text-sm text-muted-foreground">{texts.noOtherSessions}</p>
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                {others.length > 0 && (
                  <Button
                    type="button"
                    variant="outline"
                    disabled={signOutSessions.isPending}
                    onClick={() => signOutSessions.mutate(others.map((session) => session.id))}
                  >
                    {texts.signOutOthers}
                  </Button>
                )}
                <Button type="button" variant="outline" onClick={() => void signOutEverywhere()}>
                  <LogOutIcon aria-hidden />
                  {texts.signOutEverywhere}
                </Button>
              </div>
            </>
          );
        }}
      </QueryState>
    </Section>
  );
}

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: AccountSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge variant="secondary">{texts.thisDevice}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={session.lastUsedAt}>
            {texts.lastUsed(when.format(new Date(session.lastUsedAt)))}
          </time>
          {', '}
          <time dateTime={session.createdAt}>
            {texts.signedInOn(when.format(new Date(session.createdAt)))}
          </time>
        </p>
      </div>
      {!session.current && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={texts.signOutSessionOf(session.device)}
          disabled={busy}
          onClick={onSignOut}
        >
          {texts.signOutSession}
        </Button>
      )}
    </li>
  );
}

function DataSection() {
  const download = useDownloadData();
  return (
    <Section title={texts.yourData} help={texts.yourDataHelp}>
      <Button
        type="button"
        variant="outline"
        className="sm:w-fit"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <DownloadIcon aria-hidden />
        {download.isPending ? texts.downloading : texts.download}
      </Button>
    </Section>
  );
}

function DeleteSection() {
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState<string | null>(null);
  const confirmDelete = () => {
    if (password === null) return;
    remove.mutate(password, {
      onSuccess: async () => {
        await signOut('local');
        toast(accountToasts.deleted);
        void navigate('/auth', { replace: true });
      },
    });
  };
  return (
    <Section title={texts.dangerZone} help={texts.dangerHelp} danger>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const input = validateForm(deleteAccountSchema, {
            password: new FormData(event.currentTarget).get('password'),
          });
          if (input) setPassword(input.password);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="account-delete-password">{texts.deletePassword}</Label>
          <Input
            id="account-delete-password"
            name="password"
            type="password"
            autoComplete="current-password"
          />
        </div>
        <Button type="submit" variant="destructive" className="sm:w-fit" disabled={remove.isPending}>
          <Trash2Icon aria-hidden />
          {texts.deleteAccount}
        </Button>
      </form>
      <ConfirmDialog
        open={password !== null}
        onOpenChange={(open) => !open && setPassword(null)}
        title={texts.deleteTitle}
        description={texts.deleteDescription}
        confirm={texts.deleteAccount}
        onConfirm={confirmDelete}
      />
    </Section>
  );
}
