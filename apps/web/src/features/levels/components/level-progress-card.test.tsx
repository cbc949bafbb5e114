import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { LevelProgressCard } from './level-progress-card';

describe('LevelProgressCard', () => {
  it('shows the level, the coins, the bar and the next item', () => {
    render(<LevelProgressCard level={1} coins={2} upgradeCost={1} isMaxLevel={false} onUpgrade={() => {}} />);
    expect(screen.getByText('Level 1')).toBeTruthy();
    expect(screen.getByTestId('level-coins').textContent).toBe('2');
    expect(screen.getByText('2 / 1 coins · ready to upgrade')).toBeTruthy();
    expect(screen.getByText('Next Level Unlocks: Bed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
  });

  it('keeps its wording at level 50 and adds the way into the collections', () => {
    render(<LevelProgressCard level={50} coins={300} upgradeCost={null} isMaxLevel onUpgrade={() => {}} />);
    expect((screen.getByRole('button', { name: 'Max Level' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Your room is complete: every item is unlocked.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Collections' }).getAttribute('href')).toBe('/collections');
  });

  it('has no way into the collections below level 50', () => {
    render(
      <LevelProgressCard level={49} coins={300} upgradeCost={120} isMaxLevel={false} onUpgrade={() => {}} />,
    );
    expect(screen.queryByRole('link', { name: 'Collections' })).toBeNull();
  });

  it('speaks German, the item names included', async () => {
    await activateLanguage('de');
    render(<LevelProgressCard level={49} coins={5} upgradeCost={120} isMaxLevel={false} />);
    expect(screen.getByRole('heading', { name: 'Level-Fortschritt' })).toBeTruthy();
    expect(screen.getByText('Deine Münzen:', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('level-coins').textContent).toBe('5');
    expect(screen.getByText('5 / 120 Münzen')).toBeTruthy();
    expect(screen.getByText('Nächstes Level: Katze')).toBeTruthy();
  });
});
