/**
 * The placeholder of a missing screenshot: an empty browser window with a crossed-out picture,
 * drawn in the theme's own colours so it reads in light and dark mode alike.
 */
export function ScreenshotPlaceholder({ label }: { label: string | null }) {
  return (
    <svg
      viewBox="0 0 640 400"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-hidden={label === null || undefined}
    >
      <title>{label ?? 'No screenshot'}</title>
      <rect width="640" height="400" fill="var(--mantine-color-default-hover)" />
      <rect
        x="40"
        y="36"
        width="560"
        height="328"
        rx="10"
        fill="var(--mantine-color-body)"
        stroke="var(--mantine-color-default-border)"
        strokeWidth="2"
      />
      <path
        d="M40 46a10 10 0 0 1 10-10h540a10 10 0 0 1 10 10v26H40z"
        fill="var(--mantine-color-default-border)"
      />
      <g fill="var(--mantine-color-dimmed)">
        <circle cx="64" cy="54" r="6" />
        <circle cx="84" cy="54" r="6" />
        <circle cx="104" cy="54" r="6" />
      </g>
      <g
        fill="none"
        stroke="var(--mantine-color-dimmed)"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="262" y="150" width="116" height="88" rx="8" />
        <circle cx="296" cy="180" r="10" />
        <path d="M266 230l36-34 22 20 18-14 32 28" />
        <path d="M250 138l140 112" />
      </g>
    </svg>
  );
}
