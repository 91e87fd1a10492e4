/**
 * A BOM text file's bytes as text: UTF-8 with or without its BOM, UTF-16 LE/BE with a BOM (Excel's
 * "Unicode text") or without one (told by the zero bytes of ASCII characters), and as a last resort
 * Windows-1252 for old exports that are not UTF-8.
 */
export function decodeBomText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const utf16 = utf16WithoutMark(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** UTF-16 without a byte-order mark: most of the first characters are ASCII, so every other byte is zero. */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 512);
  if (sample < 4) return null;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < sample; i++) {
    if (bytes[i] === 0) {
      if (i % 2 === 0) zeroEven++;
      else zeroOdd++;
    }
  }
  const pairs = sample / 2;
  if (zeroOdd > pairs * 0.6 && zeroEven < pairs * 0.1) return 'utf-16le';
  if (zeroEven > pairs * 0.6 && zeroOdd < pairs * 0.1) return 'utf-16be';
  return null;
}
