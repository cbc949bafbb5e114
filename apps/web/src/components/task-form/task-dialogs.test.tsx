import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { GuestTaskDialog } from '../../features/guest-tasks/components/guest-task-dialog';
import { TaskFormDialog } from '../../features/tasks/components/task-form-dialog';
import { activateLanguage } from '../../i18n/i18n';
import { appWrapper } from '../../test/providers';

// The visitors' New Task and the board's New Task name their fields alike (docs/product-rules.md#guest-tasks).
const labelsOf = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('label')].map((label) => label.textContent?.replace(/\s*\*$/, '').trim());

async function fieldLabels(language: 'en' | 'de') {
  await activateLanguage(language);
  const Providers = appWrapper();
  const guest = render(
    <Providers>
      <GuestTaskDialog open onOpenChange={() => {}} onAdd={() => {}} returnFocusTo={createRef()} />
    </Providers>,
  );
  const guestLabels = labelsOf(screen.getByRole('dialog'));
  guest.unmount();
  const board = render(
    <Providers>
      <TaskFormDialog open onOpenChange={() => {}} onSubmit={async () => {}} />
    </Providers>,
  );
  const boardLabels = labelsOf(screen.getByRole('dialog'));
  board.unmount();
  return { guestLabels, boardLabels };
}

describe('the guest and the signed-in task dialogs', () => {
  it('use the same field labels in English', async () => {
    const { guestLabels, boardLabels } = await fieldLabels('en');
    expect(guestLabels).toEqual(['Task Name', 'Due Date', 'Estimated Pomodoros']);
    expect(boardLabels.slice(0, 3)).toEqual(guestLabels);
  });

  it('use the same field labels in German', async () => {
    const { guestLabels, boardLabels } = await fieldLabels('de');
    expect(guestLabels).toEqual(['Name der Aufgabe', 'Fällig am', 'Geschätzte Pomodoros']);
    expect(boardLabels.slice(0, 3)).toEqual(guestLabels);
  });
});
