import type { CompanionEvent } from '@shared/contract/companion';
import { cultureMessages } from '@shared/culture-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftTexts } from '@/components/companion/draft-help';
import { toasts } from '@/lib/texts';
import {
  eventStream,
  expectToast,
  findToast,
  meOf,
  type RecordedCall,
} from '../../../../tests/setup/render-app';
import {
  ana,
  ben,
  candor,
  cy,
  dee,
  eli,
  fay,
  gus,
  kudos,
  me,
  ownership,
  ref,
  renderCulture,
} from './culture-fixtures.test-utils';
import { cultureTexts as t, cultureToasts } from './culture-texts';

/** The Validation Error toast with this message; the open modal hides the toaster from the tree. */
async function expectValidationToast(message: string) {
  const region = await screen.findByRole(
    'region',
    { name: /notifications/i, hidden: true },
    { timeout: 5000 },
  );
  await waitFor(() =>
    expect(
      within(region)
        .getAllByText(toasts.validationError)
        .map((title) => title.closest('li')?.textContent),
    ).toContainEqual(expect.stringContaining(message)),
  );
}

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

async function openComposer(path = '/culture?give=1', options: Parameters<typeof renderCulture>[1] = {}) {
  const rendered = renderCulture(path, options);
  // The first render compiles the page's code too: more than the usual wait.
  const dialog = await screen.findByRole('dialog', { name: t.composerTitle }, { timeout: 10_000 });
  const picker = within(dialog).getByRole('combobox', { name: t.recipients });
  return { ...rendered, dialog, picker };
}

const chips = (dialog: HTMLElement) =>
  within(dialog).queryByRole('list', { name: t.chosenPeople })
    ? within(within(dialog).getByRole('list', { name: t.chosenPeople }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];

describe('the kudos composer', () => {
  it('opens from "Give kudos" into the URL, and closes out of it', async () => {
    const { user, router } = renderCulture('/culture');
    await user.click(await screen.findByRole('button', { name: t.giveKudos }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.composerTitle });
    expect(router.state.location.search).toBe('?give=1');
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('picks people by keyboard: type, arrows, Enter; Backspace removes the last; I am not among them', async () => {
    const { user, dialog, picker } = await openComposer();
    await waitFor(() => expect(picker).toHaveAttribute('aria-expanded', 'false'));
    const list = document.getElementById(picker.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();

    // By name, letter case aside: Ana Silva, and by email.
    await user.type(picker, 'SIL');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('listbox', { name: t.recipients })).toBe(list);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ana Silva ana@example.com']);
    await user.clear(picker);
    await user.type(picker, 'a');
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toContain('Ana Silva ana@example.com');
    expect(names).toContain('Ben Okafor ben@example.com');
    // The caller (Kai Surfer, kai@example.com) is never offered.
    expect(names.some((name) => name?.includes('Kai'))).toBe(false);

    // The first option is active; ArrowDown moves to the second, ArrowUp back; Enter chooses.
    const options = within(list).getAllByRole('option');
    expect(picker).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    const second = options[1]!.textContent!;
    expect(chips(dialog)).toHaveLength(1);
    expect(second).toContain(chips(dialog)[0]);
    // Chosen, the field is empty again, the list closed, and the person no longer offered.
    expect(picker).toHaveValue('');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).not.toHaveAttribute('aria-activedescendant');

    await user.type(picker, 'ana');
    await user.keyboard('{Enter}');
    expect(chips(dialog)).toEqual([chips(dialog)[0], 'Ana Silva']);

    // Backspace in the empty field takes the last one back; with text in it, it only erases.
    await user.type(picker, 'x');
    await user.keyboard('{Backspace}');
    expect(chips(dialog)).toHaveLength(2);
    await user.keyboard('{Backspace}');
    expect(chips(dialog)).toHaveLength(1);
    expect(chips(dialog)).not.toContain('Ana Silva');

    // Myself, by name or email: nobody to offer, and told why.
    await user.type(picker, 'kai');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveAccessibleDescription(t.cannotRecogniseSelf);
    expect(within(dialog).queryByText(t.noPersonFound)).not.toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, 'kai@example');
    expect(picker).toHaveAccessibleDescription(t.cannotRecogniseSelf);
    // Nobody at all: said so.
    await user.clear(picker);
    await user.type(picker, 'zz');
    expect(picker).toHaveAccessibleDescription(t.noPersonFound);
  });

  it('closes the list on Escape without closing the dialog, and removes a chip with its button', async () => {
    const { user, dialog, picker } = await openComposer();
    await user.type(picker, 'ben');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: t.composerTitle })).toBeInTheDocument();
    // ArrowDown opens it again.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chips(dialog)).toEqual(['Ben Okafor']);
    await user.click(within(dialog).getByRole('button', { name: t.removePerson('Ben Okafor') }));
    expect(chips(dialog)).toEqual([]);
    expect(picker).toHaveFocus();
    // With the list closed, Escape closes the dialog as it always does.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a seventh person', async () => {
    const { user, dialog, picker } = await openComposer();
    for (const who of [ana, ben, cy, dee, eli, fay]) {
      await user.type(picker, who.email);
      await user.keyboard('{Enter}');
    }
    expect(chips(dialog)).toHaveLength(6);
    expect(within(dialog).getByText(t.recipientsFull)).toBeInTheDocument();
    await user.type(picker, gus.email);
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(chips(dialog)).toHaveLength(6);
    expect(chips(dialog)).not.toContain('Gus Hart');
  });

  it('requires a value when the company has values, then sends the body and says "Kudos sent"', async () => {
    const { user, dialog, picker, calls, router } = await openComposer('/culture?give=1', {
      values: [ownership, candor],
      extra: {
        'POST /api/kudos': () => ({
          status: 201,
          body: {
            kudos: kudos({ sender: ref(me), recipients: [ref(ben), ref(cy)], message: 'x', canDelete: true }),
          },
        }),
      },
    });
    const send = within(dialog).getByRole('button', { name: t.send });
    // Nobody chosen: the schema's first message, in the toast and in the dialog.
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cultureMessages.recipientsRequired);
    await expectValidationToast(cultureMessages.recipientsRequired);

    await user.type(picker, 'ben');
    await user.keyboard('{Enter}');
    await user.type(picker, 'cy');
    await user.keyboard('{Enter}');
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(cultureMessages.messageRequired);

    const message = within(dialog).getByRole('textbox', { name: t.message });
    await user.type(message, '  Thanks for the{Enter}late-night fix!  ');
    expect(within(dialog).getByText(t.characterCountLabel(34))).toBeInTheDocument();
    const select = await within(dialog).findByRole('combobox', { name: t.value });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.chooseValue, 'Ownership', 'Candor']);
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(cultureMessages.valueRequired);
    expect(posts(calls)).toEqual([]);

    await user.selectOptions(select, 'Candor');
    await user.click(send);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      recipientIds: [ben.id, cy.id],
      message: 'Thanks for the\nlate-night fix!',
      valueId: candor.id,
    });
    await expectToast(
      cultureToasts.sent.title,
      cultureToasts.sent.description('Ben Okafor and Cy Tan'),
      'default',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('counts the message’s characters and refuses more than 500; without values, sends none', async () => {
    const { user, dialog, picker, calls } = await openComposer('/culture?give=1', {
      extra: { 'POST /api/kudos': () => ({ status: 201, body: { kudos: kudos() } }) },
    });
    await user.type(picker, 'ana');
    await user.keyboard('{Enter}');
    const message = within(dialog).getByRole('textbox', { name: t.message });
    await user.click(message);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText(t.characterCountLabel(501))).toBeInTheDocument();
    expect(within(dialog).getByText(t.characterCount(501)).parentElement).toHaveClass('text-destructive');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(cultureMessages.messageTooLong);
    expect(posts(calls)).toEqual([]);

    await user.click(message);
    await user.keyboard('{Backspace}');
    expect(within(dialog).getByText(t.characterCountLabel(500))).toBeInTheDocument();
    // No values in the company: no select, and no valueId in the body.
    expect(within(dialog).queryByRole('combobox', { name: t.value })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ recipientIds: [ana.id], message: 'x'.repeat(500) });
    expect(await findToast(cultureToasts.sent.title)).toBeInTheDocument();
  });

  it('chooses the person named by ?to= (a profile’s "Recognise"), never myself', async () => {
    const first = await openComposer(`/culture?give=1&to=${dee.id}`);
    await waitFor(() => expect(chips(first.dialog)).toEqual(['Dee Moreau']));
    first.unmount();

    const self = await openComposer(`/culture?give=1&to=${me.id}`);
    // Nobody chosen, and the form says why.
    expect(self.picker).toHaveAccessibleDescription(t.cannotRecogniseSelf);
    // Once the directory is in (Dee is offered), still nobody chosen; choosing her ends the note.
    await self.user.type(self.picker, 'dee');
    expect(await within(self.dialog).findByRole('option', { name: /Dee Moreau/ })).toBeInTheDocument();
    expect(chips(self.dialog)).toEqual([]);
    await self.user.keyboard('{Enter}');
    expect(chips(self.dialog)).toEqual(['Dee Moreau']);
    expect(self.picker).toHaveAccessibleDescription(t.recipientsHint);
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    const { user, dialog, picker } = await openComposer('/culture?give=1', {
      extra: {
        'POST /api/kudos': () => ({
          status: 429,
          body: { error: { code: 'rate_limited', message: cultureMessages.tooManyToday } },
        }),
      },
    });
    await user.type(picker, 'ana');
    await user.keyboard('{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: t.message }), 'Thank you');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cultureMessages.tooManyToday);
    expect(within(dialog).getByRole('textbox', { name: t.message })).toHaveValue('Thank you');
    expect(chips(dialog)).toEqual(['Ana Silva']);
  });
});

describe('"Help me write this" on the kudos message', () => {
  it('is not offered while the model may not be asked', async () => {
    const { dialog } = await openComposer();
    expect(within(dialog).getByRole('textbox', { name: t.message })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: draftTexts.help })).not.toBeInTheDocument();
  });

  it('waits for a recipient, then drafts for the first one chosen into the message', async () => {
    const events: CompanionEvent[] = [
      { type: 'sources', sources: [] },
      { type: 'text', text: 'Thank you, Ben, ' },
      { type: 'text', text: 'for the late-night fix.' },
      { type: 'done' },
    ];
    const { user, dialog, picker, calls } = await openComposer('/culture?give=1', {
      extra: {
        'GET /api/me': () => ({ body: meOf({ role: 'admin', companionModel: true }) }),
        'POST /api/companion/drafts': () => ({
          body: eventStream(events, 5),
        }),
      },
    });
    const help = await within(dialog).findByRole('button', { name: draftTexts.help });
    expect(help).toHaveAttribute('aria-disabled', 'true');
    expect(help).toHaveAccessibleDescription(t.chooseFirst);
    await user.click(help);
    expect(calls.some((call) => call.path === '/api/companion/drafts')).toBe(false);

    await user.type(picker, 'ben');
    await user.keyboard('{Enter}');
    await user.type(picker, 'cy');
    await user.keyboard('{Enter}');
    expect(help).toHaveAttribute('aria-disabled', 'false');
    expect(within(dialog).queryByText(t.chooseFirst)).not.toBeInTheDocument();
    await user.click(help);

    const message = within(dialog).getByRole('textbox', { name: t.message });
    await waitFor(() => expect(message).toHaveValue('Thank you, Ben, for the late-night fix.'));
    await waitFor(() => expect(message).toHaveFocus());
    expect(within(dialog).getByText(t.drafted)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/companion/drafts').map((call) => call.body)).toEqual([
      { kind: 'kudos', recipientId: ben.id },
    ]);
    // The draft is the person's to edit: the count follows it.
    expect(within(dialog).getByText(t.characterCountLabel(39))).toBeInTheDocument();
  });
});
