import { type PointerEvent, useRef } from 'react';

/**
 * Handlers for a Radix DropdownMenu trigger so that a finger opens the menu as a tap, when it lifts,
 * instead of when it lands: Radix opens on pointerdown (a known limitation, open upstream), so a scroll
 * that started on the button opened the menu, on a phone's member list every time a thumb scrolled
 * along the edge. A mouse still opens on press and the keyboard as before; `toggle` opens or closes it.
 */
export function useTapToOpen(toggle: () => void) {
  const pointer = useRef('');
  return {
    onPointerDown: (event: PointerEvent) => {
      pointer.current = event.pointerType;
      // Radix leaves a pointerdown whose default is prevented to the page.
      if (event.pointerType === 'touch') event.preventDefault();
    },
    onClick: () => {
      if (pointer.current === 'touch') toggle();
      pointer.current = '';
    },
  };
}
