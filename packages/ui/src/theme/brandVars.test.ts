import { describe, expect, it } from 'vitest';
import { brandVars } from './brandVars';
import { colorVars } from './vars.css';

function cssVarName(reference: string) {
  return /var\((--[^)]+)\)/.exec(reference)![1]!;
}

describe('brandVars', () => {
  it('overrides the primary, info and focus colours and their on-colours inline', () => {
    const style = brandVars('#0a7d55', '#000000');
    expect(style[cssVarName(colorVars.primary)]).toBe('#0a7d55');
    expect(style[cssVarName(colorVars.focus)]).toBe('#0a7d55');
    expect(style[cssVarName(colorVars.onPrimary)]).toBe('#000000');
    expect(style[cssVarName(colorVars.surface)]).toBeUndefined();
  });

  it('defaults the on-colour to white', () => {
    expect(brandVars('#123456')[cssVarName(colorVars.onPrimary)]).toBe('#ffffff');
  });

  it('derives the hover and container shades from the brand, toward the theme text and surface', () => {
    const style = brandVars('#0a7d55');
    expect(style[cssVarName(colorVars.primaryHover)]).toBe(
      `color-mix(in srgb, #0a7d55 80%, ${colorVars.onSurface})`,
    );
    expect(style[cssVarName(colorVars.primaryContainer)]).toBe(
      `color-mix(in srgb, #0a7d55 16%, ${colorVars.surface})`,
    );
  });
});
