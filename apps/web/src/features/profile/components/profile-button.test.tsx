import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '../../../test/providers';
import { ProfileButton } from './profile-button';

// Drawn until the profile dropdown has loaded: it must look and read like the menu's closed trigger, and
// a click or ArrowDown meanwhile asks for the menu.
describe('ProfileButton', () => {
  const renderButton = () => {
    const onOpen = vi.fn();
    const onFocusChange = vi.fn();
    render(<ProfileButton user={TEST_USER} onOpen={onOpen} onFocusChange={onFocusChange} />);
    return { onOpen, onFocusChange, button: screen.getByRole('button', { name: 'Profile: ada' }) };
  };

  it("reads like the dropdown's closed trigger", () => {
    const { button } = renderButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('data-state')).toBe('closed');
    expect(button.textContent).toBe('A');
  });

  it('asks for the menu on a click and on ArrowDown, and reports its focus', () => {
    const { onOpen, onFocusChange, button } = renderButton();
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'a' });
    expect(onOpen).toHaveBeenCalledTimes(2);
    fireEvent.focus(button);
    fireEvent.blur(button);
    expect(onFocusChange.mock.calls).toEqual([[true], [false]]);
  });
});
