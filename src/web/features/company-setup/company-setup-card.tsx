import type { OwnJoinRequest } from '@shared/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CreateCompanyForm } from './create-company-form';
import { JoinCompanyForm } from './join-company-form';
import { PendingRequests } from './pending-requests';

/** The /company-setup card: Create New Company (the default) or Join Existing Company. */
export function CompanySetupCard({ joinRequests }: { joinRequests: readonly OwnJoinRequest[] }) {
  return (
    <Card className="gap-5 shadow-xl shadow-primary/5">
      <CardHeader className="px-5 text-center sm:px-6">
        <CardTitle className="text-xl">Set up your company</CardTitle>
        <CardDescription className="text-balance">
          Start a new company and become its admin, or join your team with its company code.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-5 sm:px-6">
        <PendingRequests joinRequests={joinRequests} />
        <Tabs defaultValue="create">
          <TabsList>
            <TabsTrigger value="create" className="px-1.5 text-xs sm:px-3 sm:text-sm">
              Create New Company
            </TabsTrigger>
            <TabsTrigger value="join" className="px-1.5 text-xs sm:px-3 sm:text-sm">
              Join Existing Company
            </TabsTrigger>
          </TabsList>
          <TabsContent value="create" className="pt-2">
            <CreateCompanyForm />
          </TabsContent>
          <TabsContent value="join" className="pt-2">
            <JoinCompanyForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
