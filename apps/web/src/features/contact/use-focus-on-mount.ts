import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to the element once it appears (the success view replaces the form, which held focus;
 * without this, focus would fall back to the page body).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
