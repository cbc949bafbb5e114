export type ShortcutAction = 'toggle' | 'reset';

export interface KeyInput {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
  /** Lower-case tag name of the event target ('' when not an element). */
  targetTag: string;
  targetEditable: boolean;
  /** The target's role attribute, if any. */
  targetRole: string | null;
  dialogOpen: boolean;
}

const TYPING_TAGS = new Set(['input', 'textarea', 'select']);
// Space already activates these natively; a shortcut on top would press the timer twice.
const ACTIVATED_BY_SPACE_TAGS = new Set(['button', 'a', 'summary', 'iframe']);
const ACTIVATED_BY_SPACE_ROLES = new Set([
  'button',
  'checkbox',
  'switch',
  'menuitem',
  'tab',
  'link',
  'radio',
]);

/** Space toggles start/pause, R resets; never while typing, with modifiers, or under a dialog. */
export function shortcutAction(input: KeyInput): ShortcutAction | null {
  if (input.defaultPrevented || input.repeat || input.dialogOpen) return null;
  if (input.altKey || input.ctrlKey || input.metaKey) return null;
  if (input.targetEditable || TYPING_TAGS.has(input.targetTag)) return null;
  if (input.key === ' ' || input.key === 'Spacebar') {
    const activates =
      ACTIVATED_BY_SPACE_TAGS.has(input.targetTag) ||
      (input.targetRole !== null && ACTIVATED_BY_SPACE_ROLES.has(input.targetRole));
    return activates ? null : 'toggle';
  }
  if (input.key === 'r' || input.key === 'R') return 'reset';
  return null;
}
