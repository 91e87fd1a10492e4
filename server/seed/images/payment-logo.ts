import { ADVANCE_PER_SIZE, layoutStrokeText, normalizeForStrokeFont, strokeTextElement } from './stroke-font.ts';
import { hashString, hslHex, num, rect, svgDocument, type SvgImage } from './svg-markup.ts';

const WIDTH = 240;
const HEIGHT = 120;
const TEXT_SIZE = 40;

interface TextSegment {
  text: string;
  color: string;
}

interface BadgeStyle {
  background: string;
  border: string;
  icon: 'cash' | 'bank' | 'none';
  /** Colours per run of the label; `undefined` draws the whole label in `ink`. */
  segments?: (label: string) => TextSegment[];
  ink: string;
}

function split(label: string, at: number, first: string, second: string): TextSegment[] {
  return [
    { text: label.slice(0, at), color: first },
    { text: label.slice(at), color: second },
  ];
}

/** Brand colours of the payment methods the shop offers, keyed by the label without spaces. */
const KNOWN_STYLES: Readonly<Record<string, BadgeStyle>> = {
  cod: { background: '#15803d', border: '#0f5f2d', icon: 'cash', ink: '#ffffff' },
  vnpay: {
    background: '#ffffff',
    border: '#cbd5e1',
    icon: 'none',
    ink: '#005baa',
    segments: (label) => split(label, 2, '#ed1c24', '#005baa'),
  },
  momo: { background: '#a50064', border: '#7d004c', icon: 'none', ink: '#ffffff' },
  paypal: {
    background: '#ffffff',
    border: '#cbd5e1',
    icon: 'none',
    ink: '#003087',
    segments: (label) => split(label, 3, '#003087', '#009cde'),
  },
  zalopay: { background: '#0068ff', border: '#0050c4', icon: 'none', ink: '#ffffff' },
  chuyenkhoan: { background: '#0f766e', border: '#0b5a54', icon: 'bank', ink: '#ffffff' },
  banktransfer: { background: '#0f766e', border: '#0b5a54', icon: 'bank', ink: '#ffffff' },
};

function styleFor(label: string): BadgeStyle {
  const key = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  const known = KNOWN_STYLES[key];
  if (known !== undefined) return known;
  const hue = hashString(key) % 360;
  return { background: hslHex(hue, 0.55, 0.4), border: hslHex(hue, 0.55, 0.3), icon: 'none', ink: '#ffffff' };
}

/** A banknote, for cash on delivery. */
function cashIcon(x: number, cy: number, color: string): string {
  return (
    rect(x, cy - 15, 48, 30, { stroke: color, strokeWidth: 3 }, 4) +
    `<circle cx="${num(x + 24)}" cy="${num(cy)}" r="7" fill="none" stroke="${color}" stroke-width="3"/>` +
    `<path d="M${num(x + 7)} ${num(cy)}h3M${num(x + 38)} ${num(cy)}h3" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`
  );
}

/** A bank building, for bank transfer. */
function bankIcon(x: number, cy: number, color: string): string {
  const columns = [x + 9, x + 19, x + 29, x + 39]
    .map((cx) => `M${num(cx)} ${num(cy - 4)}V${num(cy + 12)}`)
    .join('');
  return (
    `<path d="M${num(x + 2)} ${num(cy - 8)}L${num(x + 24)} ${num(cy - 20)}L${num(x + 46)} ${num(cy - 8)}Z" ` +
    `fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${columns}M${num(x + 2)} ${num(cy + 17)}H${num(x + 46)}" stroke="${color}" stroke-width="3.5" stroke-linecap="round"/>`
  );
}

/** Splits a label at the space nearest its middle, for labels too long for one line. */
function twoLines(label: string): [string, string] | undefined {
  const middle = label.length / 2;
  let best = -1;
  for (let i = 0; i < label.length; i++) {
    if (label[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? undefined : [label.slice(0, best).trim(), label.slice(best + 1).trim()];
}

function twoLineMarkup(lines: [string, string], color: string, centreX: number, maxWidth: number): string {
  const size = Math.min(...lines.map((line) => layoutStrokeText(line, { x: 0, y: 0, size: 28, maxWidth }).size));
  const gap = size * 0.55;
  const firstBaseline = HEIGHT / 2 - gap / 2;
  return lines
    .map((line, index) =>
      strokeTextElement(line, { x: centreX, y: firstBaseline + index * (size + gap), size, anchor: 'middle', color }),
    )
    .join('');
}

function labelMarkup(label: string, style: BadgeStyle, centreX: number, maxWidth: number): string {
  const lines = twoLines(label);
  const oneLineSize = layoutStrokeText(label, { x: 0, y: 0, size: TEXT_SIZE, maxWidth }).size;
  if (oneLineSize < 24 && lines !== undefined && style.segments === undefined) {
    return twoLineMarkup(lines, style.ink, centreX, maxWidth);
  }
  const baseline = HEIGHT / 2 + TEXT_SIZE / 2;
  const fitted = layoutStrokeText(label, { x: centreX, y: baseline, size: TEXT_SIZE, anchor: 'middle', maxWidth });
  const y = HEIGHT / 2 + fitted.size / 2;
  const segments = style.segments?.(label) ?? [{ text: label, color: style.ink }];
  let offset = 0;
  const startX = centreX - (fitted.width - fitted.strokeWidth) / 2;
  return segments
    .map((segment) => {
      const x = startX + offset * fitted.size * ADVANCE_PER_SIZE;
      offset += Array.from(segment.text).length;
      return strokeTextElement(segment.text, { x, y, size: fitted.size, color: segment.color });
    })
    .join('');
}

/**
 * Draws a 240 × 120 payment-method badge: brand colours where known (COD, VNPAY, MoMo, PayPal,
 * ZaloPay, bank transfer), otherwise a colour from the label's hash, with the label in stroke
 * text. Vietnamese diacritics are removed before drawing (`Chuyển khoản` → `Chuyen khoan`).
 */
export function drawPaymentLogo(label: string): SvgImage {
  const text = normalizeForStrokeFont(label).trim();
  const style = styleFor(text);
  const hasIcon = style.icon !== 'none';
  const iconColor = style.ink;
  const icon =
    style.icon === 'cash' ? cashIcon(22, HEIGHT / 2, iconColor)
    : style.icon === 'bank' ? bankIcon(20, HEIGHT / 2, iconColor)
    : '';
  const textLeft = hasIcon ? 82 : 20;
  const body =
    rect(2, 2, WIDTH - 4, HEIGHT - 4, { fill: style.background, stroke: style.border, strokeWidth: 2.5 }, 18) +
    icon +
    labelMarkup(text, style, (textLeft + WIDTH - 20) / 2, WIDTH - 20 - textLeft);
  return { svg: svgDocument(WIDTH, HEIGHT, '', body), width: WIDTH, height: HEIGHT };
}
