import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { testGroup, testMember } from '../test/group-fixtures';
import { MemberList } from './member-list';

const group = testGroup({
  isOwner: true,
  memberCount: 2,
  ownerId: 'u1',
  members: [testMember('u1', 'ada', true), testMember('u2', 'ben')],
});

function renderList(routes: Parameters<typeof mockApi>[0], shown = group) {
  storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
    'GET /api/groups': () => json(200, { groups: [] }),
    'GET /api/groups/g1': () => json(200, { group: shown }),
    ...routes,
  });
  render(<MemberList group={shown} viewerId="u1" />, { wrapper: appWrapper() });
  return api;
}

/** Opens `name`'s actions from the keyboard and answers the names of their items. */
async function openActions(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${name}` }), { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());
}

async function choose(name: string, item: string) {
  await openActions(name);
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe("the owner's and everyone's actions on a member", () => {
  it('gathers them in one menu per member: the owner has four, a member two, nobody acts on themselves', async () => {
    renderList({});
    expect(screen.queryByRole('button', { name: 'Actions for ada' })).toBeNull();
    expect(await openActions('ben')).toEqual(['Make owner', 'Remove from group', 'Block', 'Report']);
  });

  it('opens on a tap, not when a finger lands to scroll; a mouse opens it on press', async () => {
    renderList({});
    const trigger = screen.getByRole('button', { name: 'Actions for ben' });
    // A scroll that starts on the button: the finger lands and leaves, no click follows.
    fireEvent.pointerDown(trigger, { pointerType: 'touch', button: 0 });
    fireEvent.pointerCancel(trigger, { pointerType: 'touch' });
    expect(screen.queryByRole('menu')).toBeNull();
    // A tap.
    fireEvent.pointerDown(trigger, { pointerType: 'touch', button: 0 });
    fireEvent.click(trigger);
    expect(await screen.findByRole('menu')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // A mouse: open on press, and the click that ends it does not close it again.
    fireEvent.pointerDown(trigger, { pointerType: 'mouse', button: 0 });
    expect(await screen.findByRole('menu')).toBeTruthy();
    fireEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('offers a member who does not own the group only blocking and reporting', async () => {
    renderList({}, { ...group, isOwner: false });
    expect(await openActions('ben')).toEqual(['Block', 'Report']);
  });

  it('asks before removing a member, and Cancel sends nothing', async () => {
    const api = renderList({
      'DELETE /api/groups/g1/members/u2': () => json(200, { removed: true, groupDeleted: false }),
    });
    await choose('ben', 'Remove from group');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove ben?' });
    expect(dialog.textContent).toContain('can only come back with a new invite link');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    // Back where the user was: on the member's actions.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for ben' })),
    );

    await choose('ben', 'Remove from group');
    const again = await screen.findByRole('alertdialog', { name: 'Remove ben?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/groups/g1/members/u2',
    ]);
  });

  it('hands the group over only once the owner confirms', async () => {
    const api = renderList({ 'POST /api/groups/g1/owner': () => json(200, { group }) });
    await choose('ben', 'Make owner');
    const dialog = await screen.findByRole('alertdialog', { name: 'Make ben the owner?' });
    expect(dialog.textContent).toContain('You stay a member.');
    expect(api.bodies('POST /api/groups/g1/owner')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(api.bodies('POST /api/groups/g1/owner')).toEqual([{ userId: 'u2' }]));
  });

  it("says why a refused block failed, in the app's Error modal, and closes the question", async () => {
    const api = renderList({
      'POST /api/blocks': () => json(429, { message: 'Too many requests. Try again in a minute.' }),
    });
    await choose('ben', 'Block');
    const dialog = await screen.findByRole('alertdialog', { name: 'Block ben?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(error.textContent).toContain('Too many requests. Try again in a minute.');
    expect(screen.queryByRole('alertdialog', { name: 'Block ben?' })).toBeNull();
    expect(api.bodies('POST /api/blocks')).toEqual([{ userId: 'u2' }]);
  });

  it("sends a member's report with its reason, then thanks in place of the form; a refusal keeps it open", async () => {
    let refuse = true;
    const api = renderList({
      'POST /api/reports': () =>
        refuse
          ? json(429, { message: 'Too many requests. Try again in a minute.' })
          : json(200, { message: 'Thanks. An admin will look at your report.' }),
    });
    await choose('ben', 'Report');
    const form = await screen.findByRole('form', { name: 'Report ben' });
    const reason = within(form).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.change(reason, { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again in a minute.');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thanks. An admin will look at your report.',
    );
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
    expect(api.bodies('POST /api/reports')).toEqual([
      { groupId: 'g1', userId: 'u2', reason: 'spam' },
      { groupId: 'g1', userId: 'u2', reason: 'spam' },
    ]);
  });

  it('opens a fresh form when Report is chosen again, and Cancel returns to the member’s actions', async () => {
    renderList({});
    await choose('ben', 'Report');
    const first = await screen.findByRole('combobox', { name: 'Reason' });
    fireEvent.change(first, { target: { value: 'spam' } });
    await choose('ben', 'Report');
    const again = await screen.findByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect((again as HTMLSelectElement).value).toBe('name');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for ben' }));
  });
});
