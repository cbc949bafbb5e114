import { type APIRequestContext, expect, type Page } from '@playwright/test';

type Member = { headers: Record<string, string> };

/**
 * A study group made through the API as its members make it: `owner` creates it and an invite link, and
 * each of `members` joins with its code. Answers the group's id.
 */
export async function groupWith(api: APIRequestContext, name: string, owner: Member, members: Member[]) {
  const created = await api.post('/api/groups', { headers: owner.headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { group } = (await created.json()) as { group: { id: string } };
  const invited = await api.post(`/api/groups/${group.id}/invites`, { headers: owner.headers });
  const { invite } = (await invited.json()) as { invite: { code: string } };
  for (const member of members) {
    const joined = await api.post('/api/groups/join', {
      headers: member.headers,
      data: { code: invite.code },
    });
    expect(joined.status(), await joined.text()).toBe(200);
  }
  return group.id;
}

/** Opens the menu of what the viewer can do to `username` on a group page, and answers it. */
export async function memberActions(page: Page, username: string) {
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${username}` });
  await expect(menu).toBeVisible();
  return menu;
}
