/**
 * When the product-family popover is open. Hover and keyboard focus open it
 * "loosely" (it closes again when the pointer or focus leaves); a click pins it
 * open until a second click, Escape or a click outside.
 */

export interface OpenState {
  open: boolean;
  pinned: boolean;
}

export type OpenEvent =
  | 'pointer-enter'
  | 'pointer-leave'
  | 'keyboard-focus'
  | 'focus-leave'
  | 'click'
  | 'dismiss';

export const closedState: OpenState = { open: false, pinned: false };

export function nextOpenState(state: OpenState, event: OpenEvent): OpenState {
  switch (event) {
    case 'pointer-enter':
    case 'keyboard-focus':
      return state.open ? state : { open: true, pinned: false };
    case 'pointer-leave':
    case 'focus-leave':
      return state.pinned ? state : closedState;
    case 'click':
      // A click on a loosely opened popover keeps it open instead of closing
      // it under the pointer that just opened it.
      if (state.open && !state.pinned) return { open: true, pinned: true };
      return state.open ? closedState : { open: true, pinned: true };
    case 'dismiss':
      return closedState;
  }
}
