import { BrandLogo, vars } from '@backoffice/ui';

/** The product's mark (drawn in the brand colours of the theme) beside its name. */
function ProductMark() {
  return (
    <svg viewBox="0 0 32 32" width="100%" height="100%" focusable="false">
      <rect width="32" height="32" rx="8" fill={vars.color.primary} />
      <path
        d="M10 7h7.2c3.4 0 5.6 1.8 5.6 4.6 0 1.8-1 3.1-2.5 3.7 2 .5 3.3 2.1 3.3 4.2 0 3.2-2.5 5.5-6.3 5.5H10zm4 3.4v4.2h2.6c1.5 0 2.3-.8 2.3-2.1s-.8-2.1-2.3-2.1zm0 7.3v4.9h3c1.7 0 2.6-.9 2.6-2.5 0-1.5-.9-2.4-2.6-2.4z"
        fill={vars.color.onPrimary}
      />
    </svg>
  );
}

/** The product logo; `compact` shows only the mark on phones (the name stays the accessible text). */
export function Logo({ label, compact = false }: { label: string; compact?: boolean }) {
  return <BrandLogo name={label} mark={<ProductMark />} compact={compact} />;
}
