// Imperial chip codes (0201, 0402 … 2512) and 01005; `0603x4` arrays and `MELF-0207` are not chips.
const CHIP_SIZE = /^(\d{4}|01005)$/;
const LEAD_PITCH = /^Plugin,P=(\d+(?:\.\d+)?)mm$/i;
const CAN_DIAMETER = /^Plugin,D(\d+(?:\.\d+)?)xL\d+(?:\.\d+)?mm$/i;

/** `'0603'` for a 0603 chip package, else `null`. */
export function chipSizeOf(packageName: string): string | null {
  return CHIP_SIZE.test(packageName) ? packageName : null;
}

/** Lead spacing in mm of a radial through-hole part (`Plugin,P=7.5mm` → 7.5), else `null`. */
export function leadPitchOf(packageName: string): number | null {
  const match = LEAD_PITCH.exec(packageName);
  return match === null ? null : Number(match[1]);
}

/** Can diameter in mm of a leaded electrolytic (`Plugin,D8xL11.5mm` → 8), else `null`. */
export function canDiameterOf(packageName: string): number | null {
  const match = CAN_DIAMETER.exec(packageName);
  return match === null ? null : Number(match[1]);
}
