import type { RawPart } from './catalog-plan-types.ts';

const COMPLIANCE_SUFFIX = /\s*\bROHS$/i;

/**
 * The parametric words of a supplier description: the description is
 * `<parameters> <package> <category> ROHS`, so the tail is removed and the rest split
 * on whitespace. `450mΩ ±25% 600Ω@100MHz 0603  Ferrite Beads ROHS` →
 * `['450mΩ', '±25%', '600Ω@100MHz']`.
 */
export function descriptionParameterTokens(part: Pick<RawPart, 'description' | 'package' | 'category'>): string[] {
  let text = part.description.trim().replace(COMPLIANCE_SUFFIX, '').trim();
  text = withoutAffix(text, part.category);
  if (part.package !== '') text = withoutSuffix(text, part.package);
  return text.split(/\s+/u).filter((token) => token !== '');
}

// The description spells the category in its own case ("Digital to Analog" for
// "Digital To Analog"), and a few put it first ("Optocouplers SMD RoHS").
function withoutAffix(text: string, affix: string): string {
  const lowerText = text.toLowerCase();
  const lowerAffix = affix.toLowerCase();
  if (lowerText.endsWith(lowerAffix)) return text.slice(0, text.length - affix.length).trim();
  if (lowerText.startsWith(lowerAffix)) return text.slice(affix.length).trim();
  return text;
}

function withoutSuffix(text: string, suffix: string): string {
  if (text === suffix) return '';
  return text.endsWith(` ${suffix}`) ? text.slice(0, text.length - suffix.length).trim() : text;
}
