/**
 * Layered waves along the bottom edge of a hero or a highlighted card, drawn in the current text colour
 * and hidden from screen readers. `edgeClassName` adds a solid front wave in another colour (the page's
 * background, say), so a section flows into the next one instead of ending in a straight line.
 * The landing page draws it, so it joins classes itself rather than pulling in tailwind-merge: give a
 * height in `className` to replace the default one.
 */
export function Waves({ className = 'h-16', edgeClassName }: { className?: string; edgeClassName?: string }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 1440 120"
      preserveAspectRatio="none"
      className={`pointer-events-none block w-full ${className}`}
    >
      <path fill="currentColor" fillOpacity={0.35} d="M0 64C240 16 480 16 720 56s480 48 720 0v64H0Z" />
      <path fill="currentColor" fillOpacity={0.6} d="M0 88c240-32 480 24 720 8s480-56 720-16v40H0Z" />
      {edgeClassName && (
        <path className={`fill-current ${edgeClassName}`} d="M0 104c240-20 480 8 720 0s480-28 720-8v24H0Z" />
      )}
    </svg>
  );
}
