// The six icons the schema form's buttons draw, as inline SVG: an icon library would install
// thousands for these. The shapes are Lucide's (ISC licence): plus, arrow-up, arrow-down, copy,
// delete and x, drawn in the button's text colour at the size Chakra's button gives its icons.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const PlusIcon = () => (
  <Icon>
    <path d="M5 12h14M12 5v14" />
  </Icon>
);

export const ArrowUpIcon = () => (
  <Icon>
    <path d="m5 12 7-7 7 7M12 19V5" />
  </Icon>
);

export const ArrowDownIcon = () => (
  <Icon>
    <path d="M12 5v14m7-7-7 7-7-7" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect width="14" height="14" x="8" y="8" rx="2" ry="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </Icon>
);

/** A key with a cross (Lucide's "delete"): the remove button's mark. */
export const DeleteIcon = () => (
  <Icon>
    <path d="M10 5a2 2 0 0 0-1.344.519l-6.328 5.74a1 1 0 0 0 0 1.481l6.328 5.741A2 2 0 0 0 10 19h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2z" />
    <path d="m12 9 6 6m0-6-6 6" />
  </Icon>
);

export const CrossIcon = () => (
  <Icon>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
