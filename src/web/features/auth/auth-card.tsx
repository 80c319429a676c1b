import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/**
 * The /auth card: Sign In (the default) and Sign Up. `onSend` tells the page a form has gone to the
 * server, so that from then on the form, not the page, decides where the person goes next.
 */
export function AuthCard({ onSend }: { onSend?: () => void }) {
  return (
    <Card className="gap-5 shadow-xl shadow-primary/5">
      <CardHeader className="px-5 text-center sm:px-6">
        <CardTitle className="text-xl">Welcome to SOS</CardTitle>
        <CardDescription className="text-balance">
          Sign in or create an account to ride the waves with your team.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5 sm:px-6">
        <Tabs defaultValue="sign-in">
          <TabsList>
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in" className="pt-2">
            <SignInForm onSend={onSend} />
          </TabsContent>
          <TabsContent value="sign-up" className="pt-2">
            <SignUpForm onSend={onSend} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
