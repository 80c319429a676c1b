import { COMPANY_CODE_LENGTH } from '@shared/constants';
import { joinRequestSchema, normalizeCompanyCode } from '@shared/schemas';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { onValidSubmit } from '@/lib/validate-form';
import { useRequestToJoin } from './api/request-to-join';

/**
 * The company code, shown as it will be sent while it is typed (spaces and dashes dropped, upper-cased,
 * capped at its length); an admin reviews the request.
 */
export function JoinCompanyForm() {
  // The field shows the code as it will be sent; the submit reads it from there, like any field.
  const [companyCode, setCompanyCode] = useState('');
  const requesting = useRequestToJoin();

  return (
    <form onSubmit={onValidSubmit(joinRequestSchema, requesting.mutate)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="company-code">Company Code</Label>
        <Input
          id="company-code"
          name="companyCode"
          value={companyCode}
          // No maxLength: the browser would cut a pasted "AB12-CD34" before its dash is dropped.
          onChange={(event) =>
            setCompanyCode(normalizeCompanyCode(event.target.value).slice(0, COMPANY_CODE_LENGTH))
          }
          placeholder="AB12CD34"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="company-code-hint"
          required
          className="h-11 text-center font-mono text-lg tracking-[0.2em] placeholder:tracking-[0.2em] md:text-lg"
        />
        <p id="company-code-hint" className="text-sm text-pretty text-muted-foreground">
          Ask your company admin for your team&apos;s {COMPANY_CODE_LENGTH}-character code.
        </p>
      </div>
      <SubmitButton busy={requesting.isPending} busyLabel="Sending request..." className="mt-2">
        Request to Join
      </SubmitButton>
    </form>
  );
}
