// WCAG 2 contrast for the Foundations pages. Translucent colours (hover, pressed, scrim) are first laid over an opaque
// backdrop, as they are on screen.

export type Rgba = [r: number, g: number, b: number, a: number];

/** Channels 0–255 and alpha 0–1 of `#rrggbb`, `#rgb` or `rgb()/rgba()` (comma or space separated). */
export function parseColour(value: string): Rgba {
  const text = value.trim().toLowerCase();
  const long = /^#([0-9a-f]{6})$/.exec(text);
  if (long) {
    const hex = long[1]!;
    return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).concat(1) as Rgba;
  }
  const short = /^#([0-9a-f]{3})$/.exec(text);
  if (short) return [...short[1]!].map((digit) => parseInt(digit + digit, 16)).concat(1) as Rgba;
  const functional = /^rgba?\(([^)]+)\)$/.exec(text);
  if (functional) {
    const parts = functional[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if ((parts.length === 3 || parts.length === 4) && parts.every((part) => Number.isFinite(part))) {
      const [r, g, b, a = 1] = parts as [number, number, number, number?];
      return [r, g, b, a];
    }
  }
  throw new Error(`unsupported colour: ${value}`);
}

/** `top` laid over an opaque `bottom` (alpha compositing). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio (1–21) of `foreground` on `background`. A translucent background is laid over `backdrop`
 * (default white) first, then a translucent foreground over the result.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff'): number {
  const base = composite(parseColour(background), parseColour(backdrop));
  const front = composite(parseColour(foreground), base);
  const [high, low] = [luminance(front), luminance(base)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** '4.52:1' — truncated, not rounded, so that 4.499 never reads as passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
