import { useEffect, useRef } from 'react';

/** A ref for the element that takes focus when `focus` is true: on mount or when it turns true. */
export function useFocusWhen<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}
