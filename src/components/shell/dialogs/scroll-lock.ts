// Body scroll lock shared by the dialog and overlay managers (docs/product.md#states-shell: "while open, page body
// scroll is blocked"). Each manager holds the lock under its own name, so closing the dialog
// while an overlay is still active keeps the page locked.
const owners = new Set<string>();
let previousOverflow = '';

export function setBodyScrollLock(owner: string, locked: boolean): void {
  if (typeof document === 'undefined') return;
  const wasLocked = owners.size > 0;
  if (locked) owners.add(owner);
  else owners.delete(owner);
  const isLocked = owners.size > 0;
  if (isLocked === wasLocked) return;
  if (isLocked) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.dataset.scrollLocked = 'true';
  } else {
    document.body.style.overflow = previousOverflow;
    delete document.body.dataset.scrollLocked;
  }
}

export function isBodyScrollLocked(): boolean {
  return owners.size > 0;
}
