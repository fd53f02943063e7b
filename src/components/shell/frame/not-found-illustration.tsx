// The 404 illustration of the error page (docs/product.md#screens-shell): a torn page with "404".
export function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" role="img" aria-label="404">
      <rect
        x="40"
        y="12"
        width="120"
        height="136"
        rx="8"
        fill="#eaf1fd"
        stroke="#1f5fd6"
        strokeWidth="3"
      />
      <path
        d="M40 100 L70 88 L96 104 L124 86 L160 98 L160 148 L40 148 Z"
        fill="#ffffff"
        stroke="#1f5fd6"
        strokeWidth="3"
      />
      <line
        x1="58"
        y1="36"
        x2="142"
        y2="36"
        stroke="#9fbdf4"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <line
        x1="58"
        y1="54"
        x2="122"
        y2="54"
        stroke="#9fbdf4"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <line
        x1="58"
        y1="72"
        x2="132"
        y2="72"
        stroke="#9fbdf4"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <text
        x="100"
        y="134"
        textAnchor="middle"
        fontSize="30"
        fontWeight="700"
        fill="#1f5fd6"
        fontFamily="system-ui, sans-serif"
      >
        404
      </text>
      <circle cx="188" cy="44" r="22" fill="none" stroke="#d6336c" strokeWidth="5" />
      <line
        x1="204"
        y1="60"
        x2="226"
        y2="82"
        stroke="#d6336c"
        strokeWidth="7"
        strokeLinecap="round"
      />
    </svg>
  );
}
