import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '../theme/palette';
import { colourPairs, measurePair } from './colourPairs';
import { composite, contrastRatio, formatRatio, parseColour } from './contrast';
import { describeValue } from './FoundationParts';
import { cssVarName, pickByPrefix, toPixels } from './tokenValues';

describe('parseColour', () => {
  it('reads hex and rgb()/rgba() forms', () => {
    expect(parseColour('#1E5BD6')).toEqual([30, 91, 214, 1]);
    expect(parseColour('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColour('rgba(18, 25, 38, 0.5)')).toEqual([18, 25, 38, 0.5]);
    expect(parseColour('rgb(0 0 0 / 0.6)')).toEqual([0, 0, 0, 0.6]);
  });

  it('refuses what it cannot measure instead of guessing', () => {
    expect(() => parseColour('red')).toThrow(/unsupported colour/);
    expect(() => parseColour('#12345')).toThrow();
    expect(() => parseColour('rgba(1, 2)')).toThrow();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Symmetric: order does not matter.
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
  });

  it('lays a translucent background over its backdrop first', () => {
    expect(composite([0, 0, 0, 0.5], [255, 255, 255, 1])).toEqual([127.5, 127.5, 127.5, 1]);
    const overWhite = contrastRatio('#000000', 'rgba(0, 0, 0, 0.5)', '#ffffff');
    const overBlack = contrastRatio('#000000', 'rgba(0, 0, 0, 0.5)', '#000000');
    expect(overWhite).toBeGreaterThan(4);
    expect(overBlack).toBeCloseTo(1, 5);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('colour pairs', () => {
  it('pair only tokens that exist in the palette', () => {
    for (const pair of Object.values(colourPairs)) {
      if (!pair) continue;
      expect(lightColors).toHaveProperty(pair.foreground);
      expect(lightColors).toHaveProperty(pair.background);
    }
  });

  it('measure every pair of both palettes that has a minimum, and they pass', () => {
    for (const [palette, colours] of [
      ['light', lightColors],
      ['dark', darkColors],
    ] as const) {
      for (const token of Object.keys(colours) as Array<keyof typeof colours>) {
        const result = measurePair(token, colours, palette);
        if (result?.pair.minimum)
          expect({ palette, token, passes: result.passes }).toMatchObject({ passes: true });
      }
    }
  });

  it('leave the sign-in background to the dark palette only', () => {
    expect(measurePair('authBackground', lightColors, 'light')).toBeNull();
    expect(measurePair('authBackground', darkColors, 'dark')?.passes).toBe(true);
  });

  it('flag a pair below its minimum', () => {
    const washedOut = { ...lightColors, onPrimary: '#f0f4ff', primary: '#8cb4ff' };
    expect(measurePair('primary', washedOut, 'light')).toMatchObject({ passes: false });
  });
});

describe('token values', () => {
  it('names the custom property behind a vanilla-extract reference', () => {
    expect(cssVarName('var(--radii-sm__1x2y3z)')).toBe('--radii-sm__1x2y3z');
    expect(cssVarName('var(--a, 4px)')).toBe('--a');
    expect(() => cssVarName('4px')).toThrow();
  });

  it('picks a group by prefix and converts lengths to pixels', () => {
    expect(Object.keys(pickByPrefix({ sizeSm: 'a', sizeMd: 'b', weightBold: 'c' }, 'size'))).toEqual([
      'sizeSm',
      'sizeMd',
    ]);
    expect(toPixels('0.875rem')).toBe(14);
    expect(toPixels('24px')).toBe(24);
    expect(toPixels('1.5rem', 20)).toBe(30);
    expect(toPixels('50%')).toBeNull();
  });
});

describe('describeValue', () => {
  it('undoes the minifier and adds pixels to rem lengths', () => {
    expect(describeValue('.875rem')).toBe('0.875rem (14px)');
    expect(describeValue('cubic-bezier(.4, 0, .2, 1)')).toBe('cubic-bezier(0.4, 0, 0.2, 1)');
    expect(describeValue('0 2px 8px #00000014')).toBe('0 2px 8px rgba(0, 0, 0, 0.08)');
    expect(describeValue('.15s')).toBe('0.15s');
    expect(describeValue('9999px')).toBe('9999px');
  });
});
