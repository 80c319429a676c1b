import { createCompanySchema } from '@shared/schemas';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { onValidSubmit } from '@/lib/validate-form';
import { useCreateCompany } from './api/create-company';

/** Name (required), mission, industry and location; the creator becomes the company's admin. */
export function CreateCompanyForm() {
  const creating = useCreateCompany();

  return (
    <form onSubmit={onValidSubmit(createCompanySchema, creating.mutate)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="company-name">Company Name</Label>
        <Input
          id="company-name"
          name="name"
          autoComplete="organization"
          placeholder="e.g. Wave Riders"
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="company-mission">Mission Statement</Label>
        <Textarea
          id="company-mission"
          name="mission"
          rows={3}
          placeholder="Why your team gets up in the morning"
          className="resize-none"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="company-industry">Industry</Label>
          <Input id="company-industry" name="industry" placeholder="e.g. Software" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="company-location">Location</Label>
          <Input id="company-location" name="location" placeholder="e.g. Lisbon, Portugal" />
        </div>
      </div>
      <SubmitButton busy={creating.isPending} busyLabel="Creating..." className="mt-2">
        Create Company
      </SubmitButton>
    </form>
  );
}
