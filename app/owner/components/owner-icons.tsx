import type { OwnerAreaId } from "../navigation";

/** One line drawing per owner area (20 × 20, stroked in the current colour), decorative beside its label. */
const drawings: Record<OwnerAreaId, React.ReactNode> = {
  today: (
    <>
      <circle cx="10" cy="10" r="3.25" />
      <path d="M10 2.5v1.75M10 15.75v1.75M2.5 10h1.75M15.75 10h1.75M4.7 4.7l1.25 1.25M14.05 14.05l1.25 1.25M4.7 15.3l1.25-1.25M14.05 5.95l1.25-1.25" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
      <path d="M3 8.5h14M7 2.75v3.5M13 2.75v3.5" />
    </>
  ),
  availability: (
    <>
      <circle cx="10" cy="10" r="7.25" />
      <path d="M10 6v4.25l2.75 1.75" />
    </>
  ),
  clients: (
    <>
      <circle cx="7.75" cy="7" r="2.75" />
      <path d="M2.75 16.5c.7-2.9 2.6-4.4 5-4.4s4.3 1.5 5 4.4" />
      <path d="M13 4.6a2.5 2.5 0 0 1 0 4.8M14.5 12.3c1.4.4 2.3 1.7 2.75 3.7" />
    </>
  ),
  results: <path d="M2.75 16.75h14.5M5 16.75V10M10 16.75V4.5M15 16.75v-4.5" />,
  inquiries: (
    <>
      <path d="M3 11.25 5 4.5h10l2 6.75v4.25a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <path d="M3 11.25h4l1 2h4l1-2h4" />
    </>
  ),
  galleries: (
    <>
      <rect x="2.75" y="5.75" width="11" height="11" rx="1.5" />
      <path d="M6.25 3.25h9a1.5 1.5 0 0 1 1.5 1.5v9" />
      <path d="m2.75 14 3-3 2.75 2.75 1.75-1.75 3.5 3.5" />
    </>
  ),
  portfolio: (
    <>
      <rect x="2.5" y="6" width="15" height="10.5" rx="2" />
      <path d="M7 6 8.25 3.75h3.5L13 6" />
      <circle cx="10" cy="11.25" r="2.75" />
    </>
  ),
  packages: (
    <>
      <path d="M3 6.5 10 3l7 3.5v7L10 17l-7-3.5z" />
      <path d="M3 6.5 10 10l7-3.5M10 10v7" />
    </>
  ),
  users: (
    <>
      <circle cx="10" cy="6.75" r="3" />
      <path d="M4 17c.9-3.25 3.1-5 6-5s5.1 1.75 6 5" />
    </>
  ),
  payments: (
    <>
      <rect x="2.75" y="5" width="14.5" height="10" rx="1.5" />
      <path d="M2.75 8.5h14.5M5.5 12.25h3" />
    </>
  ),
  settings: (
    <>
      <path d="M3 5h3.25M10.75 5H17M3 10h8.25M15.75 10H17M3 15h1.75M9.25 15H17" />
      <circle cx="8.5" cy="5" r="2" />
      <circle cx="13.5" cy="10" r="2" />
      <circle cx="7" cy="15" r="2" />
    </>
  ),
  links: (
    <>
      <path d="M8.5 11.5a3 3 0 0 0 4.25 0l3-3a3 3 0 0 0-4.25-4.25l-1 1" />
      <path d="M11.5 8.5a3 3 0 0 0-4.25 0l-3 3a3 3 0 0 0 4.25 4.25l1-1" />
    </>
  ),
};

export function OwnerIcon({ area, className = "" }: { area: OwnerAreaId; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {drawings[area]}
    </svg>
  );
}
