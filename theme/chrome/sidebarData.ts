import type { SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { openActiveGroups } from './sidebarGroups';

/**
 * The sidebar's data and its setter, as Rspress's useSidebarDynamic gives
 * them, but brought up to date while rendering: Rspress does it in a layout
 * effect, which sets a new array on mount and so renders every sidebar item a
 * second time, synchronously, right after hydration.
 */
export function useSidebarData(): [SidebarData, Dispatch<SetStateAction<SidebarData>>] {
  const raw = useSidebar();
  const isActive = useActiveMatcher();
  const [state, setState] = useState(() => ({
    raw,
    isActive,
    // Rspress's data from then on is the site's own sidebar objects (their
    // open state outlives a page switch); a server rendering many pages keeps
    // its copy untouched.
    data: openActiveGroups(typeof window === 'undefined' ? structuredClone(raw) : raw, isActive),
  }));
  let current = state;
  if (state.raw !== raw || state.isActive !== isActive) {
    // React's pattern for state derived from props: it renders again at once, before committing.
    current = { raw, isActive, data: openActiveGroups(raw, isActive) };
    setState(current);
  }
  const setData = useCallback((action: SetStateAction<SidebarData>) => {
    setState((previous) => ({
      ...previous,
      data: typeof action === 'function' ? action(previous.data) : action,
    }));
  }, []);
  return [current.data, setData];
}
