// True once the element has come near the viewport (and stays true): pages load as they are
// scrolled to, not all at once. Without IntersectionObserver everything counts as visible.
import { useEffect, useState, type RefObject } from 'react';

export const PRELOAD_MARGIN = '400px';

export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
