import type { CollectionsResponse } from '@focus-room/core/api/collections';
import { COLLECTION_IDS, itemsOfCollection } from '@focus-room/core/collections/catalogue';
import { collectionItemPrice } from '@focus-room/core/collections/prices';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { CollectionsScreen } from './collections-screen';

const LIST = 'GET /api/collections';
const BUY = 'POST /api/collections/items/winter-fairy-lights/buy';
const SHOW = 'PUT /api/collections/items/winter-fairy-lights';

function collections(state: {
  unlocked: boolean;
  coins: number;
  owned?: Record<string, boolean>;
}): CollectionsResponse {
  return {
    unlocked: state.unlocked,
    level: state.unlocked ? 50 : 42,
    coins: state.coins,
    collections: COLLECTION_IDS.map((id) => ({
      id,
      items: itemsOfCollection(id).map((def) => ({
        id: def.id,
        price: collectionItemPrice(def),
        owned: state.owned?.[def.id] !== undefined,
        shown: state.owned?.[def.id] ?? false,
      })),
    })),
  };
}

function renderScreen() {
  storeSession(TEST_USER);
  const Wrapper = appWrapper();
  render(
    <Wrapper>
      <CollectionsScreen />
    </Wrapper>,
  );
}

const card = (id: string) => screen.getByTestId(`collection-item-${id}`);

describe('CollectionsScreen', () => {
  it('shows every set locked before level 50, with no way to buy', async () => {
    mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
      [LIST]: () => json(200, collections({ unlocked: false, coins: 9000 })),
    });
    renderScreen();
    expect(await screen.findByText(/Collections open at level 50/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Winter lights',
      'Spring garden',
      'Study café corner',
      'Night sky',
    ]);
    expect(within(card('winter-fairy-lights')).getByText('Opens at level 50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share my room' })).toBeNull();
  });

  it('buys an item, shows it over the room and tells the other widgets coins were spent', async () => {
    let bought = false;
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
      [LIST]: () =>
        json(
          200,
          collections({
            unlocked: true,
            coins: bought ? 50 : 200,
            owned: bought ? { 'winter-fairy-lights': true } : {},
          }),
        ),
      [BUY]: () => {
        bought = true;
        return json(200, {
          item: { id: 'winter-fairy-lights', price: 150, owned: true, shown: true },
          coins: 50,
          spent: 150,
        });
      },
    });
    const spent: unknown[] = [];
    window.addEventListener('coinSpent', (event) => spent.push((event as CustomEvent).detail));
    renderScreen();
    const buy = await screen.findByRole('button', { name: 'Buy Fairy lights for 150 coins' });
    // 200 coins do not reach the 600-coin lantern.
    expect(
      (screen.getByRole('button', { name: 'Buy Star lantern for 600 coins' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(card('winter-star-lantern')).getByText('400 more coins needed')).toBeTruthy();
    fireEvent.click(buy);
    await waitFor(() =>
      expect(screen.getByTestId('collection-layer').getAttribute('data-items')).toBe('winter-fairy-lights'),
    );
    expect(screen.getByText('Your coins: 50')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('collection-spent').textContent).toBe('150 coins spent on collections'),
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Show Fairy lights in your room' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(api.count(BUY)).toBe(1);
    expect(spent).toEqual([{ amount: 150 }]);
  });

  it('hides an item at once and shows it again when the server refuses', async () => {
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
      [LIST]: () =>
        json(200, collections({ unlocked: true, coins: 0, owned: { 'winter-fairy-lights': true } })),
      [SHOW]: () =>
        json(409, {
          message: 'Buy this item before you show it in your room.',
          code: 'collectionItemNotOwned',
        }),
    });
    renderScreen();
    const box = (await screen.findByRole('checkbox', {
      name: 'Show Fairy lights in your room',
    })) as HTMLInputElement;
    expect(screen.getByTestId('collection-layer').getAttribute('data-items')).toBe('winter-fairy-lights');
    fireEvent.click(box);
    await waitFor(() => expect(api.bodies(SHOW)).toEqual([{ shown: false }]));
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.getByTestId('collection-layer').getAttribute('data-items')).toBe('winter-fairy-lights');
  });
});
